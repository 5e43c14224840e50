import { describe, expect, it } from 'vitest';
import { formatAmount, formatCount, formatCurrency, formatDate, formatDateTime, formatTime } from './formats';

describe('locale formats', () => {
  it('USD for en-US, EUR for de-DE', () => {
    expect(formatCurrency(1234.5, 'en-US')).toBe('$1,234.50');
    expect(formatCurrency(1234.5, 'de-DE')).toBe('1.234,50\u00a0€');
  });

  it("usage amounts keep the ledger's one currency and take the reader's number style; under a cent, up to four decimals", () => {
    expect(formatAmount(1234.5, 'EUR', 'en-US')).toBe('€1,234.50');
    expect(formatAmount(1234.5, 'EUR', 'de-DE')).toBe('1.234,50\u00a0€');
    expect(formatAmount(1234.5, 'USD', 'de-DE')).toBe('1.234,50\u00a0$');
    expect(formatAmount(0.0042, 'EUR', 'en-US')).toBe('€0.0042');
    expect(formatAmount(0, 'EUR', 'de-DE')).toBe('0,00\u00a0€');
    expect(formatCount(12345, 'en-US')).toBe('12,345');
    expect(formatCount(12345, 'de-DE')).toBe('12.345');
  });

  it('dates are numeric with two digits', () => {
    expect(formatDate('2025-08-05', 'en-US')).toBe('08/05/25');
    expect(formatDate('2025-08-05', 'de-DE')).toBe('05.08.25');
  });

  it('time is hours and minutes', () => {
    const evening = new Date(2025, 7, 5, 18, 7);
    expect(formatTime(evening, 'de-DE')).toBe('18:07');
    expect(formatTime(evening, 'en-US')).toBe('18:07');
  });

  it('a moment is its date and its time, one style per language', () => {
    const evening = new Date(2026, 11, 1, 21, 45);
    expect(formatDateTime(evening, 'en-US')).toBe('12/01/26 21:45');
    expect(formatDateTime(evening.getTime(), 'de-DE')).toBe('01.12.26 21:45');
    expect(formatDateTime(evening.toISOString(), 'de-DE')).toBe('01.12.26 21:45');
  });
});
