/** Test support: the whole chat page (imported by *.test.tsx only). */
import userEvent from '@testing-library/user-event';
import type { Chat } from '../../../domain/chat';
import { startChatHarness } from '../chat-tool.test-support';
import ChatPage from './ChatPage';
import { chatActionsMenu, chatTopMenu } from './deferred-views';

/**
 * The chat page as the router shows it, over the real chat tool, with sign-in switched off;
 * the first of `chats` is open. `topMenuLoaded: false` leaves the top menu's code to be fetched
 * as the page asks for it (it is fetched by need, not at the first move).
 */
export async function openChatPage(chats: Chat[], { topMenuLoaded = true } = {}) {
  // Before the page: user-event puts its clipboard stand-in on `navigator` here.
  const user = userEvent.setup();
  // As after the user's first move on the page: the menus' code is here (DeferredTrigger.test.tsx
  // covers the moment before).
  await Promise.all([chatActionsMenu.load(), topMenuLoaded && chatTopMenu.load()]);
  const harness = await startChatHarness({
    preloadedState: { chats: { items: chats, activeSessionId: chats[0]?.sessionId ?? null } },
    ui: () => <ChatPage />,
  });
  return { ...harness, user };
}
