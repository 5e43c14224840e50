import { describe, expect, it } from 'vitest';
import type { BudgetState } from '../../contracts/usage-api';
import type { AnswerEnd } from '../../domain/answer-end';
import { settleAnswer } from '../../domain/answer-end';
import { localeChosen } from '../../store/locale.slice';
import { startTestPlatform } from '../platform/testing';
import { tellBudget } from './budget-notices';

const dayOfTokens: BudgetState = { scope: 'department', department: { code: 'sales', name: 'Sales' }, unit: 'tokens', window: 'day', limit: 10_000, used: 8_200, resetsAt: '2026-12-03T00:00:00Z' };
const refused: AnswerEnd = { status: 'http', code: 429, detail: 'budget', budget: { ...dayOfTokens, used: 10_000 } };
const modelServers429: AnswerEnd = { status: 'http', code: 429, detail: 'Too many requests' };
const complete: AnswerEnd = { status: 'complete' };
const now = () => Date.parse('2026-12-02T10:00:00Z');

async function platformIn(locale: 'en-US' | 'de-DE' = 'en-US') {
  const { platform } = await startTestPlatform();
  platform.store.dispatch(localeChosen(locale));
  await platform.i18n.changeLanguage(locale);
  return platform;
}
const toasts = (platform: Awaited<ReturnType<typeof platformIn>>) => platform.store.getState().toasts.items.map(({ color, title, description }) => ({ color, title, description }));

describe('what the budgets tell at the end of an answer', () => {
  it('a budget\'s refusal says which budget, how much is used and when it resets, and leaves no error in the chat', async () => {
    const platform = await platformIn();
    expect(tellBudget(platform.store, platform.i18n, refused, undefined, now)).toBe(true);
    const [toast] = toasts(platform);
    expect(toast?.color).toBe('danger');
    expect(toast?.title).toBe('Budget used up');
    expect(toast?.description).toMatch(/^The budget of Sales for tokens per day is used up \(10,000 of 10,000 used\)\. It resets on \d\d\/\d\d\/26 \d\d:\d\d; until then/);
    expect(settleAnswer(refused, '')).toEqual({ remove: 'placeholder' });
  });

  it('in German, with du', async () => {
    const platform = await platformIn('de-DE');
    tellBudget(platform.store, platform.i18n, { ...refused, budget: { ...dayOfTokens, scope: 'user', used: 10_000 } } as AnswerEnd, undefined, now);
    expect(toasts(platform)[0]?.description).toMatch(/^Dein Budget für Tokens pro Tag ist aufgebraucht \(10\.000 von 10\.000 verbraucht\)\. Es wird am \d\d\.\d\d\.26 \d\d:\d\d wieder voll;.*deiner Organisation/);
  });

  it('the model server\'s own 429 is not a budget: the usual toast is left to the chat', async () => {
    const platform = await platformIn();
    expect(tellBudget(platform.store, platform.i18n, modelServers429, undefined, now)).toBe(false);
    expect(toasts(platform)).toEqual([]);
  });

  it('the 80 % warning shows once per budget and period, again in the next period', async () => {
    const platform = await platformIn();
    tellBudget(platform.store, platform.i18n, complete, dayOfTokens, now);
    tellBudget(platform.store, platform.i18n, complete, { ...dayOfTokens, used: 9_000 }, now);
    expect(toasts(platform)).toEqual([{ color: 'warning', title: '82% of a budget used', description: expect.stringMatching(/^The budget of Sales for tokens per day: 8,200 of 10,000 used\. It resets on/) }]);
    const nextDay = () => Date.parse('2026-12-03T10:00:00Z');
    tellBudget(platform.store, platform.i18n, complete, { ...dayOfTokens, resetsAt: '2026-12-04T00:00:00Z' }, nextDay);
    expect(toasts(platform)).toHaveLength(2);
    // The period that is over is forgotten; only the current one is kept.
    expect(platform.store.getState().budgetWarnings.shown).toEqual([{ key: 'department|sales|tokens|day|2026-12-04T00:00:00Z', resetsAt: '2026-12-04T00:00:00Z' }]);
  });

  it('no warning for a per-minute budget', async () => {
    const platform = await platformIn();
    tellBudget(platform.store, platform.i18n, complete, { ...dayOfTokens, unit: 'requests', window: 'minute' }, now);
    expect(toasts(platform)).toEqual([]);
  });
});
