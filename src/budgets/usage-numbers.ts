import { formatAmount, formatCount } from '../i18n/formats';

/** The reader's numbers for the usage screens: counts and the ledger's currency, in their locale. */
export function usageNumbers(locale: string, currency: string) {
  return {
    count: (value: number) => formatCount(value, locale),
    minutes: (seconds: number) => formatCount(seconds / 60, locale, 1),
    amount: (value: number) => formatAmount(value, currency, locale),
  };
}

export type UsageNumbers = ReturnType<typeof usageNumbers>;
