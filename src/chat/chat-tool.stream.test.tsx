import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chatDocumentsSelected, chatStarted, selectActiveChat } from '../../store/chats.slice';
import { openChatStreamHandler } from '../../test/msw/handlers/chat-stream';
import { chatStreamHandler, exampleDocHash, summarizationHandler } from '../../test/msw/handlers/main';
import { contentChunk, doneChunk } from '../../test/msw/handlers/ndjson';
import { mswServer, setupMswForSuite } from '../../test/msw/server';
import { recordRequests } from '../api/testing';
import { chatSentinels } from '../../domain/chat-sentinels';
import { startChatHarness, type ChatHarness } from './chat-tool.test-support';
import { shownToasts } from '../platform/screen.test-support';

const question = 'Was steht im Bericht?';
const goneDetail = 'The document "report.pdf" has expired (documents are kept for 24 hours). Please upload it again.';

// tools.md §8 "Chat streaming", word for word where the spec gives the words.
const genericText = 'Oops! Something went wrong while processing your request...';
// tools.md §8: with the high-traffic message; with a headline and a request for a shorter version.
const rateLimitText = 'Too many requests. Please try again later. We are experiencing high traffic right now.';
const contextTooLongText = 'Text too long: The uploaded text is too long. The maximum length is 40,000 tokens. Please send a shorter version.';
const canceledText = 'The response was canceled';

/** The user asks in a new chat; resolves once the answer has settled. */
async function ask(chat: ChatHarness, text = question) {
  act(() => chat.commands.send(text));
  await chat.answerSettled();
}

