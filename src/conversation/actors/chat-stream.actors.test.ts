import { http, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { chatSentinels } from '../../../domain/chat-sentinels';
import { chatStreamMachine } from '../../../machines/conversation/chat-stream.machine';
import type { ChatStreamEmitted } from '../../../machines/conversation/chat-stream.types';
import { chatStreamHandler, exampleDocHash } from '../../../test/msw/handlers/main';
import { networkErrorHandler, openChatStreamHandler, unansweredHandler } from '../../../test/msw/handlers/chat-stream';
import { contentChunk, doneChunk, receiptChunk } from '../../../test/msw/handlers/ndjson';
import { mswServer, setupMswForSuite } from '../../../test/msw/server';
import { chatBackend } from '../../api/chat-backend';
import { setLogLevel } from '../../browser/log';
import { createMainClient } from '../../api/main-client';
import { recordRequests, testDeps, testTokens } from '../../api/testing';
import { chatStreamActor, type StreamLimits } from './chat-stream.actors';

const sessionId = 'session_0b9d3c1e-0000-4000-8000-000000000002';
const question = { role: 'user' as const, content: 'Was steht im Bericht?' };
const start = {
  type: 'stream.start' as const,
  sessionId,
  messages: [question, { role: 'assistant' as const, content: chatSentinels.typing }],
  documents: [exampleDocHash],
};

/** The real machine with the real actor, the real client and msw behind it. */
function startChat(limits?: StreamLimits) {
  const { deps, onSessionExpired } = testDeps();
  const machine = chatStreamMachine.provide({ actors: { streamAnswer: chatStreamActor(chatBackend(createMainClient(deps), 'chat'), limits) } });
  const actor = createActor(machine);
  const emitted: ChatStreamEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, emitted, onSessionExpired };
}

/** Asks and waits until the answer has settled (the machine is ready again). */
async function ask(limits?: StreamLimits) {
  const chat = startChat(limits);
  chat.actor.send(start);
  await waitFor(chat.actor, (snapshot) => snapshot.hasTag('ready'));
  return chat;
}

const endedAs = (end: ChatStreamEmitted['end'], text = '') => ({ type: 'answer.ended', sessionId, text, end, sources: [] });

