import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { useAppSelector } from '../../platform/store-hooks';
import type { Chat } from '../../../domain/chat';
import { chatSentinels } from '../../../domain/chat-sentinels';
import { selectActiveChat } from '../../../store/chats.slice';
import { summarizationHandler } from '../../../test/msw/handlers/main';
import { contentChunk, doneChunk, ndjsonBytes } from '../../../test/msw/handlers/ndjson';
import { mswServer, setupMswForSuite } from '../../../test/msw/server';
import { startChatHarness } from '../chat-tool.test-support';
import { MessageArea } from '../../conversation/views/MessageArea';

setupMswForSuite();

/** A chat stream the test feeds line by line, then ends. */
function heldChatStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  mswServer.use(
    http.post('*/v1/chat/stream', () => new HttpResponse(body, { headers: { 'Content-Type': 'application/x-ndjson' } })),
    summarizationHandler({ body: 'Figures' }),
  );
  return {
    send: (...lines: Parameters<typeof ndjsonBytes>[0]) => controller.enqueue(ndjsonBytes(lines)),
    end: () => controller.close(),
  };
}

function ActiveChat() {
  const chat = useAppSelector(selectActiveChat);
  return <MessageArea chat={chat} onEdit={() => {}} />;
}

/** The message area as the chat page shows it, over the real chat tool. */
function chatOnScreen() {
  return startChatHarness({ ui: () => <ActiveChat /> });
}

describe('the conversation while an answer streams', () => {
  it('keeps the streamed answer’s rendering when the answer is stored: nothing is rendered again', async () => {
    const stream = heldChatStream();
    const harness = await chatOnScreen();
    act(() => harness.commands.send('Tell me about the figures'));
    stream.send(contentChunk('# Figures\n\nRevenue rose'));
    const heading = await screen.findByRole('heading', { name: 'Figures' });
    const live = screen.getAllByRole('article').at(-1)!;
    expect(live).toHaveAttribute('aria-busy', 'true');

    await act(async () => {
      stream.send(contentChunk(' by 12 %.'), doneChunk);
      stream.end();
      await harness.answerSettled();
    });
    await waitFor(() => expect(screen.getAllByRole('article').at(-1)).toHaveTextContent('Revenue rose by 12 %.'));
    const stored = screen.getAllByRole('article').at(-1)!;
    expect(stored).not.toHaveAttribute('aria-busy');
    expect(stored).toBe(live);
    expect(screen.getByRole('heading', { name: 'Figures' })).toBe(heading);
    expect(harness.messages().at(-1)).toEqual({ role: 'assistant', content: '# Figures\n\nRevenue rose by 12 %.' });
  });
});

describe('a kept answer waiting to be picked up again', () => {
  it('shows the text an earlier page had, busy and without actions, until a stream fills it', async () => {
    const waitingChat: Chat = {
      sessionId: 'session_waiting', name: null, timeStamp: 1, createdAt: 1, documents: [],
      messages: [
        { role: 'user', content: 'And the figures?' },
        { role: 'assistant', content: chatSentinels.typing, kept: { answerId: 'answer-1', text: 'Revenue rose' } },
      ],
    };
    await startChatHarness({ ui: () => <MessageArea chat={waitingChat} onEdit={() => {}} /> });

    const waiting = await screen.findByRole('article', { name: 'Assistant' });
    expect(waiting).toHaveTextContent('Revenue rose');
    expect(waiting).toHaveAttribute('aria-busy', 'true');
    expect(within(waiting).queryByRole('button')).toBeNull();
  });
});
