import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../i18n/formats';
import { tokens, type Group } from '../report-totals';
import type { UsageNumbers } from '../../budgets/usage-numbers';

/**
 * Tokens per day as CSS bars: one image with a summary in words for a screen reader, the
 * figures themselves in the table "By day" beside it (no chart library in the bundle).
 */
export function DailyChart({ days, numbers }: { days: readonly Group[]; numbers: UsageNumbers }) {
  const { t } = useTranslation('usage');
  const date = useDateFormat();
  if (days.length === 0) return null;
  const highest = days.reduce((top, day) => (tokens(day.totals) > tokens(top.totals) ? day : top), days[0]!);
  const max = Math.max(1, tokens(highest.totals));
  const summary = t('chartSummary', {
    from: date(days[0]!.key),
    to: date(days[days.length - 1]!.key),
    max: numbers.count(tokens(highest.totals)),
    maxDay: date(highest.key),
  });
  return (
    <figure className="usage-figure">
      <figcaption className="usage-heading">{t('chart')}</figcaption>
      <div className="usage-chart" role="img" aria-label={summary}>
        {days.map((day) => (
          <span
            key={day.key}
            className="usage-chart-bar"
            title={`${date(day.key)}: ${numbers.count(tokens(day.totals))}`}
            style={{ blockSize: `${Math.max(tokens(day.totals) > 0 ? 2 : 0, Math.round((tokens(day.totals) / max) * 100))}%` }}
          />
        ))}
      </div>
    </figure>
  );
}
