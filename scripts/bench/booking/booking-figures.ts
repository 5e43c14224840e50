/** Booking on (the ledger and BUDGETS) or off (the API's `booking: false`, which only a harness can pass). */
export type BookingMode = 'on' | 'off';

/** One run of the scenario: each answer's time to its last line, and the database statements the run made. */
export interface BookingRun {
  mode: BookingMode;
  answersMs: number[];
  statements: number;
  writes: number;
}

/** on, off, on, off …: each mode `rounds` times, alternated, so a machine getting busier weighs on both alike. */
export function alternation(rounds: number): BookingMode[] {
  return Array.from({ length: rounds }, () => ['on', 'off'] as const).flat();
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** A statement that changes rows (a `with … insert` too); a `select pg_advisory_xact_lock` reads. */
export function isWrite(sql: string): boolean {
  const statement = sql.replace(/--[^\n]*/g, ' ').trim().toLowerCase();
  if (/^(insert|update|delete|merge|truncate)\b/.test(statement)) return true;
  return /^with\b/.test(statement) && /\b(insert\s+into|update\s+\w+\s+set|delete\s+from)\b/.test(statement);
}

export interface ModeFigures {
  mode: BookingMode;
  runs: number;
  /** The median of the runs' median answer times, and the lowest and highest run median. */
  medianMs: number;
  spreadMs: [number, number];
  /** Per answer, over every run of the mode (statements and writes are the same each run unless something differs). */
  writesPerAnswer: number;
  writesSpread: [number, number];
  statementsPerAnswer: number;
}

export function modeFigures(runs: readonly BookingRun[], mode: BookingMode): ModeFigures {
  const of = runs.filter((run) => run.mode === mode);
  const medians = of.map((run) => median(run.answersMs));
  const writes = of.map((run) => run.writes / run.answersMs.length);
  const statements = of.map((run) => run.statements / run.answersMs.length);
  return {
    mode,
    runs: of.length,
    medianMs: median(medians),
    spreadMs: [Math.min(...medians), Math.max(...medians)],
    writesPerAnswer: median(writes),
    writesSpread: [Math.min(...writes), Math.max(...writes)],
    statementsPerAnswer: median(statements),
  };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const per = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(2));
const range = ([low, high]: [number, number], format: (value: number) => string) => (low === high ? format(low) : `${format(low)}–${format(high)}`);

/** The report: one line per run in the order run, then per mode the median, its spread and the writes per answer. */
export function bookingReportLines(runs: readonly BookingRun[], answers: number, database: string): string[] {
  const lines = ['', `Booking: ${answers} chat answers one after another through the API (${database}, offline responder), booking on and off alternated`];
  runs.forEach((run, index) => {
    lines.push(`  run ${index + 1} booking ${run.mode}: answer median ${ms(median(run.answersMs))}, writes/answer ${per(run.writes / run.answersMs.length)}, statements/answer ${per(run.statements / run.answersMs.length)}`);
  });
  const figures = (['on', 'off'] as const).map((mode) => modeFigures(runs, mode));
  for (const figure of figures) {
    lines.push(
      `booking ${figure.mode}, ${figure.runs} runs: answer median ${ms(figure.medianMs)} (${range(figure.spreadMs, ms)}), ` +
        `writes/answer ${per(figure.writesPerAnswer)} (${range(figure.writesSpread, per)}), statements/answer ${per(figure.statementsPerAnswer)}`,
    );
  }
  const [on, off] = figures as [ModeFigures, ModeFigures];
  lines.push(`  booking costs ${ms(on.medianMs - off.medianMs)} and ${per(on.writesPerAnswer - off.writesPerAnswer)} writes an answer (medians, on − off)`);
  return lines;
}
