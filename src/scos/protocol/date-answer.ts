/**
 * What a date picker submits (tools.md §5): the first 10 characters, which must be YYYY-MM-DD,
 * a real calendar day and inside the message's min/max; otherwise nothing is sent.
 */
export type DateAnswer = { ok: true; value: string } | { ok: false; reason: 'format' | 'not-a-day' | 'before-min' | 'after-max' };

export function dateAnswer(input: string, minDate?: string, maxDate?: string): DateAnswer {
  const value = input.slice(0, 10);
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return { ok: false, reason: 'format' };
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return { ok: false, reason: 'not-a-day' };
  // ISO days compare correctly as strings.
  if (minDate && value < minDate.slice(0, 10)) return { ok: false, reason: 'before-min' };
  if (maxDate && value > maxDate.slice(0, 10)) return { ok: false, reason: 'after-max' };
  return { ok: true, value };
}
