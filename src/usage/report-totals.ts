import type { UsageFigures, UsageReportRow } from '../../contracts/usage-api';

/** Figures summed over rows (what a group, a day or the whole period comes to). */
export type Totals = Pick<UsageFigures, 'requests' | 'refused' | 'inputTokens' | 'outputTokens' | 'images' | 'audioSeconds' | 'cost' | 'counted' | 'unpriced'>;

export const noUse = (): Totals => ({ requests: 0, refused: 0, inputTokens: 0, outputTokens: 0, images: 0, audioSeconds: 0, cost: 0, counted: false, unpriced: false });

const added = (sum: Totals, row: UsageFigures): Totals => ({
  requests: sum.requests + row.requests,
  refused: sum.refused + row.refused,
  inputTokens: sum.inputTokens + row.inputTokens,
  outputTokens: sum.outputTokens + row.outputTokens,
  images: sum.images + row.images,
  audioSeconds: sum.audioSeconds + row.audioSeconds,
  // Summed in thousandths of a cent, so many small costs do not drift in binary fractions.
  cost: Math.round((sum.cost + row.cost) * 100_000) / 100_000,
  counted: sum.counted || row.counted,
  unpriced: sum.unpriced || row.unpriced,
});

export const totalOf = (rows: readonly UsageFigures[]): Totals => rows.reduce(added, noUse());

export interface Group {
  key: string;
  totals: Totals;
}

/** The rows summed by a key (department, tool, model, user), largest cost first, then most tokens. */
export function groupedBy(rows: readonly UsageReportRow[], keyOf: (row: UsageReportRow) => string): Group[] {
  const groups = new Map<string, Totals>();
  for (const row of rows) groups.set(keyOf(row), added(groups.get(keyOf(row)) ?? noUse(), row));
  return [...groups]
    .map(([key, totals]) => ({ key, totals }))
    .sort((a, b) => b.totals.cost - a.totals.cost || tokens(b.totals) - tokens(a.totals) || a.key.localeCompare(b.key));
}

export const tokens = (totals: Pick<Totals, 'inputTokens' | 'outputTokens'>) => totals.inputTokens + totals.outputTokens;

/** Every day of the period (days without use too, so the chart's gaps are true), oldest first. */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  const last = Date.parse(`${to}T00:00:00Z`);
  for (let day = Date.parse(`${from}T00:00:00Z`); day <= last && days.length <= 400; day += 86_400_000) {
    days.push(new Date(day).toISOString().slice(0, 10));
  }
  return days;
}

/** The period's days, each with its totals. */
export function byDay(rows: readonly UsageReportRow[], from: string, to: string): Group[] {
  const groups = new Map(groupedBy(rows, (row) => row.day).map((group) => [group.key, group.totals]));
  return daysOf(from, to).map((day) => ({ key: day, totals: groups.get(day) ?? noUse() }));
}