describe('chat answers as the user meets them (tools.md §8 "Chat streaming", real chat tool, msw)', () => {
  setupMswForSuite();

  it('a 200 stream: the answer is stored whole, asked with the selected documents, and no toast appears', async () => {
    mswServer.use(
      chatStreamHandler({ lines: [contentChunk('Umsatz '), contentChunk('+12 %'), doneChunk], splitAt: [3, 20] }),
      summarizationHandler({ body: 'Quartalsbericht' }),
    );
    const requests = recordRequests();
    const chat = await startChatHarness({
      preloadedState: { documents: { items: [{ timeStamp: Date.now(), option: { label: 'report.pdf', value: exampleDocHash } }] } },
    });
    chat.store.dispatch(chatStarted({ sessionId: 'session_report' }));
    chat.store.dispatch(chatDocumentsSelected({ sessionId: 'session_report', documents: [exampleDocHash] }));

    await ask(chat);

    expect(chat.messages()).toEqual([
      { role: 'user', content: question },
      { role: 'assistant', content: 'Umsatz +12 %' },
    ]);
    const streamRequest = requests.find((request) => request.url.endsWith('/v1/chat/stream'));
    expect(await streamRequest?.clone().json()).toEqual({ messages: [{ role: 'user', content: question }], documents: [exampleDocHash] });
    // A completed message is written at once.
    await chat.historySaved();
    expect(chat.storedChats()[0]?.messages.at(-1)).toEqual({ role: 'assistant', content: 'Umsatz +12 %' });
    expect(shownToasts()).toEqual([]);
    // Two messages reach the auto-naming minimum (tools.md §4).
    await waitFor(() => expect(selectActiveChat(chat.store.getState())?.name).toBe('Quartalsbericht'));
  });

  it('a backend that keeps answers: the question names its answer (a new id each time) and its chat, so the answer can outlive the tab', async () => {
    mswServer.use(chatStreamHandler({ lines: [contentChunk('Gehalten'), doneChunk] }));
    const requests = recordRequests();
    const chat = await startChatHarness({ resumableAnswers: true });
    chat.store.dispatch(chatStarted({ sessionId: 'session_kept' }));

    await ask(chat);
    await ask(chat, 'Noch einmal?');

    const bodies = await Promise.all(
      requests.filter((request) => request.url.endsWith('/v1/chat/stream')).map((request) => request.clone().json() as Promise<Record<string, unknown>>),
    );
    expect(bodies).toHaveLength(2);
    expect(bodies.map((body) => body.sessionId)).toEqual(['session_kept', 'session_kept']);
    const [first, second] = bodies.map((body) => String(body.answerId));
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(second).not.toBe(first);
    // The capabilities are read once, as the tool opens.
    expect(requests.filter((request) => request.url.endsWith('/v1/capabilities'))).toHaveLength(1);
  });

  it('a backend that does not say it keeps answers: the question names no answer', async () => {
    mswServer.use(chatStreamHandler({ lines: [contentChunk('Nicht gehalten'), doneChunk] }));
    const requests = recordRequests();
    const chat = await startChatHarness({ resumableAnswers: false });
    chat.store.dispatch(chatStarted({ sessionId: 'session_plain' }));

    await ask(chat);

    const streamRequest = requests.find((request) => request.url.endsWith('/v1/chat/stream'));
    expect(await streamRequest?.clone().json()).toEqual({ messages: [{ role: 'user', content: question }], documents: [] });
  });

  it('401: the question and its placeholder are dropped, the expired session is reported, and no toast appears', async () => {
    mswServer.use(chatStreamHandler({ status: 401, detail: 'The token has expired.' }));
    const chat = await startChatHarness();
    chat.seedAnsweredChat();

    await ask(chat, 'Zweite Frage');

    expect(chat.messages()).toEqual([
      { role: 'user', content: 'Erste Frage' },
      { role: 'assistant', content: 'Erste Antwort' },
    ]);
    expect(chat.onSessionExpired).toHaveBeenCalledTimes(1);
    expect(shownToasts()).toEqual([]);
  });

  it('410: the answer becomes the generic error and a toast shows the detail from the body', async () => {
    mswServer.use(chatStreamHandler({ status: 410, detail: goneDetail }));
    const chat = await startChatHarness();

    await ask(chat);

    expect(chat.messages()).toEqual([
      { role: 'user', content: question },
      { role: 'assistant', content: chatSentinels.generic },
    ]);
    expect(chat.commands.describe(chatSentinels.generic)).toBe(genericText);
    expect(shownToasts()).toEqual([{ role: 'alert', title: expect.stringContaining('410'), description: goneDetail }]);
    expect(chat.onSessionExpired).not.toHaveBeenCalled();
  });

  it('413: the context-too-long text is stored, and a toast with the status, the text and a request for a shorter version', async () => {
    mswServer.use(chatStreamHandler({ status: 413, detail: 'The text is too long (41,230 tokens).' }));
    const chat = await startChatHarness();

    await ask(chat);

    expect(chat.messages()).toEqual([
      { role: 'user', content: question },
      { role: 'assistant', content: chatSentinels.contextTooLong },
    ]);
    expect(chat.commands.describe(chatSentinels.contextTooLong)).toBe(contextTooLongText);
    const [toast, ...others] = shownToasts();
    expect(others).toEqual([]);
    expect(toast?.role).toBe('alert');
    expect(toast?.title).toContain('413');
    expect(toast?.title).toBe(chat.i18n.t('chat-stream:contextTooLongTitle', { status: 413 }));
    expect(toast?.description).toContain(contextTooLongText.replace('Text too long: ', ''));
    expect(toast?.description).toMatch(/shorter version/);
  });

  it('429: the rate-limit text is stored and a toast with status 429 asks to try again later', async () => {
    mswServer.use(chatStreamHandler({ status: 429, detail: 'Slow down.' }));
    const chat = await startChatHarness();

    await ask(chat);

    expect(chat.messages()).toEqual([
      { role: 'user', content: question },
      { role: 'assistant', content: chatSentinels.rateLimit },
    ]);
    expect(chat.commands.describe(chatSentinels.rateLimit)).toBe(rateLimitText);
    expect(shownToasts()).toEqual([
      { role: 'alert', title: chat.i18n.t('chat-stream:rateLimitTitle', { status: 429 }), description: expect.stringContaining(rateLimitText) },
    ]);
    expect(shownToasts()[0]?.title).toContain('429');
  });

  it('an error field inside a 200 stream is a 429 too: the text so far is replaced by the rate-limit text', async () => {
    mswServer.use(chatStreamHandler({ lines: [contentChunk('Teil'), { content: '', done: false, error: 'upstream overloaded' }] }));
    const chat = await startChatHarness();

    await ask(chat);

    expect(chat.messages()).toEqual([
      { role: 'user', content: question },
      { role: 'assistant', content: chatSentinels.rateLimit },
    ]);
    expect(shownToasts()).toEqual([
      { role: 'alert', title: chat.i18n.t('chat-stream:rateLimitTitle', { status: 429 }), description: expect.stringContaining(rateLimitText) },
    ]);
    expect(shownToasts()[0]?.title).toContain('429');
  });

  it.each([500, 503] as const)('another status (%i): the generic error is stored and a toast names the status', async (status) => {
    mswServer.use(chatStreamHandler({ status, detail: 'Internal error' }));
    const chat = await startChatHarness();

    await ask(chat);

    expect(chat.messages()).toEqual([
      { role: 'user', content: question },
      { role: 'assistant', content: chatSentinels.generic },
    ]);
    expect(shownToasts()).toEqual([{ role: 'alert', title: expect.stringContaining(String(status)), description: genericText }]);
  });

  it('stopping before any text arrives removes the empty placeholder, aborts the request and says "The response was canceled"', async () => {
    const requests: Request[] = [];
    mswServer.use(openChatStreamHandler([], (request) => requests.push(request)));
    const chat = await startChatHarness();
    act(() => chat.commands.send(question));
    await waitFor(() => expect(requests).toHaveLength(1));

    act(() => chat.commands.cancelAnswer());
    await chat.answerSettled();

    expect(chat.messages()).toEqual([{ role: 'user', content: question }]);
    expect(requests[0]?.signal.aborted).toBe(true);
    expect(shownToasts()).toEqual([{ role: 'alert', title: canceledText }]);
  });

  it('stopping mid-stream keeps the text read so far and says "The response was canceled"', async () => {
    mswServer.use(openChatStreamHandler([contentChunk('Umsatz +1')]));
    const chat = await startChatHarness();
    act(() => chat.commands.send(question));
    await waitFor(() => expect(chat.tool.stream.getSnapshot().context.text).toBe('Umsatz +1'));
    // Nothing is written per chunk: the store still holds the placeholder.
    expect(chat.messages().at(-1)).toEqual({ role: 'assistant', content: chatSentinels.typing });

    act(() => chat.commands.cancelAnswer());
    await chat.answerSettled();

    expect(chat.messages()).toEqual([
      { role: 'user', content: question },
      { role: 'assistant', content: 'Umsatz +1' },
    ]);
    expect(shownToasts()).toEqual([{ role: 'alert', title: canceledText }]);
  });
});
