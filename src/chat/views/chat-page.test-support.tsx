/** Test support: the whole chat page (imported by *.test.tsx only). */
import userEvent from '@testing-library/user-event';
import { onTestFinished } from 'vitest';
import { createActor } from 'xstate';
import { authMachine } from '../../../machines/auth/auth.machine';
import type { Chat } from '../../../domain/chat';
import { localConfig } from '../../../test/fixtures/runtime-config';
import { AuthProvider } from '../../app/auth/auth-context';
import { OriginProvider } from '../../app/origin-context';
import { startChatHarness } from '../chat-services.test-support';
import ChatPage from './ChatPage';

/**
 * The chat page as the router shows it, over the real chat services, with sign-in switched off;
 * the first of `chats` is open.
 */
export async function openChatPage(chats: Chat[]) {
  const config = localConfig();
  const auth = createActor(authMachine, { input: { url: window.location.href, authEnabled: false } }).start();
  onTestFinished(() => {
    auth.stop();
  });
  // Before the page: user-event puts its clipboard stand-in on `navigator` here.
  const user = userEvent.setup();
  const harness = await startChatHarness({
    preloadedState: { chats: { items: chats, activeSessionId: chats[0]?.sessionId ?? null } },
    ui: () => (
      <OriginProvider value={{ config, origin: 'development', settings: config.origins.development }}>
        <AuthProvider actor={auth}>
          <ChatPage />
        </AuthProvider>
      </OriginProvider>
    ),
  });
  return { ...harness, user };
}
