import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Chat } from '../../../domain/chat';
import { setupMswForSuite } from '../../../test/msw/server';
import { openChatPage } from './chat-page.test-support';

setupMswForSuite();

// Whether the top menu's module was imported; a stand-in renders nothing.
const topMenuImported = vi.hoisted(() => vi.fn());
vi.mock('./ChatTopMenu', () => {
  topMenuImported();
  return { ChatTopMenu: () => null };
});

const budget: Chat = {
  sessionId: 'session_budget',
  name: 'Budget',
  messages: [{ role: 'user', content: 'What are the quarterly numbers?' }, { role: 'assistant', content: 'Revenue grew by 4 %.' }],
  timeStamp: Date.now(),
  createdAt: Date.now(),
  documents: [],
};

afterEach(() => localStorage.clear());

describe("the top menu's code, fetched by need", () => {
  it('is not fetched with the shown sidebar, and comes as "Close sidebar" is pointed at (before it is pressed)', async () => {
    await openChatPage([budget], { topMenuLoaded: false });
    // (The first interaction leaves it too: deferred-views.test.ts.)
    expect(topMenuImported).not.toHaveBeenCalled();

    fireEvent.pointerOver(screen.getByRole('button', { name: 'Close sidebar' }));

    await waitFor(() => expect(topMenuImported).toHaveBeenCalledTimes(1));
  });
});
