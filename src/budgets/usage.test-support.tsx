/** Test support for the usage screens (imported by *.test.tsx only). */
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { onTestFinished } from 'vitest';
import type { MyUsage, UsageReport } from '../../contracts/usage-api';
import type { OriginKey } from '../../contracts/runtime-config';
import { defaultApiBase } from '../../test/msw/handlers/contract';
import { mswServer } from '../../test/msw/server';
import { localeChosen } from '../../store/locale.slice';
import { followPreferences } from '../browser/follow-preferences';
import { PlatformProvider } from '../platform/platform';
import { startTestPlatform } from '../platform/testing';
import { chooseGerman } from '../platform/screen.test-support';
import { LanguageMenu } from '../shell/views/LanguageMenu';
import { ToastRegion } from '../shell/views/ToastRegion';

export const figures = { requests: 0, refused: 0, inputTokens: 0, outputTokens: 0, images: 0, audioSeconds: 0, cost: 0, counted: false, unpriced: false };

export const myUsage = (overrides: Partial<MyUsage> = {}): MyUsage => ({
  currency: 'EUR',
  timeZone: 'Europe/Berlin',
  thisMonth: {
    from: '2026-12-01',
    to: '2026-12-31',
    rows: [
      { ...figures, tool: 'chat', model: 'gpt-4o', requests: 12, inputTokens: 34_567, outputTokens: 8_901, cost: 1.2345 },
      { ...figures, tool: 'vision', model: 'dall-e-3', requests: 2, images: 4, cost: 0.32 },
    ],
  },
  lastMonth: { from: '2026-11-01', to: '2026-11-30', rows: [] },
  budgets: [
    { scope: 'user', unit: 'tokens', window: 'day', limit: 50_000, used: 43_468, resetsAt: '2026-12-02T23:00:00Z' },
    { scope: 'department', department: { code: 'sales', name: 'Sales' }, unit: 'cost', window: 'month', limit: 500, used: 120.5, resetsAt: '2026-12-31T23:00:00Z' },
  ],
  ...overrides,
});

/** GET /v1/usage/mine on `base`, answered by `answer` (one per call). */
export function myUsageApi(answer: () => Response, base = defaultApiBase) {
  let calls = 0;
  mswServer.use(http.get(`${base}/v1/usage/mine`, () => {
    calls += 1;
    return answer();
  }));
  return { calls: () => calls };
}

export const report = (overrides: Partial<UsageReport> = {}): UsageReport => ({
  currency: 'EUR',
  timeZone: 'Europe/Berlin',
  from: '2026-12-01',
  to: '2026-12-03',
  perUser: 'pseudonymous',
  rows: [
    { ...figures, day: '2026-12-01', department: { code: 'sales', name: 'Sales' }, tool: 'chat', model: 'gpt-4o', user: 'u-7f3a', requests: 3, inputTokens: 1_000, outputTokens: 200, cost: 0.5 },
    { ...figures, day: '2026-12-03', department: { code: 'sales', name: 'Sales' }, tool: 'chat', model: 'gpt-4o', user: 'u-9b21', requests: 2, inputTokens: 2_500, outputTokens: 300, cost: 1.25 },
    { ...figures, day: '2026-12-03', department: null, tool: 'vision', model: 'dall-e-3', user: 'u-9b21', requests: 1, images: 2, cost: 0.08 },
  ],
  ...overrides,
});

/** Renders `ui` in the real platform (store, i18n, API clients; msw answers), with the language menu and the toasts. */
export async function renderWithPlatform(ui: (platform: Awaited<ReturnType<typeof startTestPlatform>>['platform']) => ReactNode, { origin = 'development' as OriginKey, namespaces = [] as string[], german = false } = {}) {
  const { platform } = await startTestPlatform({ origin, user: { subject: 'alice', name: 'Alice', groups: ['studio-chat'], expiresAt: 4_000_000_000 } });
  const { store, i18n } = platform;
  onTestFinished(followPreferences(store, (locale) => i18n.changeLanguage(locale)));
  if (german) {
    store.dispatch(localeChosen('de-DE'));
    await i18n.changeLanguage('de-DE');
  }
  await i18n.loadNamespaces(namespaces);
  const view = render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <PlatformProvider value={platform}>
          <LanguageMenu />
          {ui(platform)}
          <ToastRegion />
        </PlatformProvider>
      </I18nextProvider>
    </Provider>,
  );
  const user = userEvent.setup();
  return { platform, store, view, user, chooseGerman: () => chooseGerman(user) };
}

export const json = (body: object, status = 200) => HttpResponse.json(body, { status });
