import { useTranslation } from 'react-i18next';
import type { UsagePeriod } from '../../../contracts/usage-api';
import { useDateFormat } from '../../i18n/formats';
import type { UsageNumbers } from '../usage-numbers';

/** One month of the user's own use, by tool and model (a table: it reads as one, and scrolls sideways at 390 px). */
export function MyUsageTable({ period, caption, numbers }: { period: UsagePeriod; caption: string; numbers: UsageNumbers }) {
  const { t } = useTranslation('usage');
  const date = useDateFormat();
  const dates = t('mine.period', { from: date(period.from), to: date(period.to) });
  // A refused request called no model (its row names none and used nothing): no use to list, and this table has no column for it.
  const rows = period.rows.filter((row) => row.requests > 0 || row.refused === 0);
  if (rows.length === 0) {
    return (
      <section className="usage-period">
        <h3 className="usage-heading">{caption} <span className="muted">{dates}</span></h3>
        <p className="muted" role="region" aria-label={caption}>{t('mine.none')}</p>
      </section>
    );
  }
  const counted = rows.some((row) => row.counted);
  const unpriced = rows.some((row) => row.unpriced);
  return (
    <section className="usage-period">
      <h3 className="usage-heading">{caption} <span className="muted">{dates}</span></h3>
      <div className="table-scroll" tabIndex={0} role="region" aria-label={caption}>
        <table className="usage-table">
          <thead>
            <tr>
              <th scope="col">{t('mine.tool')}</th>
              <th scope="col">{t('mine.model')}</th>
              <th scope="col" className="number">{t('mine.requests')}</th>
              <th scope="col" className="number">{t('mine.tokens')}</th>
              <th scope="col" className="number">{t('mine.images')}</th>
              <th scope="col" className="number">{t('mine.audio')}</th>
              <th scope="col" className="number">{t('mine.cost')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={`${row.tool}/${row.model}`}>
                <th scope="row">{t(`toolName.${row.tool}`)}</th>
                <td>{row.model}</td>
                <td className="number">{numbers.count(row.requests)}</td>
                <td className="number">{`${numbers.count(row.inputTokens)} / ${numbers.count(row.outputTokens)}`}{row.counted ? '*' : ''}</td>
                <td className="number">{numbers.count(row.images)}</td>
                <td className="number">{numbers.minutes(row.audioSeconds)}</td>
                <td className="number">{numbers.amount(row.cost)}{row.unpriced ? '†' : ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {counted && <p className="muted usage-note">* {t('mine.counted')}</p>}
      {unpriced && <p className="muted usage-note">† {t('mine.unpriced')}</p>}
    </section>
  );
}
