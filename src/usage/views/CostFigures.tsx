import { useTranslation } from 'react-i18next';
import type { UsageReport } from '../../../contracts/usage-api';
import { useDateFormat } from '../../i18n/formats';
import { byDay, groupedBy, totalOf } from '../report-totals';
import { usageNumbers } from '../../budgets/usage-numbers';
import { DailyChart } from './DailyChart';
import { FiguresTable } from './FiguresTable';

/** The costs of a period: its totals, a chart per day, and the breakdowns. */
export function CostFigures({ report }: { report: UsageReport }) {
  const { t, i18n } = useTranslation('usage');
  const date = useDateFormat();
  const numbers = usageNumbers(i18n.language, report.currency);
  const total = totalOf(report.rows);
  const days = byDay(report.rows, report.from, report.to);
  const toolName = (key: string) => t(`toolName.${key as 'chat'}`);
  return (
    <>
      <p className="muted">
        {t('period', { from: date(report.from), to: date(report.to) })} · {t('timeZone', { timeZone: report.timeZone, currency: report.currency })}
      </p>
      <dl className="usage-totals" aria-label={t('totals')}>
        <div><dt>{t('column.requests')}</dt><dd>{numbers.count(total.requests)}</dd></div>
        <div><dt>{t('column.inputTokens')}</dt><dd>{numbers.count(total.inputTokens)}</dd></div>
        <div><dt>{t('column.outputTokens')}</dt><dd>{numbers.count(total.outputTokens)}</dd></div>
        <div><dt>{t('column.cost')}</dt><dd>{numbers.amount(total.cost)}</dd></div>
      </dl>
      {report.rows.length === 0 ? (
        <p>{t('none')}</p>
      ) : (
        <>
          <DailyChart days={days} numbers={numbers} />
          <FiguresTable caption={t('byDepartment')} keyHeading={t('column.name')} numbers={numbers} total={total}
            groups={groupedBy(report.rows, (row) => row.department?.name ?? '')} label={(key) => key || t('noDepartment')} />
          <FiguresTable caption={t('byTool')} keyHeading={t('column.name')} numbers={numbers} total={total}
            groups={groupedBy(report.rows, (row) => row.tool)} label={toolName} />
          <FiguresTable caption={t('byModel')} keyHeading={t('column.name')} numbers={numbers} total={total}
            groups={groupedBy(report.rows, (row) => row.model)} label={(key) => key || t('noModel')} />
          {report.perUser === 'off' ? (
            <p className="muted">{t('perUserOff')}</p>
          ) : (
            <>
              {report.perUser === 'pseudonymous' && <p className="muted">{t('perUserPseudonymous')}</p>}
              <FiguresTable caption={t('byUser')} keyHeading={t('column.name')} numbers={numbers} total={total}
                groups={groupedBy(report.rows, (row) => row.user ?? '')} />
            </>
          )}
          <FiguresTable caption={t('byDay')} keyHeading={t('column.day')} numbers={numbers} total={total} groups={days} label={date} />
        </>
      )}
    </>
  );
}
