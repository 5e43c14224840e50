import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chatSentinels } from '../../../domain/chat-sentinels';
import type { Chat } from '../../../domain/chat';
import { unansweredHandler } from '../../../test/msw/handlers/chat-stream';
import { mswServer, setupMswForSuite } from '../../../test/msw/server';
import { shownToasts } from '../../platform/screen.test-support';
import { openChatPage } from './chat-page.test-support';

setupMswForSuite();

const budget = (...texts: string[]): Chat => ({
  sessionId: 'session_budget',
  // Named, so no auto-naming request is made; created now, so the expired-chats dialog stays shut.
  name: 'Budget',
  messages: texts.map((content, index) => ({ role: index % 2 === 0 ? 'user' : 'assistant', content })),
  timeStamp: Date.now(),
  createdAt: Date.now(),
  documents: [],
});

const conversation = () => screen.getByRole('region', { name: 'Conversation' });
const message = (who: 'You' | 'Assistant', index = -1) => within(conversation()).getAllByRole('article', { name: who }).at(index)!;

/** jsdom has no `execCommand`: a test that needs the text-area fallback to work brings its own. */
function fallbackCopy(result: boolean) {
  const copied: Array<{ text: string; selected: string }> = [];
  const execCommand = vi.fn((command: string) => {
    const area = document.querySelector<HTMLTextAreaElement>('textarea[readonly]');
    if (command === 'copy' && area) copied.push({ text: area.value, selected: area.value.slice(area.selectionStart, area.selectionEnd) });
    return result;
  });
  Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
  return copied;
}

afterEach(() => {
  Reflect.deleteProperty(document, 'execCommand');
  vi.restoreAllMocks();
});

describe('copying a message (tools.md §8 "Shared")', () => {
  it('copying an answer puts its text on the clipboard and "Copied to clipboard" confirms it', async () => {
    const page = await openChatPage([budget('What are the quarterly numbers?', 'Revenue grew by **4 %**.')]);

    await page.user.click(within(message('Assistant')).getByRole('button', { name: 'Copy message' }));

    await waitFor(() => expect(shownToasts()).toEqual([{ role: 'status', title: 'Copied to clipboard' }]));
    await expect(navigator.clipboard.readText()).resolves.toBe('Revenue grew by **4 %**.');
  });

  it('a failed answer is copied as the words on screen, not as the marker it is stored as', async () => {
    const page = await openChatPage([budget('What are the quarterly numbers?', chatSentinels.generic)]);
    expect(message('Assistant')).toHaveTextContent('Oops! Something went wrong while processing your request...');

    await page.user.click(within(message('Assistant')).getByRole('button', { name: 'Copy message' }));

    await waitFor(() => expect(shownToasts()).toEqual([{ role: 'status', title: 'Copied to clipboard' }]));
    await expect(navigator.clipboard.readText()).resolves.toBe('Oops! Something went wrong while processing your request...');
  });

  it('"Copy code" on a code block in an answer copies just that code, and "Copied to clipboard" confirms it', async () => {
    const page = await openChatPage([budget('How do I list the files?', 'Run this:\n\n```sh\nls -la\n```\n\nIt lists hidden files too.')]);

    await page.user.click(await within(message('Assistant')).findByRole('button', { name: 'Copy code' }));

    await waitFor(() => expect(shownToasts()).toEqual([{ role: 'status', title: 'Copied to clipboard' }]));
    await expect(navigator.clipboard.readText()).resolves.toBe('ls -la\n');
  });

  it('where the browser refuses the Clipboard API, the hidden text area copies the question and the success toast still appears', async () => {
    const page = await openChatPage([budget('Where do flamingos live?', 'In warm lagoons.')]);
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Write permission denied.', 'NotAllowedError'));
    const copied = fallbackCopy(true);

    await page.user.click(within(message('You')).getByRole('button', { name: 'Copy message' }));

    await waitFor(() => expect(shownToasts()).toEqual([{ role: 'status', title: 'Copied to clipboard' }]));
    expect(copied).toEqual([{ text: 'Where do flamingos live?', selected: 'Where do flamingos live?' }]);
    // The stand-in text area is gone again; the message input is the only one left.
    expect(document.querySelector('textarea[readonly]')).toBeNull();
    expect(screen.getAllByRole('textbox')).toEqual([screen.getByRole('textbox', { name: 'Message' })]);
  });

  it('when neither the Clipboard API nor the text area can copy, a warning says "Couldn\'t copy to clipboard"', async () => {
    const page = await openChatPage([budget('Where do flamingos live?', 'In warm lagoons.')]);
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Write permission denied.', 'NotAllowedError'));
    fallbackCopy(false);

    await page.user.click(within(message('Assistant')).getByRole('button', { name: 'Copy message' }));

    await waitFor(() => expect(shownToasts()).toEqual([{ role: 'alert', title: "Couldn't copy to clipboard" }]));
    expect(document.querySelector('textarea[readonly]')).toBeNull();
  });
});

describe('deleting the last message (tools.md §4)', () => {
  it('only the last message offers "Delete last message"; pressing it removes the answer and leaves its question', async () => {
    const page = await openChatPage([budget('What are the quarterly numbers?', 'Revenue grew by 4 %.', 'And last year?', 'It fell by 2 %.')]);
    const offering = () => within(conversation()).getAllByRole('article').filter((article) => within(article).queryByRole('button', { name: 'Delete last message' }));
    expect(offering()).toEqual([message('Assistant')]);

    await page.user.click(within(message('Assistant')).getByRole('button', { name: 'Delete last message' }));

    expect(page.messages()).toEqual([
      { role: 'user', content: 'What are the quarterly numbers?' },
      { role: 'assistant', content: 'Revenue grew by 4 %.' },
      { role: 'user', content: 'And last year?' },
    ]);
    expect(conversation()).not.toHaveTextContent('It fell by 2 %.');
    // Now the question is last, and it is the one that can go.
    expect(offering()).toEqual([message('You')]);
  });

  it('deleting message after message empties the chat, and the page invites a new question', async () => {
    const page = await openChatPage([budget('Where do flamingos live?', 'In warm lagoons.')]);

    await page.user.click(within(message('Assistant')).getByRole('button', { name: 'Delete last message' }));
    await page.user.click(within(message('You')).getByRole('button', { name: 'Delete last message' }));

    expect(page.messages()).toEqual([]);
    expect(within(conversation()).queryAllByRole('article')).toEqual([]);
    expect(within(conversation()).getByText('Ask a question, or upload documents and ask about them.')).toBeInTheDocument();
  });

  it('while an answer is on its way nothing can be deleted; once it is stopped, the unanswered question can be', async () => {
    mswServer.use(unansweredHandler('/v1/chat/stream'));
    const page = await openChatPage([budget('Where do flamingos live?', 'In warm lagoons.')]);

    await page.user.type(screen.getByRole('textbox', { name: 'Message' }), 'And penguins?{Enter}');
    await waitFor(() => expect(message('Assistant')).toHaveAttribute('aria-busy', 'true'));
    expect(within(conversation()).queryByRole('button', { name: 'Delete last message' })).not.toBeInTheDocument();

    await page.user.click(screen.getByRole('button', { name: 'Stop' }));
    await page.answerSettled();

    await page.user.click(await within(message('You')).findByRole('button', { name: 'Delete last message' }));
    expect(page.messages()).toEqual([
      { role: 'user', content: 'Where do flamingos live?' },
      { role: 'assistant', content: 'In warm lagoons.' },
    ]);
  });
});
