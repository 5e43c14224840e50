/** Test support for the customer-service demo (imported by *.test.tsx only). */
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { onTestFinished } from 'vitest';
import { localConfig } from '../../test/fixtures/runtime-config';
import { mswServer } from '../../test/msw/server';
import type { CsChatRequest } from '../api/customer-service-client';
import type { ScosSettings } from '../../contracts/runtime-config';
import type { ReplyLimits } from '../../domain/scos-reply';
import { followPreferences } from '../browser/follow-preferences';
import { PlatformProvider } from '../platform/platform';
import { startTestPlatform } from '../platform/testing';
import { ToastRegion } from '../shell/views/ToastRegion';
import { localLocks, silentBroadcast } from '../persistence/cross-tab';
import { memoryKeyValueStore, type MemoryKeyValueStore } from '../persistence/key-value-store';
import { openScosTool, ScosToolPage } from './scos-tool';

export const botEndpoint = localConfig().origins.development.api.customerService;

/**
 * POST {endpoint}/{token}: each turn answered by `answer` (the request's message in, a response
 * out); the bodies are kept for the scenario to look at.
 */
export function botApi(answer: (message: string, body: CsChatRequest) => Response | Promise<Response>) {
  const calls: Array<{ token: string; body: CsChatRequest }> = [];
  mswServer.use(
    http.post<{ token: string }, CsChatRequest>(`${botEndpoint}/:token`, async ({ request, params }) => {
      const body = await request.json();
      calls.push({ token: params.token, body });
      return answer(body.request.message, body);
    }),
  );
  return { calls, messages: () => calls.map((call) => call.body.request.message) };
}

export const reply = (...response: unknown[]) => HttpResponse.json({ response });

/**
 * The demo through the real platform (store, i18n, API clients; msw answers), with the shortest
 * reply pause, its saved chats in the given memory storage (one per test: a second harness on
 * the same storage is a reload), at `now` (ms since the epoch).
 */
export async function startScosHarness({
  scos = {} as Partial<ScosSettings>, storage = memoryKeyValueStore(), now, replyLimits,
}: { scos?: Partial<ScosSettings>; storage?: MemoryKeyValueStore; now?: () => number; replyLimits?: ReplyLimits } = {}) {
  const config = localConfig();
  config.scos = { ...config.scos, ...scos };
  const { platform, validTokens, onSessionExpired } = await startTestPlatform({ config, user: { subject: 'alice', name: 'Alice Adams', groups: ['studio-scos'], workforceID: 'W0001', expiresAt: 2_000_000_000 } });
  const { store, i18n } = platform;
  onTestFinished(followPreferences(store, (locale) => i18n.changeLanguage(locale)));
  await i18n.loadNamespaces(['scos', 'chat', 'chat-persistence']);
  const tool = openScosTool(platform, {
    random: () => 0,
    persistence: { storage, journalStorage: null, locks: localLocks(), broadcast: silentBroadcast(), ...(now ? { now } : {}) },
    replyLimits,
  });
  const view = render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <PlatformProvider value={platform}>
          <ScosToolPage tool={tool} />
          <ToastRegion />
        </PlatformProvider>
      </I18nextProvider>
    </Provider>,
  );
  return { store, i18n, tool, view, storage, validTokens, onSessionExpired, user: userEvent.setup() };
}
