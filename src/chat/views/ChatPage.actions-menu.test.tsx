import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Chat } from '../../../domain/chat';
import { summarizationHandler } from '../../../test/msw/handlers/main';
import { mswServer, setupMswForSuite } from '../../../test/msw/server';
import { downloadText } from '../../browser/clipboard';
import { openChatPage } from './chat-page.test-support';

vi.mock('../../browser/clipboard', async (importOriginal) => ({ ...(await importOriginal<typeof import('../../browser/clipboard')>()), downloadText: vi.fn() }));

setupMswForSuite();

const budget: Chat = {
  sessionId: 'session_budget',
  name: 'Budget',
  messages: [
    { role: 'user', content: 'What are the quarterly numbers?' },
    { role: 'assistant', content: 'Revenue grew by 4 %.' },
  ],
  timeStamp: Date.now(),
  createdAt: Date.now(),
  documents: [],
};

const history = () => screen.getByRole('list', { name: 'Chats' });

/** The user opens the active chat's actions menu in the sidebar and picks `item`. */
async function pick(page: Awaited<ReturnType<typeof openChatPage>>, item: string) {
  await page.user.click(within(history()).getByRole('button', { name: 'Chat actions' }));
  await page.user.click(await screen.findByRole('menuitem', { name: item }));
}

afterEach(() => {
  localStorage.clear();
  vi.mocked(downloadText).mockClear();
});

describe("the sidebar's chat-actions menu of the open chat (tools.md §2)", () => {
  it('lists Rename, Rename with AI, both transcripts and Delete chat', async () => {
    const page = await openChatPage([budget]);
    await page.user.click(within(history()).getByRole('button', { name: 'Chat actions' }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual([
      'Rename',
      'Rename with AI',
      'Download transcript (text)',
      'Download transcript (Markdown)',
      'Delete chat',
    ]);
  });

  it('Download transcript saves the chat as Budget.txt (text) or Budget.md (Markdown)', async () => {
    const page = await openChatPage([budget]);
    await pick(page, 'Download transcript (text)');
    expect(downloadText).toHaveBeenLastCalledWith('Budget.txt', expect.stringContaining('Revenue grew by 4 %.'), 'text/plain');
    await pick(page, 'Download transcript (Markdown)');
    expect(downloadText).toHaveBeenLastCalledWith('Budget.md', expect.stringMatching(/^# Budget\n[\s\S]*Revenue grew by 4 %\./), 'text/markdown');
  });

  it('Rename with AI names the chat with what the summarization answers', async () => {
    mswServer.use(summarizationHandler({ body: 'Quarterly revenue' }));
    const page = await openChatPage([budget]);
    await pick(page, 'Rename with AI');
    await waitFor(() => expect(page.store.getState().chats.items.map((chat) => chat.name)).toEqual(['Quarterly revenue']));
    expect(within(history()).getByRole('button', { name: 'Quarterly revenue' })).toBeInTheDocument();
  });

  it('Delete chat asks "Delete “Budget”?" first; Confirm deletes it', async () => {
    const page = await openChatPage([budget]);
    await pick(page, 'Delete chat');
    const asked = await screen.findByRole('dialog', { name: 'Delete “Budget”?' });
    await page.user.click(within(asked).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(page.store.getState().chats.items).toEqual([]));
  });
});
