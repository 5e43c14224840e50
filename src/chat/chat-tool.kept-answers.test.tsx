import { act, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Chat } from '../../domain/chat';
import { chatSentinels } from '../../domain/chat-sentinels';
import { keptAnswerOf } from '../../store/chat-list';
import { chatsMerged } from '../../store/chats.slice';
import { openChatStreamHandler } from '../../test/msw/handlers/chat-stream';
import { defaultApiBase } from '../../test/msw/handlers/contract';
import { contentChunk, doneChunk, ndjsonBytes, type StreamLine } from '../../test/msw/handlers/ndjson';
import { mswServer, setupMswForSuite } from '../../test/msw/server';
import { recordRequests } from '../api/testing';
import { memoryKeyValueStore } from '../persistence/key-value-store';
import { shownToasts } from '../platform/screen.test-support';
import { startChatHarness } from './chat-tool.test-support';

const answerId = '0b9d6a43-5f6e-4a55-9a43-0d3f3b8c2a11';
const shownSoFar = 'Die erste Hälfte, ';
const t0 = Date.now();

/** A chat as an earlier page left it: a question, and the placeholder of a kept answer with the text shown so far. */
const leftChat = (sessionId: string, text: string): Chat => ({
  sessionId,
  name: 'Bericht',
  messages: [
    { role: 'user', content: 'Was steht im Bericht?' },
    { role: 'assistant', content: chatSentinels.typing, kept: { answerId, text } },
  ],
  timeStamp: t0,
  createdAt: t0,
  documents: [],
});
const storedWith = (...chats: Chat[]) => memoryKeyValueStore({ PRIVATE_CHAT_HISTORY: { version: 3, items: chats, deleted: {} } });

/** GET /v1/chat/answers/{id}: the rest of the answer from `from` on (or `status`); each `from` asked is recorded. */
function keptAnswerHandler(lines: StreamLine[] | { status: number }, asked: number[] = [], { open = false } = {}) {
  return http.get(`${defaultApiBase}/v1/chat/answers/:answerId`, ({ request, params }) => {
    if (params.answerId !== answerId) return HttpResponse.json({ detail: 'There is no such answer.' }, { status: 404 });
    asked.push(Number(new URL(request.url).searchParams.get('from') ?? 0));
    if ('status' in lines) return HttpResponse.json({ detail: 'There is no such answer (answers are kept for 24 hours).' }, { status: lines.status });
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(ndjsonBytes(lines));
        if (!open) controller.close();
      },
    });
    return new HttpResponse(body, { headers: { 'Content-Type': 'application/x-ndjson' } });
  });
}

const reattachRequests = (requests: Request[]) => requests.filter((request) => request.url.includes('/v1/chat/answers/'));

