import { describe, expect, it } from 'vitest';
import { waitFor as waitForActor } from 'xstate';
import type { OriginKey } from '../../contracts/runtime-config';
import { localConfig } from '../../test/fixtures/runtime-config';
import { chatStreamHandler, summarizationHandler } from '../../test/msw/handlers/main';
import { mswServer, setupMswForSuite } from '../../test/msw/server';
import { recordRequests } from '../api/testing';
import { localLocks, silentBroadcast } from '../persistence/cross-tab';
import { memoryKeyValueStore } from '../persistence/key-value-store';
import { startTestPlatform } from '../platform/testing';
import { openChatTool } from './chat-tool';

const tokens = { accessToken: 'access-token-of-alice', idToken: 'id-token-of-alice' };

/** The real chat tool on `origin`, its session holding `tokens`; asks one question and hands back what went out. */
async function askOn(origin: OriginKey, host: 'main' | 'trial') {
  const config = localConfig();
  // The shipped local configuration serves both from one API; here they are told apart.
  for (const settings of Object.values(config.origins)) settings.api.trial = 'http://trial-api.test';
  const base = config.origins[origin].api[host];
  mswServer.use(chatStreamHandler(undefined, base), summarizationHandler(undefined, base));
  const requests = recordRequests();
  const { platform, validTokens } = await startTestPlatform({ origin, config });
  validTokens.mockResolvedValue(tokens);
  const tool = openChatTool(platform, {
    keepsAnswers: false,
    persistence: { storage: memoryKeyValueStore(), journalStorage: null, locks: localLocks(), broadcast: silentBroadcast() },
  });
  await waitForActor(tool.history, (s) => Object.values(s.context.views).every((view) => view.status !== 'loading'));
  tool.commands.send('Wie spät ist es?');
  await waitForActor(tool.stream, (s) => s.hasTag('ready'));
  return requests.filter((request) => request.url === `${base}/v1/chat/stream`).map((request) => request.headers.get('Authorization'));
}

describe('the token a chat question carries (tools.md §6: the trial tenant the access token, corporate origins the ID token)', () => {
  setupMswForSuite();

  it('on the trial origin the question goes to the trial host with the access token', async () => {
    expect(await askOn('trial', 'trial')).toEqual(['Bearer access-token-of-alice']);
  });

  it.each(['corporate1', 'corporate2'] as const)('on the %s origin the question goes to the main host with the ID token', async (origin) => {
    expect(await askOn(origin, 'main')).toEqual(['Bearer id-token-of-alice']);
  });
});
