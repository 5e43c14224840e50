import { useTranslation } from 'react-i18next';

/** platform.md §3: USD for en-US, EUR for de-DE; dates numeric with 2 digits; time hh:mm. */
export const currencyFor = (locale: string) => (locale === 'de-DE' ? 'EUR' : 'USD');

export function formatCurrency(amount: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: currencyFor(locale) }).format(amount);
}

/** A date (Date or ISO day "YYYY-MM-DD", read as a calendar day, not shifted by time zone). */
export function formatDate(value: Date | string, locale: string): string {
  const date = typeof value === 'string' ? new Date(`${value}T00:00:00`) : value;
  return new Intl.DateTimeFormat(locale, { year: '2-digit', month: '2-digit', day: '2-digit' }).format(date);
}

/** hh:mm, 24 hours in every language (platform.md §3), so a time reads the same beside any date. */
export function formatTime(value: Date, locale: string): string {
  return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(value);
}

/** The one style of a moment shown to users: the date, then the time (epoch ms, a Date or an ISO timestamp). */
export function formatDateTime(value: Date | number | string, locale: string): string {
  const date = value instanceof Date ? value : new Date(value);
  return `${formatDate(date, locale)} ${formatTime(date, locale)}`;
}

export function useDateFormat() {
  const { i18n } = useTranslation();
  return (value: Date | string) => formatDate(value, i18n.language);
}

export function useDateTimeFormat() {
  const { i18n } = useTranslation();
  return (value: Date | number | string) => formatDateTime(value, i18n.language);
}

/**
 * An amount of the ledger's one configured currency (PRICES), in the reader's number style:
 * unlike formatCurrency, the currency is the server's, not the language's (1,234.50 € in English too).
 */
export function formatAmount(amount: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: amount !== 0 && Math.abs(amount) < 0.01 ? 4 : 2 }).format(amount);
}

/** A count or quantity in the reader's number style (12,345 or 12.345). */
export function formatCount(value: number, locale: string, maximumFractionDigits = 0): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits }).format(value);
}

/** A moment read in another time zone than the browser's (the budget's days and months). */
export function formatDateTimeIn(value: number | string, locale: string, timeZone: string): string {
  const date = new Date(value);
  const day = new Intl.DateTimeFormat(locale, { year: '2-digit', month: '2-digit', day: '2-digit', timeZone }).format(date);
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(date);
  return `${day} ${time}`;
}

/** The calendar day (YYYY-MM-DD) of an instant in a time zone: a report's day, as its server counts days. */
export function isoDayIn(value: number | string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).format(new Date(value));
}
