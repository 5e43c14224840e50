import { describe, expect, it } from 'vitest';
import { parseBudgets, parsePrices, usageSettings } from './usage-settings';
import { periodOf } from './periods';
import { costOf } from './ledger';

describe('the usage settings', () => {
  it('reads BUDGETS for everyone, every department and one department', () => {
    expect(parseBudgets('user:requests/minute=20; user:tokens/day=200000; department:cost/month=500; department=FIN:cost/month=2000.5')).toEqual([
      { scope: 'user', unit: 'requests', window: 'minute', limit: 20 },
      { scope: 'user', unit: 'tokens', window: 'day', limit: 200000 },
      { scope: 'department', unit: 'cost', window: 'month', limit: 500 },
      { scope: 'department', department: 'FIN', unit: 'cost', window: 'month', limit: 2000.5 },
    ]);
  });

  it.each([
    ['user:tokens/week=1', /week/],
    ['user:tokens/minute=1', /a minute counts requests only/],
    ['user=alice:tokens/day=1', /only department= names a code/],
    ['user:coins/day=1', /coins/],
    ['user:tokens/day=many', /is not scope/],
    ['user:tokens/day=1; user:tokens/day=2', /set twice/],
  ])('refuses BUDGETS=%s with a message that says why', (text, message) => {
    expect(() => parseBudgets(text)).toThrow(message);
  });

  it('reads PRICES per token, thousand or million tokens, image and audio minute, in one currency', () => {
    const prices = parsePrices('currency=USD; gpt:input=2.5/1M,output=10/1M; img:image=0.04; stt:audioMinute=0.006; small:input=0.001/1K');
    expect(prices.currency).toBe('USD');
    expect(costOf(prices, { kind: 'model', model: 'gpt', inputTokens: 1_000_000, outputTokens: 100_000, outcome: 'complete' })).toEqual({ cost: 3.5, unpriced: false });
    expect(costOf(prices, { kind: 'model', model: 'img', images: 2, outcome: 'complete' }).cost).toBeCloseTo(0.08);
    expect(costOf(prices, { kind: 'model', model: 'stt', audioSeconds: 90, outcome: 'complete' }).cost).toBeCloseTo(0.009);
    expect(costOf(prices, { kind: 'model', model: 'small', inputTokens: 2000, outcome: 'complete' }).cost).toBeCloseTo(0.002);
    expect(costOf(prices, { kind: 'model', model: 'other', inputTokens: 5, outcome: 'complete' })).toEqual({ cost: 0, unpriced: true });
    expect(costOf(prices, { kind: 'model', model: 'offline', inputTokens: 5, outcome: 'complete' })).toEqual({ cost: 0, unpriced: false });
    expect(() => parsePrices('gpt:input=cheap')).toThrow(/input\|output/);
    expect(() => parsePrices('img:image=1/1M')).toThrow(/only token prices/);
  });

  it('defaults to UTC, pseudonymous figures, 400 days, and no admin in production', () => {
    const settings = usageSettings({ NODE_ENV: 'production' });
    expect(settings).toMatchObject({ timeZone: 'UTC', perUser: 'pseudonymous', ledgerDays: 400, adminGroups: [], budgets: [] });
    expect(settings.prices.currency).toBe('EUR');
    expect(() => usageSettings({ BUDGET_TIME_ZONE: 'Mars/Olympus' })).toThrow(/IANA/);
    expect(() => usageSettings({ USAGE_PER_USER: 'everyone' })).toThrow(/named, pseudonymous or off/);
    expect(() => usageSettings({ LEDGER_DAYS: '0' })).toThrow(/LEDGER_DAYS/);
    expect(usageSettings({ ADMIN_GROUPS: 'ops, finance-admins' }).adminGroups).toEqual(['ops', 'finance-admins']);
  });

  it('begins days and months at midnight in the budget time zone, across a change to summer time', () => {
    const at = new Date('2026-03-29T12:00:00Z');
    expect(periodOf('day', at, 'Europe/Berlin')).toEqual({ start: new Date('2026-03-28T23:00:00Z'), end: new Date('2026-03-29T22:00:00Z') });
    expect(periodOf('month', at, 'Europe/Berlin')).toEqual({ start: new Date('2026-02-28T23:00:00Z'), end: new Date('2026-03-31T22:00:00Z') });
    expect(periodOf('month', at, 'UTC')).toEqual({ start: new Date('2026-03-01T00:00:00Z'), end: new Date('2026-04-01T00:00:00Z') });
  });
});
