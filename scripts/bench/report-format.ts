/** Number and table formatting shared by the bench's report sections. */

export const ms = (value: number) =>
  Number.isNaN(value) ? 'n/a' : value >= 100 ? value.toFixed(0) : value >= 10 ? value.toFixed(1) : value.toFixed(2);

/** "3 (max 120 ms)" for long tasks or frames; undefined samples: the browser cannot observe them. */
export const longOnes = (samples: readonly number[] | undefined) =>
  samples === undefined ? 'not supported' : `${samples.length}${samples.length ? ` (max ${ms(Math.max(...samples))} ms)` : ''}`;

export const verdict = (met: boolean, gap: string) => (met ? 'met' : `NOT met: ${gap}`);

export const seconds = (valueMs: number) => (valueMs / 1000).toFixed(1);

/** Left-aligned columns, two spaces apart. */
export function table(rows: string[][]): string {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length))) ?? [];
  return rows.map((row) => row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ').trimEnd()).join('\n');
}
