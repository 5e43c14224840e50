import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Chat } from '../../../domain/chat';
import { setupMswForSuite } from '../../../test/msw/server';
import { openChatPage } from './chat-page.test-support';

setupMswForSuite();

const now = Date.now();
// Named, so no auto-naming request is made; created now, so the expired-chats dialog stays shut.
const chat = (id: string, name: string, question: string, answer: string, minutesAgo: number): Chat => ({
  sessionId: id,
  name,
  messages: [
    { role: 'user', content: question },
    { role: 'assistant', content: answer },
  ],
  timeStamp: now - minutesAgo * 60_000,
  createdAt: now - minutesAgo * 60_000,
  documents: [],
});

const chats = [
  chat('session_travel', 'Travel plans', 'Which trains go to Hamburg?', 'The ICE at 9:04.', 1),
  chat('session_budget', 'Budget', 'What are the quarterly numbers?', 'Revenue grew by 4 %.', 2),
  chat('session_hiring', 'Hiring', 'Draft a job advert', 'We are looking for a Hamburg office lead.', 3),
];

const sidebar = () => screen.getByRole('complementary', { name: 'Chats and documents' });
const searchField = () => within(sidebar()).getByRole('searchbox', { name: 'Search chats' });
const listedChats = () =>
  within(sidebar())
    .queryAllByRole('button')
    .map((button) => button.textContent ?? '')
    .filter((text) => ['Travel plans', 'Budget', 'Hiring'].some((name) => text.startsWith(name)))
    .map((text) => ['Travel plans', 'Budget', 'Hiring'].find((name) => text.startsWith(name)));

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('the sidebar search field (tools.md §2: chat search)', () => {
  it('typing narrows the history to the chats whose name or messages match, case-insensitively, newest first', async () => {
    const page = await openChatPage(chats);
    expect(listedChats()).toEqual(['Travel plans', 'Budget', 'Hiring']);

    await page.user.type(searchField(), 'hamburg');

    // "Travel plans" matches in its question, "Hiring" in its answer; "Budget" not at all.
    expect(listedChats()).toEqual(['Travel plans', 'Hiring']);
  });

  it('a query nothing matches says so, and Escape in the field clears it and brings every chat back', async () => {
    const page = await openChatPage(chats);

    await page.user.type(searchField(), 'kangaroo');
    expect(listedChats()).toEqual([]);
    expect(within(sidebar()).getByText('No chat matches your search')).toBeInTheDocument();

    await page.user.keyboard('{Escape}');
    expect(searchField()).toHaveValue('');
    expect(listedChats()).toEqual(['Travel plans', 'Budget', 'Hiring']);
    expect(within(sidebar()).queryByText('No chat matches your search')).not.toBeInTheDocument();
  });

  it('choosing a found chat opens it', async () => {
    const page = await openChatPage(chats);

    await page.user.type(searchField(), 'quarterly');
    await page.user.click(within(sidebar()).getByRole('button', { name: /^Budget/ }));

    // At once, not after a frame: the question and the answer shown are the chosen chat's own.
    expect(screen.getByRole('region', { name: 'Conversation' })).toHaveTextContent('What are the quarterly numbers?AssistantRevenue grew by 4 %.');
  });
});
