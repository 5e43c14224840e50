import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ContextReceipt } from '../../../domain/context-receipt';
import { useAppSelector } from '../../platform/store-hooks';
import { selectActiveChat } from '../../../store/chats.slice';
import { chatStreamHandler, exampleDocHash, summarizationHandler } from '../../../test/msw/handlers/main';
import { contentChunk, doneChunk, receiptChunk } from '../../../test/msw/handlers/ndjson';
import { mswServer, setupMswForSuite } from '../../../test/msw/server';
import { memoryKeyValueStore } from '../../persistence/key-value-store';
import { MessageArea } from '../../conversation/views/MessageArea';
import { startChatHarness } from '../chat-tool.test-support';

setupMswForSuite();

const whole: ContextReceipt = {
  documents: [{ name: 'report.pdf', docHash: exampleDocHash, use: 'whole', passages: [], passageCount: 3, tokens: 1240, leftOut: false }],
  tokens: 1240,
  truncated: false,
};
const cut: ContextReceipt = {
  documents: [
    { name: 'report.pdf', docHash: exampleDocHash, use: 'whole', passages: [], passageCount: 3, tokens: 1240, leftOut: false },
    { name: 'handbook.pdf', docHash: 'b'.repeat(64), use: 'passages', passages: [3, 7], passageCount: 412, tokens: 1860, leftOut: true },
  ],
  tokens: 3100,
  truncated: true,
};

function ActiveChat() {
  const chat = useAppSelector(selectActiveChat);
  return <MessageArea chat={chat} onEdit={() => {}} />;
}

async function answeredWith(lines: Parameters<typeof chatStreamHandler>[0]) {
  mswServer.use(chatStreamHandler(lines), summarizationHandler({ body: 'Figures' }));
  const harness = await startChatHarness({ ui: () => <ActiveChat /> });
  act(() => harness.commands.send('What do the figures say?'));
  await harness.answerSettled();
  const answer = await waitFor(() => {
    const last = screen.getAllByRole('article').at(-1)!;
    expect(last).toHaveTextContent('Revenue rose.');
    return last;
  });
  return { harness, answer };
}

describe('the context receipt under an answer', () => {
  it('says in one line what the answer read, and opens into the documents; nothing is cut, so no warning', async () => {
    const { harness, answer } = await answeredWith({ lines: [receiptChunk(whole), contentChunk('Revenue rose.'), doneChunk] });
    const summary = within(answer).getByText('Context: 1 document, ~1,240 tokens');
    expect(within(answer).queryByText(/Shortened/)).toBeNull();
    expect(within(answer).getByText(/whole text, ~1,240 tokens/)).not.toBeVisible();
    await userEvent.click(summary);
    expect(within(answer).getByText(/whole text, ~1,240 tokens/)).toBeVisible();
    expect(harness.messages().at(-1)).toEqual({ role: 'assistant', content: 'Revenue rose.', receipt: whole });
    await harness.historySaved();
    expect(harness.storedChats()[0]?.messages.at(-1)).toEqual({ role: 'assistant', content: 'Revenue rose.', receipt: whole });
  });

  it('warns in words when part of a document was left out to fit, and names it with the passages that went in', async () => {
    const { answer } = await answeredWith({ lines: [receiptChunk(cut), contentChunk('Revenue rose.'), doneChunk] });
    const summary = within(answer).getByText('Context: 2 documents, 2 passages, ~3,100 tokens');
    expect(within(summary.closest('summary')!).getByText("Shortened to fit the model's limit")).toBeInTheDocument();
    await userEvent.click(summary);
    const handbook = within(answer).getByText('handbook.pdf').closest('li')!;
    expect(handbook).toHaveTextContent('handbook.pdf: passages 3, 7 of 412, ~1,860 tokens');
    expect(within(handbook).getByText('not all of it went in')).toBeVisible();
  });

  it('a backend that sends no receipt: the answer shows none', async () => {
    const { harness, answer } = await answeredWith({ lines: [contentChunk('Revenue rose.'), doneChunk] });
    expect(within(answer).queryByText(/^Context/)).toBeNull();
    expect(harness.messages().at(-1)).toEqual({ role: 'assistant', content: 'Revenue rose.' });
  });

  it('after a reload: a stored answer shows its receipt again', async () => {
    const chat = (sessionId: string, timeStamp: number, answer: Record<string, unknown>) => ({
      sessionId, name: null, timeStamp, createdAt: timeStamp, documents: [], messages: [{ role: 'user', content: 'Figures?' }, { role: 'assistant', ...answer }],
    });
    const newer = memoryKeyValueStore({ PRIVATE_CHAT_HISTORY: { version: 2, items: [chat('session_new', Date.now(), { content: 'Revenue rose.', receipt: cut })], deleted: {} } });
    const reopened = await startChatHarness({ ui: () => <ActiveChat />, storage: newer });
    await waitFor(() => expect(reopened.messages().at(-1)?.content).toBe('Revenue rose.'));
    expect(await screen.findByText(/Context: 2 documents/)).toBeInTheDocument();
    expect(screen.getByText("Shortened to fit the model's limit")).toBeInTheDocument();
    // Stored before receipts counted left-out messages: the model read the whole chat.
    expect(screen.queryByText(/The model did not see/)).toBeNull();
  });

  it("says when the model did not see the chat's first messages, in both languages", async () => {
    const { answer, harness } = await answeredWith({ lines: [receiptChunk({ ...whole, earlierMessages: 4 }), contentChunk('Revenue rose.'), doneChunk] });
    expect(within(answer).getByText("The model did not see this chat's first 4 messages: the chat is longer than its limit")).toBeVisible();
    await act(() => harness.i18n.changeLanguage('de-DE'));
    expect(within(answer).getByText('Das Modell hat die ersten 4 Nachrichten dieses Chats nicht gesehen: Der Chat ist länger als sein Limit')).toBeVisible();
  });

  it('an answer stored before receipts (a version 1 list) shows none', async () => {
    const older = memoryKeyValueStore({
      PRIVATE_CHAT_HISTORY: {
        version: 1,
        items: [{ sessionId: 'session_old', name: null, timeStamp: Date.now(), createdAt: Date.now(), documents: [], messages: [{ role: 'user', content: 'Figures?' }, { role: 'assistant', content: 'Revenue rose.' }] }],
        deleted: {},
      },
    });
    const reopened = await startChatHarness({ ui: () => <ActiveChat />, storage: older });
    await waitFor(() => expect(reopened.messages().at(-1)?.content).toBe('Revenue rose.'));
    expect(await screen.findByText('Revenue rose.')).toBeInTheDocument();
    expect(screen.queryByText(/^Context/)).toBeNull();
  });
});
