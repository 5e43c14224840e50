import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { UsageSection } from '../../../machines/usage/usage-report.machine';
import { useUsageTool } from '../usage-tool-context';
import { CostFigures } from './CostFigures';
import { FeedbackFigures, feedbackFailedKey } from './FeedbackFigures';
import { PeriodReportFrame } from './PeriodReportFrame';

const sections: readonly UsageSection[] = ['costs', 'feedback'];

/** The admins' usage page: the costs of a period, or what users thought of the answers; CSV beside the filter. */
export default function UsagePage() {
  const { t } = useTranslation('usage');
  const { actor } = useUsageTool();
  const section = useSelector(actor, (snapshot) => snapshot.value);
  const costs = useSelector(actor, (snapshot) => snapshot.children.costs);
  const feedback = useSelector(actor, (snapshot) => snapshot.children.feedback);

  return (
    <div className="usage-page">
      <h1>{t('title')}</h1>
      <p className="muted">{t(section === 'feedback' ? 'feedback.intro' : 'intro')}</p>
      <div className="usage-sections" role="group" aria-label={t('sections.label')}>
        {sections.map((shown) => (
          <button key={shown} type="button" className="button" aria-pressed={section === shown} onClick={() => actor.send({ type: 'usage.section', section: shown })}>
            {t(`sections.${shown}`)}
          </button>
        ))}
      </div>
      {section === 'costs' && costs && (
        <PeriodReportFrame actor={costs} failedText={() => t('loadFailed')} loadingText={t('loading')}>
          {(report) => <CostFigures report={report} />}
        </PeriodReportFrame>
      )}
      {section === 'feedback' && feedback && (
        <PeriodReportFrame actor={feedback} failedText={(status) => t(feedbackFailedKey(status), { status })} loadingText={t('feedback.loading')}>
          {(report) => <FeedbackFigures report={report} />}
        </PeriodReportFrame>
      )}
    </div>
  );
}
