import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PeriodReportActor } from '../../../machines/usage/period-report.machine';
import { PeriodFilter } from './PeriodFilter';

interface PeriodReportFrameProps<Report extends { from: string; to: string }> {
  actor: PeriodReportActor<Report>;
  /** What could not be loaded, in words (the HTTP status; null: the server was not reached). */
  failedText(status: number | null): string;
  loadingText: string;
  children(report: Report): ReactNode;
}

/** A report of the usage page with its period filter and the CSV export beside it, its loading and its failure. */
export function PeriodReportFrame<Report extends { from: string; to: string }>({ actor, failedText, loadingText, children }: PeriodReportFrameProps<Report>) {
  const { t } = useTranslation('usage');
  const loading = useSelector(actor, (snapshot) => snapshot.matches({ report: 'loading' }));
  const failed = useSelector(actor, (snapshot) => snapshot.matches({ report: 'failed' }));
  const failedStatus = useSelector(actor, (snapshot) => snapshot.context.failedStatus);
  const exporting = useSelector(actor, (snapshot) => snapshot.matches({ export: 'exporting' }));
  const report = useSelector(actor, (snapshot) => snapshot.context.report);
  return (
    <div aria-busy={loading}>
      {report && (
        <div className="usage-filter">
          <PeriodFilter key={`${report.from}/${report.to}`} from={report.from} to={report.to} onShow={(period) => actor.send({ type: 'usage.period', period })} />
          <button type="button" className="button outline" disabled={exporting} onClick={() => actor.send({ type: 'usage.export' })}>
            {exporting ? t('exporting') : t('export')}
          </button>
        </div>
      )}
      {loading && !report && <p className="muted">{loadingText}</p>}
      {failed && (
        <div role="alert">
          <p>{failedText(failedStatus)}</p>
          <button type="button" className="button outline" onClick={() => actor.send({ type: 'usage.retry' })}>{t('retry')}</button>
        </div>
      )}
      {report && children(report)}
    </div>
  );
}
