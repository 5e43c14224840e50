import { fromDate, parseDate, startOfMonth, toCalendarDate, toZoned, type CalendarDate } from '@internationalized/date';
import type { BudgetWindow } from '../../../contracts/usage-api';

const minuteMs = 60_000;

/**
 * When the period of `window` that holds `at` began (inclusive) and ends, days and months in
 * `timeZone`; a minute slides: what happened in the 60 seconds up to `at` (as the rate limits count).
 */
export function periodOf(window: BudgetWindow, at: Date, timeZone: string): { start: Date; end: Date } {
  if (window === 'minute') return { start: new Date(at.getTime() - minuteMs + 1), end: new Date(at.getTime() + minuteMs) };
  const day = toCalendarDate(fromDate(at, timeZone));
  const first = window === 'day' ? day : startOfMonth(day);
  const next = window === 'day' ? first.add({ days: 1 }) : first.add({ months: 1 });
  return { start: midnight(first, timeZone), end: midnight(next, timeZone) };
}

/** The instant a calendar day begins in `timeZone`. */
export const midnight = (day: CalendarDate, timeZone: string) => toZoned(day, timeZone).toDate();

/** `at`'s calendar day in `timeZone`, YYYY-MM-DD. */
export const dayOf = (at: Date, timeZone: string) => toCalendarDate(fromDate(at, timeZone)).toString();

/** A YYYY-MM-DD text as a calendar day, or null when it is none. */
export function calendarDay(text: string): CalendarDate | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  try {
    const day = parseDate(text);
    return day.toString() === text ? day : null;
  } catch {
    return null;
  }
}

/** This month's and last month's first and last days, in `timeZone`. */
export function monthsAround(at: Date, timeZone: string) {
  const first = startOfMonth(toCalendarDate(fromDate(at, timeZone)));
  const previous = first.subtract({ months: 1 });
  return {
    thisMonth: { from: first, to: first.add({ months: 1 }).subtract({ days: 1 }) },
    lastMonth: { from: previous, to: first.subtract({ days: 1 }) },
  };
}
