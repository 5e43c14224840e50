import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Chat } from '../../../domain/chat';
import { exampleDocHash } from '../../../test/msw/handlers/main';
import { setupMswForSuite } from '../../../test/msw/server';
import { documentsLoaded } from '../../../store/documents.slice';
import { openChatPage } from './chat-page.test-support';

setupMswForSuite();

const budget: Chat = {
  sessionId: 'session_budget',
  // Named, so no auto-naming request is made; created now, so the expired-chats dialog stays shut.
  name: 'Budget',
  messages: [
    { role: 'user', content: 'What are the quarterly numbers?' },
    { role: 'assistant', content: 'Revenue grew by 4 %.' },
  ],
  timeStamp: Date.now(),
  createdAt: Date.now(),
  documents: [],
};

const topMenu = () => screen.getByRole('toolbar', { name: 'Chats and documents' });

afterEach(() => localStorage.clear());

describe('the chat\'s confirm dialogs, opened from its own buttons', () => {
  it('"Delete chat" asks "Delete “Budget”?": Cancel keeps the chat, Confirm deletes it', async () => {
    const page = await openChatPage([budget]);
    await page.user.click(screen.getByRole('button', { name: 'Close sidebar' }));

    await page.user.click(within(topMenu()).getByRole('button', { name: 'Delete chat' }));
    const asked = await screen.findByRole('dialog', { name: 'Delete “Budget”?' });
    await page.user.click(within(asked).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(page.store.getState().chats.items.map((chat) => chat.name)).toEqual(['Budget']);

    await page.user.click(within(topMenu()).getByRole('button', { name: 'Delete chat' }));
    await page.user.click(within(await screen.findByRole('dialog', { name: 'Delete “Budget”?' })).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(page.store.getState().chats.items).toEqual([]));
  });

  it('under the message box, the language-model notice; its Help opens "How the chat works", and OK closes it', async () => {
    const page = await openChatPage([budget]);
    const notice = screen.getByText(/^Answers come from a language model and can be wrong\. Check them before you use them\./);
    await page.user.click(within(notice).getByRole('button', { name: 'Help' }));
    const help = await screen.findByRole('dialog', { name: 'How the chat works' });
    expect(help).toHaveTextContent('Chats are kept in this browser for 90 days, uploaded documents for 24 hours.');
    await page.user.click(within(help).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("a document's Delete button in the sidebar asks 'Delete “bericht.pdf”? It is removed from every chat.': Cancel keeps it, Confirm deletes it", async () => {
    const page = await openChatPage([budget]);
    page.store.dispatch(documentsLoaded({ documents: [{ timeStamp: Date.now(), option: { label: 'bericht.pdf', value: exampleDocHash } }] }));
    const sidebar = screen.getByRole('complementary', { name: 'Chats and documents' });

    await page.user.click(await within(sidebar).findByRole('button', { name: 'Delete bericht.pdf' }));
    const asked = await screen.findByRole('dialog', { name: 'Delete “bericht.pdf”? It is removed from every chat.' });
    await page.user.click(within(asked).getByRole('button', { name: 'Cancel' }));
    expect(page.documents()).toEqual([{ label: 'bericht.pdf', value: exampleDocHash }]);

    await page.user.click(within(sidebar).getByRole('button', { name: 'Delete bericht.pdf' }));
    await page.user.click(within(await screen.findByRole('dialog', { name: /^Delete “bericht\.pdf”\?/ })).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(page.documents()).toEqual([]));
  });
});

describe('the focus after a document is deleted by keyboard', () => {
  const otherDocHash = 'f'.repeat(64);

  it('goes to the tick of the document in its place, not to body', async () => {
    const page = await openChatPage([budget]);
    page.store.dispatch(
      documentsLoaded({
        documents: [
          { timeStamp: Date.now(), option: { label: 'bericht.pdf', value: exampleDocHash } },
          { timeStamp: Date.now(), option: { label: 'notizen.txt', value: otherDocHash } },
        ],
      }),
    );
    const sidebar = screen.getByRole('complementary', { name: 'Chats and documents' });
    const remove = await within(sidebar).findByRole('button', { name: 'Delete bericht.pdf' });
    act(() => remove.focus());
    await page.user.keyboard('{Enter}');
    const asked = await screen.findByRole('dialog', { name: /^Delete “bericht\.pdf”\?/ });
    await waitFor(() => expect(within(asked).getByRole('button', { name: 'Confirm' })).toHaveFocus());
    await page.user.keyboard('{Enter}');

    await waitFor(() => expect(page.documents()).toEqual([{ label: 'notizen.txt', value: otherDocHash }]));
    await waitFor(() => expect(within(sidebar).getByRole('checkbox', { name: 'notizen.txt' })).toHaveFocus());
  });
});