describe('the chat stream actor against the API', () => {
  setupMswForSuite();

  it('posts the messages without the placeholder and the documents, and streams the answer', async () => {
    mswServer.use(chatStreamHandler({ lines: [contentChunk('Grüße '), contentChunk('aus Köln'), doneChunk], splitAt: 'bytes' }));
    const requests = recordRequests();
    const { emitted } = await ask();
    expect(await requests[0]?.clone().json()).toEqual({ messages: [question], documents: [exampleDocHash] });
    expect(requests[0]?.headers.get('Authorization')).toBe(`Bearer ${testTokens.accessToken}`);
    expect(emitted).toEqual([endedAs({ status: 'complete' }, 'Grüße aus Köln')]);
  });

  it("a long chat sends only its newest messages that could fit the token limit; the receipt counts those left out with the server's", async () => {
    const serverReceipt = { documents: [], tokens: 0, truncated: false, earlierMessages: 1 };
    mswServer.use(chatStreamHandler({ lines: [receiptChunk(serverReceipt), contentChunk('Ja.'), doneChunk] }));
    const requests = recordRequests();
    const chat = startChat();
    const earlier = [
      { role: 'user' as const, content: 'The first question' },
      { role: 'assistant' as const, content: 'x'.repeat(300_000) },
      { role: 'user' as const, content: 'The second question' },
      { role: 'assistant' as const, content: 'y'.repeat(200_000) },
    ];
    chat.actor.send({ ...start, messages: [...earlier, ...start.messages] });
    await waitFor(chat.actor, (snapshot) => snapshot.hasTag('ready'));
    const sent = (await requests[0]?.clone().json()) as { messages: Array<{ content: string }> };
    expect(sent.messages.map(({ content }) => content.slice(0, 19))).toEqual(['The second question', 'y'.repeat(19), question.content.slice(0, 19)]);
    // Two not sent, one more the server left out of what it got.
    expect(chat.emitted).toEqual([{ ...endedAs({ status: 'complete' }, 'Ja.'), receipt: { ...serverReceipt, earlierMessages: 3 } }]);
  });

  it('the context receipt on the first line goes with the answer; one that is not a receipt is left out and the answer stays', async () => {
    const receipt = {
      documents: [{ name: 'report.pdf', docHash: exampleDocHash, use: 'passages', passages: [2, 5], passageCount: 40, tokens: 380, leftOut: true }],
      tokens: 380,
      truncated: true,
    };
    mswServer.use(chatStreamHandler({ lines: [receiptChunk(receipt), contentChunk('Umsatz +12 %'), doneChunk], splitAt: 'bytes' }));
    expect((await ask()).emitted).toEqual([{ ...endedAs({ status: 'complete' }, 'Umsatz +12 %'), receipt }]);

    mswServer.use(chatStreamHandler({ lines: [receiptChunk({ documents: 'many' }), contentChunk('Umsatz'), doneChunk] }));
    expect((await ask()).emitted).toEqual([endedAs({ status: 'complete' }, 'Umsatz')]);
  });

  it('the sources a backend hears in the stream go with the answer as the machine ends it', async () => {
    const passage = { document: 'travel.pdf', section: '2', passage: 'Trains first.' };
    mswServer.use(chatStreamHandler({ lines: [contentChunk('Take the train.'), doneChunk] }));
    const { deps } = testDeps();
    const chat = chatBackend(createMainClient(deps), 'chat');
    const machine = chatStreamMachine.provide({
      actors: {
        streamAnswer: chatStreamActor({
          async streamChat(request, signal, hearing) {
            hearing.onSources([passage]);
            return chat.streamChat(request, signal);
          },
        }),
      },
    });
    const actor = createActor(machine);
    const emitted: ChatStreamEmitted[] = [];
    actor.on('*', (event) => emitted.push(event));
    actor.start();
    actor.send(start);
    await waitFor(actor, (snapshot) => snapshot.hasTag('ready'));
    expect(emitted).toEqual([{ ...endedAs({ status: 'complete' }, 'Take the train.'), sources: [passage] }]);
    actor.stop();
  });

  it('401: the status is the end (the client has told the shell as well)', async () => {
    mswServer.use(chatStreamHandler({ status: 401, detail: 'The token has expired.' }));
    const { emitted, onSessionExpired } = await ask();
    expect(emitted).toEqual([endedAs({ status: 'http', code: 401, detail: 'The token has expired.' })]);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('410: the detail of the body comes with the status', async () => {
    const detail = 'The document "report.pdf" has expired (documents are kept for 24 hours). Please upload it again.';
    mswServer.use(chatStreamHandler({ status: 410, detail }));
    const { emitted } = await ask();
    expect(emitted).toEqual([endedAs({ status: 'http', code: 410, detail })]);
  });

  it.each([413, 429, 500, 403] as const)('%i is the end, with its status and detail', async (status) => {
    mswServer.use(chatStreamHandler({ status, detail: 'x' }));
    const { emitted } = await ask();
    expect(emitted).toEqual([endedAs({ status: 'http', code: status, detail: 'x' })]);
  });

  it('a budget\'s 429 says which budget; a malformed budget is left out, so it reads as any 429', async () => {
    const budget = { scope: 'user', unit: 'tokens', window: 'day', limit: 100, used: 100, resetsAt: '2026-12-03T00:00:00Z' } as const;
    mswServer.use(http.post('*/v1/chat/stream', () => HttpResponse.json({ detail: 'Budget used up', reason: 'budget', budget }, { status: 429, headers: { 'Retry-After': '60' } })));
    expect((await ask()).emitted).toEqual([endedAs({ status: 'http', code: 429, detail: 'Budget used up', budget })]);
    mswServer.use(http.post('*/v1/chat/stream', () => HttpResponse.json({ detail: 'Budget used up', reason: 'budget', budget: { ...budget, limit: 'lots' } }, { status: 429 })));
    expect((await ask()).emitted).toEqual([endedAs({ status: 'http', code: 429, detail: 'Budget used up' })]);
  });

  it('a budget at 80 % on the last line goes with the answer', async () => {
    const budgetWarning = { scope: 'department', department: { code: 'sales', name: 'Sales' }, unit: 'cost', window: 'month', limit: 10, used: 8.5, resetsAt: '2027-01-01T00:00:00Z' } as const;
    mswServer.use(chatStreamHandler({ lines: [contentChunk('Hallo'), { ...doneChunk, budgetWarning }] }));
    const { emitted } = await ask();
    expect(emitted).toEqual([{ ...endedAs({ status: 'complete' }, 'Hallo'), budgetWarning }]);
  });

  it('the ledger id on the last line goes with the answer; one that is no ledger row is skipped', async () => {
    mswServer.use(chatStreamHandler({ lines: [contentChunk('Hallo'), { ...doneChunk, ledgerId: '1041' }] }));
    expect((await ask()).emitted).toEqual([{ ...endedAs({ status: 'complete' }, 'Hallo'), ledgerId: '1041' }]);
    mswServer.use(chatStreamHandler({ lines: [contentChunk('Hallo'), { ...doneChunk, ledgerId: 'row 7' }] }));
    expect((await ask()).emitted).toEqual([endedAs({ status: 'complete' }, 'Hallo')]);
  });

  it('an error field in the stream ends it, with what had arrived', async () => {
    mswServer.use(chatStreamHandler({ lines: [contentChunk('Teil'), { content: '', done: true, error: 'rate limit' }] }));
    const { emitted } = await ask();
    expect(emitted).toEqual([endedAs({ status: 'stream-error', error: 'rate limit' }, 'Teil')]);
  });

  it('a request that gets no answer at all is a network end', async () => {
    mswServer.use(networkErrorHandler('/v1/chat/stream'));
    const { emitted } = await ask();
    expect(emitted).toEqual([endedAs({ status: 'network', message: expect.any(String) })]);
  });

  it.each([
    ['ended without done', 'ended-without-done' as const, { lines: [contentChunk('Umsatz +1')] }],
    ['cut mid-line', 'cut-mid-line' as const, { lines: [contentChunk('Umsatz +1'), '{"content":"2 %","do'], noFinalNewline: true }],
  ])('a stream %s is incomplete, with the partial text', async (_, reason, reply) => {
    mswServer.use(chatStreamHandler(reply));
    const { emitted } = await ask();
    expect(emitted).toEqual([endedAs({ status: 'incomplete', reason, message: expect.any(String) }, 'Umsatz +1')]);
  });

  it.each([
    ['the empty-stream guard', 'empty-stream', Array.from({ length: 3 }, () => contentChunk('')), { emptyChunkLimit: 3 }],
    ['an over-long line', 'line-too-long', [contentChunk('x'.repeat(200))], { maxLineLength: 100 }],
  ] as const)('%s is a failed read', async (_, reason, lines, limits) => {
    mswServer.use(chatStreamHandler({ lines: [...lines, doneChunk] }));
    const { emitted } = await ask(limits);
    expect(emitted).toEqual([endedAs({ status: 'failed', reason, message: expect.any(String) })]);
  });

  it('a skipped invalid line is traced on the console at log level warn, the answer goes on', async () => {
    setLogLevel('warn');
    onTestFinished(() => setLogLevel('error'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mswServer.use(chatStreamHandler({ lines: [contentChunk('a'), 'not json', contentChunk('b'), doneChunk] }));
    const { emitted } = await ask();
    expect(emitted).toEqual([endedAs({ status: 'complete' }, 'ab')]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('line 2 skipped'));
    warn.mockRestore();
  });

  it('cancel mid-stream aborts the request and keeps what had arrived', async () => {
    const seen: Request[] = [];
    mswServer.use(openChatStreamHandler([contentChunk('Umsatz')], (request) => seen.push(request)));
    const { actor, emitted } = startChat();
    actor.send(start);
    await waitFor(actor, (snapshot) => snapshot.hasTag('streaming'));
    actor.send({ type: 'stream.cancel' });
    expect(seen[0]?.signal.aborted).toBe(true);
    expect(emitted).toEqual([endedAs({ status: 'canceled' }, 'Umsatz')]);
  });

  it('cancel before the answer arrives aborts the request', async () => {
    const arrived = new Promise<Request>((resolve) => mswServer.use(unansweredHandler('/v1/chat/stream', resolve)));
    const { actor, emitted } = startChat();
    actor.send(start);
    const request = await arrived;
    actor.send({ type: 'stream.cancel' });
    expect(request.signal.aborted).toBe(true);
    expect(emitted).toEqual([endedAs({ status: 'canceled' })]);
  });
});