describe('answers that survive their tab (real chat tool, msw)', () => {
  setupMswForSuite();

  it('a chat the last page left mid-answer re-attaches where its text stopped, and the answer ends whole', async () => {
    const asked: number[] = [];
    mswServer.use(keptAnswerHandler([contentChunk('die zweite.'), doneChunk], asked));
    const chat = await startChatHarness({ storage: storedWith(leftChat('session_left', shownSoFar)), resumableAnswers: true });

    await waitFor(() => expect(chat.messages().at(-1)).toEqual({ role: 'assistant', content: 'Die erste Hälfte, die zweite.' }));
    expect(asked).toEqual([shownSoFar.length]);
    await chat.historySaved();
    expect(chat.storedChats()[0]?.messages.at(-1)).toEqual({ role: 'assistant', content: 'Die erste Hälfte, die zweite.' });
    expect(shownToasts()).toEqual([]);
  });

  it('against a backend that keeps nothing, the text the last page showed stays as the answer; with none, the generic error', async () => {
    const requests = recordRequests();
    const chat = await startChatHarness({ storage: storedWith(leftChat('session_text', shownSoFar)), resumableAnswers: false });
    await waitFor(() => expect(chat.messages().at(-1)).toEqual({ role: 'assistant', content: shownSoFar }));

    chat.store.dispatch(chatsMerged({ chats: [...chat.store.getState().chats.items, leftChat('session_empty', '')] }));
    act(() => chat.commands.switchChat('session_empty'));
    await waitFor(() => expect(chat.messages().at(-1)).toEqual({ role: 'assistant', content: chatSentinels.generic }));
    expect(reattachRequests(requests)).toEqual([]);
  });

  it('when the capabilities cannot be read, a kept answer is still read on: settling it here would overwrite the one another tab streams', async () => {
    const asked: number[] = [];
    mswServer.use(keptAnswerHandler([contentChunk('die zweite.'), doneChunk], asked));
    const chat = await startChatHarness({ storage: storedWith(leftChat('session_left', shownSoFar)), capabilitiesUnreadable: true });

    await waitFor(() => expect(chat.messages().at(-1)).toEqual({ role: 'assistant', content: 'Die erste Hälfte, die zweite.' }));
    expect(asked).toEqual([shownSoFar.length]);
    // A new question is not kept: whether this backend keeps answers is not known.
    const bodies: unknown[] = [];
    mswServer.use(openChatStreamHandler([contentChunk('Ja.')], (request) => void request.clone().json().then((body) => bodies.push(body))));
    act(() => chat.commands.send('Und weiter?'));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies).toEqual([expect.not.objectContaining({ answerId: expect.anything() })]);
  });

  it('an answer the server no longer keeps (404) leaves the text shown so far, marked incomplete', async () => {
    mswServer.use(keptAnswerHandler({ status: 404 }));
    const chat = await startChatHarness({ storage: storedWith(leftChat('session_gone', shownSoFar)), resumableAnswers: true });

    await waitFor(() => expect(chat.messages().at(-1)).toEqual({ role: 'assistant', content: shownSoFar }));
    await waitFor(() => expect(shownToasts()).toEqual([expect.objectContaining({ title: 'The answer is incomplete' })]));
  });

  it('an answer stopped in another tab ends here as stopped, its text kept, not passed off as complete', async () => {
    mswServer.use(keptAnswerHandler([contentChunk('und dann'), { content: '', done: true, error: null, cancelled: true }]));
    const chat = await startChatHarness({ storage: storedWith(leftChat('session_stopped', shownSoFar)), resumableAnswers: true });

    await waitFor(() => expect(chat.messages().at(-1)).toEqual({ role: 'assistant', content: `${shownSoFar}und dann` }));
    await waitFor(() => expect(shownToasts()).toEqual([expect.objectContaining({ title: 'The response was canceled' })]));
  });

  it('a cut answer (its server stopped) keeps its text and says it was cut off', async () => {
    const notice = 'The answer was cut off: the server writing it stopped before it was finished.';
    mswServer.use(keptAnswerHandler([contentChunk('und nicht'), { content: '', done: true, error: notice, cut: true }]));
    const chat = await startChatHarness({ storage: storedWith(leftChat('session_cut', shownSoFar)), resumableAnswers: true });

    await waitFor(() => expect(chat.messages().at(-1)).toEqual({ role: 'assistant', content: `${shownSoFar}und nicht` }));
    await waitFor(() => expect(shownToasts()).toEqual([expect.objectContaining({ title: 'The answer was cut off' })]));
  });

  it('another tab asks: opening that chat here shows the same answer streaming, read from its start', async () => {
    const asked: number[] = [];
    mswServer.use(keptAnswerHandler([contentChunk('Gleich '), contentChunk('hier.'), doneChunk], asked));
    const chat = await startChatHarness({ resumableAnswers: true });
    chat.seedAnsweredChat('session_here');

    // What the persistence dispatches when the other tab's save arrives.
    chat.store.dispatch(chatsMerged({ chats: [...chat.store.getState().chats.items, leftChat('session_there', '')] }));
    expect(asked).toEqual([]);
    act(() => chat.commands.switchChat('session_there'));

    await waitFor(() => expect(chat.messages().at(-1)).toEqual({ role: 'assistant', content: 'Gleich hier.' }));
    expect(asked).toEqual([0]);
  });

  it('Stop on a re-attached answer keeps its text and makes the cancel call', async () => {
    const cancelled: string[] = [];
    mswServer.use(
      keptAnswerHandler([contentChunk('und weiter')], [], { open: true }),
      http.post(`${defaultApiBase}/v1/chat/answers/:answerId/cancel`, ({ params }) => {
        cancelled.push(String(params.answerId));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const chat = await startChatHarness({ storage: storedWith(leftChat('session_stop', shownSoFar)), resumableAnswers: true });
    await waitFor(() => expect(chat.tool.stream.getSnapshot().context.text).toBe(`${shownSoFar}und weiter`));

    act(() => chat.commands.cancelAnswer());
    await chat.answerSettled();
    expect(chat.messages().at(-1)).toEqual({ role: 'assistant', content: `${shownSoFar}und weiter` });
    await waitFor(() => expect(cancelled).toEqual([answerId]));
  });

  it('the page going mid-answer leaves the answer waiting with its text so far, and this page does not read it again', async () => {
    mswServer.use(openChatStreamHandler([contentChunk('Noch nicht fertig')]));
    const requests = recordRequests();
    const chat = await startChatHarness({ resumableAnswers: true });
    act(() => chat.commands.send('Was steht im Bericht?'));
    await waitFor(() => expect(chat.tool.stream.getSnapshot().context.text).toBe('Noch nicht fertig'));
    const kept = keptAnswerOf(chat.store.getState().chats.items[0]);

    chat.tool.actor.send({ type: 'page.leaving' });
    await chat.answerSettled();

    expect(chat.messages().at(-1)).toEqual({ role: 'assistant', content: chatSentinels.typing, kept: { answerId: kept?.answerId, text: 'Noch nicht fertig' } });
    expect(reattachRequests(requests)).toEqual([]);
    // A question cannot be asked while the chat waits for that answer.
    act(() => chat.commands.send('Und jetzt?'));
    expect(chat.messages()).toHaveLength(2);
  });
});
