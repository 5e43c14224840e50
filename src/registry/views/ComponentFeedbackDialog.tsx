import { useSelector } from '@xstate/react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { ComponentFeedback } from '../../../contracts/feedback-api';
import { InfoDialog } from '../../dialogs/InfoDialog';
import { formatCount } from '../../i18n/formats';
import { FeedbackEntries, ReasonCounts } from '../../feedback/FeedbackEntries';
import { useRegistryTool } from '../registry-tool-context';

/** The words for a failed read: refused, the component gone, the server unreached, or its status. */
const failedKey = (status: number | null) =>
  status === 403 ? 'feedback.forbidden' : status === 404 ? 'feedback.gone' : status === null ? 'feedback.unreachable' : 'feedback.failed';

function Figures({ feedback, title }: { feedback: ComponentFeedback; title: string }) {
  const { t, i18n } = useTranslation('registry');
  const { t: tFeedback } = useTranslation('feedback');
  const count = (value: number) => formatCount(value, i18n.language);
  return (
    <>
      <dl className="registry-facts">
        <dt>{tFeedback('uses')}</dt>
        <dd>{count(feedback.uses)}</dd>
        <dt>{tFeedback('upHeading')}</dt>
        <dd>{count(feedback.up)}</dd>
        <dt>{tFeedback('downHeading')}</dt>
        <dd>{count(feedback.down)}</dd>
        <dt>{tFeedback('reasons')}</dt>
        <dd><ReasonCounts reasons={feedback.reasons} /></dd>
      </dl>
      {feedback.entries.length > 0 ? (
        <FeedbackEntries entries={feedback.entries} label={t('feedback.said', { name: title })} />
      ) : (
        <p className="muted">{t('feedback.nothingSaid')}</p>
      )}
    </>
  );
}

/** What users think of a component's answers, for its contact: read afresh at each opening. */
export function ComponentFeedbackDialog() {
  const { t } = useTranslation('registry');
  const { contactFeedback: actor, commands } = useRegistryTool();
  const open = useSelector(actor, (s) => s.hasTag('open'));
  const loading = useSelector(actor, (s) => s.hasTag('loading'));
  const failed = useSelector(actor, (s) => s.matches('failed'));
  const { opened, feedback, failedStatus } = useSelector(actor, (s) => s.context);
  if (!open || !opened) return null;
  return (
    <InfoDialog
      title={t('feedback.title', { name: opened.title })}
      closeLabel={t('feedback.close')}
      onClose={commands.closeComponentFeedback}
      actions={failed && <Button className="button" onPress={commands.retryComponentFeedback}>{t('feedback.retry')}</Button>}
    >
      {loading && <p role="status">{t('feedback.loading')}</p>}
      {failed && <p className="notice notice-danger" role="alert">{t(failedKey(failedStatus), { status: failedStatus })}</p>}
      {feedback && <Figures feedback={feedback} title={opened.title} />}
    </InfoDialog>
  );
}
