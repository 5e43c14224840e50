import { useTranslation } from 'react-i18next';
import type { Group, Totals } from '../report-totals';
import type { UsageNumbers } from '../../budgets/usage-numbers';

interface FiguresTableProps {
  caption: string;
  /** The first column's heading (a name, or the day). */
  keyHeading: string;
  groups: readonly Group[];
  total: Totals;
  numbers: UsageNumbers;
  /** How a group's key reads (a tool's name, a day in the reader's style). */
  label?: (key: string) => string;
}

/** One breakdown of the period (by department, tool, model, user or day), with its total. */
export function FiguresTable({ caption, keyHeading, groups, total, numbers, label = (key) => key }: FiguresTableProps) {
  const { t } = useTranslation('usage');
  const cells = (totals: Totals) => (
    <>
      <td className="number">{numbers.count(totals.requests)}</td>
      <td className="number">{numbers.count(totals.refused)}</td>
      <td className="number">{numbers.count(totals.inputTokens)}</td>
      <td className="number">{numbers.count(totals.outputTokens)}</td>
      <td className="number">{numbers.count(totals.images)}</td>
      <td className="number">{numbers.minutes(totals.audioSeconds)}</td>
      <td className="number">{numbers.amount(totals.cost)}</td>
    </>
  );
  return (
    <section className="usage-period">
      <h2 className="usage-heading">{caption}</h2>
      <div className="table-scroll" tabIndex={0} role="region" aria-label={caption}>
        <table className="usage-table">
          <thead>
            <tr>
              <th scope="col">{keyHeading}</th>
              <th scope="col" className="number">{t('column.requests')}</th>
              <th scope="col" className="number">{t('column.refused')}</th>
              <th scope="col" className="number">{t('column.inputTokens')}</th>
              <th scope="col" className="number">{t('column.outputTokens')}</th>
              <th scope="col" className="number">{t('column.images')}</th>
              <th scope="col" className="number">{t('column.audio')}</th>
              <th scope="col" className="number">{t('column.cost')}</th>
            </tr>
          </thead>
          <tbody>
            {groups.map((group) => (
              <tr key={group.key}>
                <th scope="row">{label(group.key)}</th>
                {cells(group.totals)}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t('column.total')}</th>
              {cells(total)}
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}
