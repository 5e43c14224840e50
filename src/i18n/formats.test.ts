import { describe, expect, it } from 'vitest';
import { formatCurrency, formatDate, formatDateTime, formatTime } from './formats';

describe('locale formats', () => {
  it('USD for en-US, EUR for de-DE', () => {
    expect(formatCurrency(1234.5, 'en-US')).toBe('$1,234.50');
    expect(formatCurrency(1234.5, 'de-DE')).toBe('1.234,50\u00a0€');
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
