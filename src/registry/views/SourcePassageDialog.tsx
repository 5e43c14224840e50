import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { ShownPassage } from '../../../machines/registry/source-passage.machine';
import { InfoDialog } from '../../dialogs/InfoDialog';
import { useRegistryTool } from '../registry-tool-context';

/** The passage marked in its surrounding text, scrolled into view. */
function PassageText({ passage }: { passage: ShownPassage }) {
  const { t } = useTranslation('registry');
  const marked = useRef<HTMLElement>(null);
  // A block body: newer browsers' scrollIntoView returns a promise, which React would take for a cleanup.
  useEffect(() => {
    marked.current?.scrollIntoView?.({ block: 'center' });
  }, [passage]);
  const { text, start, end, truncatedBefore, truncatedAfter } = passage;
  return (
    <div className="registry-passage-text" tabIndex={0} role="region" aria-label={t('passage.textLabel')}>
      {truncatedBefore && '…'}
      {text.slice(0, start)}
      <mark ref={marked} className="registry-passage-mark">
        {text.slice(start, end)}
      </mark>
      {text.slice(end)}
      {truncatedAfter && '…'}
    </div>
  );
}

/** A verified source opened at its passage, in a dialog; Escape or Close return to the source. */
export function SourcePassageDialog() {
  const { t } = useTranslation('registry');
  const { passage: actor, commands } = useRegistryTool();
  const open = useSelector(actor, (s) => s.hasTag('open'));
  const loading = useSelector(actor, (s) => s.hasTag('loading'));
  const { opened, passage, failure } = useSelector(actor, (s) => s.context);
  if (!open || !opened) return null;
  const { document, section } = opened.source;
  return (
    <InfoDialog
      title={t('passage.title', { document, section })}
      closeLabel={t('passage.close')}
      onClose={commands.closeSource}
      actions={
        failure === 'failed' && (
          <Button className="button" onPress={commands.retrySource}>
            {t('passage.retry')}
          </Button>
        )
      }
    >
      {loading && <p role="status">{t('passage.loading')}</p>}
      {failure && <p className="notice notice-danger" role="alert">{t(`passage.failure.${failure}`)}</p>}
      {passage && <PassageText passage={passage} />}
    </InfoDialog>
  );
}
