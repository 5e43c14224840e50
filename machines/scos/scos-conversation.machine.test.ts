import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock, type AnyActorRef } from 'xstate';
import { scosConversationMachine } from './scos-conversation.machine';
import {
  replyPause, type ReplyItem, type RestoredChat, type ScosEntry, type TurnInput, type TurnOutcome, type DocumentUpload,
} from './scos-conversation.types';

interface Turn {
  input: TurnInput;
  answer: (outcome: TurnOutcome) => void;
  fail: (error: unknown) => void;
  signal: AbortSignal;
}

const item = (type: string, extra: Partial<ReplyItem['content']> = {}, chips: unknown[] = [], closesOnReply = false): ReplyItem => ({
  content: { type, ...extra },
  chips,
  closesOnReply,
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * The conversation with a turn, an upload and a naming call the scenario answers by hand, on a
 * simulated clock; restored with `chat` (none: a new chat); a silent bot given up after the
 * default time or `replyTimeoutMs`.
 */
function start(random = () => 0, chat: RestoredChat | null = null, replyTimeoutMs?: number) {
  const names: Array<{ entries: ScosEntry[]; done: (name: string) => void }> = [];
  const turns: Turn[] = [];
  const uploads: Array<{ file: File; done: (document: DocumentUpload) => void; fail: () => void }> = [];
  const clock = new SimulatedClock();
  const logic = scosConversationMachine.provide({
    actors: {
      sendTurn: fromPromise<TurnOutcome, TurnInput>(
        ({ input, signal }) => new Promise((resolve, reject) => turns.push({ input, answer: resolve, fail: reject, signal })),
      ),
      uploadDocument: fromPromise<DocumentUpload, { file: File }>(
        ({ input }) => new Promise((resolve, reject) => uploads.push({ file: input.file, done: resolve, fail: () => reject(new Error('no')) })),
      ),
      nameChat: fromPromise<string, { entries: ScosEntry[] }>(({ input }) => new Promise((resolve) => names.push({ entries: input.entries, done: resolve }))),
    },
    delays: { replyPause: replyPause(random), ...(replyTimeoutMs === undefined ? {} : { replyTimeout: replyTimeoutMs }) },
  });
  const actor = createActor(logic, { input: { scope: { tenant: 'corporate', userId: 'alice' } }, clock });
  const emitted: string[] = [];
  const opened: unknown[] = [];
  actor.on('*', (event) => emitted.push(event.type));
  actor.on('scos.chatOpened', (event) => opened.push(event));
  actor.start();
  actor.send({ type: 'scos.restore', chat, sessionId: 'session_new' });
  const rows = () => actor.getSnapshot().context.entries.map(describeRow);
  return { actor, turns, uploads, names, clock, emitted, opened, rows, state: () => actor.getSnapshot() };
}

function describeRow(entry: ScosEntry): string {
  if (entry.from === 'user') return `user:${entry.text}`;
  if (entry.kind === 'typing') return 'typing';
  if (entry.kind === 'apology') return `apology:${entry.code}`;
  if (entry.kind === 'cut') return `cut:${entry.cut.reason === 'items' ? entry.cut.dropped : 'size'}`;
  return `bot:${entry.message.content.type}${entry.disabled ? ' (disabled)' : ''}${entry.message.chips.length ? ` +${entry.message.chips.length} chips` : ''}`;
}

describe('the customer-service conversation machine', () => {
  it('opens a new chat with "hi": isLoading → waiting with a typing row, then idle with the welcome', async () => {
    const { turns, rows, state } = start();
    expect(state().value).toEqual({ waiting: 'asking' });
    expect(rows()).toEqual(['typing']);
    expect(turns[0]!.input).toEqual({ message: 'hi', sessionId: 'session_new', sitData: {}, userId: 'alice', documents: [] });
    turns[0]!.answer({ ok: true, messages: [item('TEXT', {}, [{ label: 'Order', value: 'order' }])] });
    await flush();
    expect(state().value).toEqual({ idle: 'quiet' });
    expect(rows()).toEqual(['bot:TEXT +1 chips']);
  });

  it('tells each change of the open chat as it is then (shown rows, documents), and nothing when a chat opens', async () => {
    const saved: RestoredChat = { sessionId: 'session_saved', name: 'Order', entries: [{ id: 1, from: 'user', text: 'order status' }], documents: [] };
    const { actor, turns, uploads, clock } = start(() => 0, saved);
    const told: string[] = [];
    actor.on('scos.changed', ({ sessionId, entries, documents }) =>
      told.push(`${sessionId}: ${entries.map(describeRow).join(', ')} | ${documents.map((document) => document.name).join(', ')}`),
    );
    actor.send({ type: 'scos.send', text: 'where is it?' });
    turns[0]!.answer({ ok: true, messages: [item('TEXT'), item('CARD')] });
    await flush();
    clock.increment(1000);
    actor.send({ type: 'upload.start' });
    actor.send({ type: 'upload.chosen', file: new File(['x'], 'invoice.pdf') });
    uploads[0]!.done({ name: 'invoice.pdf', hash: 'h1', textTruncated: false });
    await flush();
    actor.send({ type: 'scos.documentsRemoved', hashes: ['h1'] });
    actor.send({ type: 'scos.newChat', sessionId: 'session_next' });
    turns[1]!.answer({ ok: false, code: 'ER001' });
    await flush();
    expect(told).toEqual([
      'session_saved: user:order status, user:where is it? | ',
      'session_saved: user:order status, user:where is it?, bot:TEXT | ',
      'session_saved: user:order status, user:where is it?, bot:TEXT, bot:CARD | ',
      'session_saved: user:order status, user:where is it?, bot:TEXT, bot:CARD | invoice.pdf',
      'session_saved: user:order status, user:where is it?, bot:TEXT, bot:CARD | ',
      'session_next: apology:ER001 | ',
    ]);
  });

  it('shows reply items one by one with the random 300-1000 ms pause, the typing row last until the end', async () => {
    const { actor, turns, rows, clock, state } = start(() => 0.5);
    turns[0]!.answer({ ok: true, messages: [item('TEXT')] });
    await flush();
    actor.send({ type: 'scos.send', text: 'order status', sitData: { orderId: '4711' } });
    expect(turns[1]!.input).toMatchObject({ message: 'order status', sitData: { orderId: '4711' } });
    turns[1]!.answer({ ok: true, messages: [item('TEXT'), item('BUTTON_LIST'), item('CARD')] });
    await flush();
    expect(rows()).toEqual(['bot:TEXT', 'user:order status', 'bot:TEXT', 'typing']);
    // 300 + floor(0.5 × 701) = 650 ms
    clock.increment(649);
    expect(rows()).toHaveLength(4);
    clock.increment(1);
    expect(rows()).toEqual(['bot:TEXT', 'user:order status', 'bot:TEXT', 'bot:BUTTON_LIST', 'typing']);
    expect(state().hasTag('busy')).toBe(true);
    clock.increment(650);
    expect(rows()).toEqual(['bot:TEXT', 'user:order status', 'bot:TEXT', 'bot:BUTTON_LIST', 'bot:CARD']);
    // Five messages: the chat is being named meanwhile (tools.md §4).
    expect(state().value).toEqual({ idle: 'naming' });
  });

  it('a reply cut short by the studio: the kept items with their pauses, then the note of what was dropped, told to be kept', async () => {
    const { actor, turns, rows, clock, state } = start(() => 0.5);
    const told: string[][] = [];
    actor.on('scos.changed', ({ entries }) => told.push(entries.map(describeRow)));
    turns[0]!.answer({ ok: true, messages: [item('TEXT'), item('CARD')], cut: { reason: 'items', dropped: 480 } });
    await flush();
    expect(rows()).toEqual(['bot:TEXT', 'typing']);
    clock.increment(650);
    expect(rows()).toEqual(['bot:TEXT', 'bot:CARD', 'cut:480']);
    expect(state().value).toEqual({ idle: 'quiet' });
    expect(told.at(-1)).toEqual(['bot:TEXT', 'bot:CARD', 'cut:480']);
    // Noted once: the next reply, whole, has no note.
    actor.send({ type: 'scos.send', text: 'more' });
    turns[1]!.answer({ ok: true, messages: [item('TEXT')] });
    await flush();
    expect(rows()).toEqual(['bot:TEXT', 'bot:CARD', 'cut:480', 'user:more', 'bot:TEXT']);
    actor.send({ type: 'scos.send', text: 'huge' });
    turns[2]!.answer({ ok: true, messages: [], cut: { reason: 'size' } });
    await flush();
    expect(rows().slice(-2)).toEqual(['user:huge', 'cut:size']);
  });

  it('pauses at least 300 ms and at most 1000 ms', () => {
    expect(replyPause(() => 0)()).toBe(300);
    expect(replyPause(() => 0.999999)()).toBe(1000);
  });

  it('clears earlier chips and disables the items that close on reply (a date picker) when the user sends; blank text sends nothing', async () => {
    const { actor, turns, rows, clock } = start();
    turns[0]!.answer({ ok: true, messages: [item('TEXT', {}, [{}, {}])] });
    await flush();
    actor.send({ type: 'scos.send', text: '   ' });
    expect(turns).toHaveLength(1);
    actor.send({ type: 'scos.send', text: 'book' });
    turns[1]!.answer({ ok: true, messages: [item('DATE_PICKER', {}, [], true), item('CARD')] });
    await flush();
    clock.increment(1000);
    expect(rows()).toEqual(['bot:TEXT', 'user:book', 'bot:DATE_PICKER', 'bot:CARD']);
    actor.send({ type: 'scos.send', text: '2026-03-04' });
    expect(rows().slice(0, 4)).toEqual(['bot:TEXT', 'user:book', 'bot:DATE_PICKER (disabled)', 'bot:CARD']);
  });

  it('abort removes the typing row, stops the request and warns', async () => {
    const { actor, turns, rows, emitted, state } = start();
    turns[0]!.answer({ ok: true, messages: [item('TEXT')] });
    await flush();
    actor.send({ type: 'scos.send', text: 'hello' });
    actor.send({ type: 'scos.abort' });
    expect(turns[1]!.signal.aborted).toBe(true);
    expect(rows()).toEqual(['bot:TEXT', 'user:hello']);
    expect(emitted).toContain('scos.aborted');
    expect(state().value).toEqual({ idle: 'quiet' });
  });

  it('a bot silent for 30 s is given up: the request aborts, the typing row goes, the network-error apology comes; the next message works', async () => {
    const { actor, turns, rows, clock, state, emitted } = start();
    turns[0]!.answer({ ok: true, messages: [item('TEXT')] });
    await flush();
    actor.send({ type: 'scos.send', text: 'hello' });
    clock.increment(29_999);
    expect(rows()).toEqual(['bot:TEXT', 'user:hello', 'typing']);
    expect(turns[1]!.signal.aborted).toBe(false);
    clock.increment(1);
    expect(turns[1]!.signal.aborted).toBe(true);
    expect(rows()).toEqual(['bot:TEXT', 'user:hello', 'apology:ER001']);
    expect(state().value).toEqual({ idle: 'quiet' });
    expect(emitted.at(-1)).toBe('scos.changed');
    // An answer after all is not shown.
    turns[1]!.answer({ ok: true, messages: [item('CARD')] });
    await flush();
    expect(rows()).toEqual(['bot:TEXT', 'user:hello', 'apology:ER001']);
    actor.send({ type: 'scos.send', text: 'again' });
    expect(turns[2]!.input).toMatchObject({ message: 'again' });
    turns[2]!.answer({ ok: true, messages: [item('TEXT'), item('CARD')] });
    await flush();
    // The time counts until the reply: showing its items takes as long as it takes.
    clock.increment(29_999);
    clock.increment(1000);
    expect(rows()).toEqual(['bot:TEXT', 'user:hello', 'apology:ER001', 'user:again', 'bot:TEXT', 'bot:CARD']);
  });

  it('gives up after the time it is given (config.json scos.replyTimeoutMs)', async () => {
    const { actor, turns, rows, clock } = start(() => 0, null, 5000);
    turns[0]!.answer({ ok: true, messages: [item('TEXT')] });
    await flush();
    actor.send({ type: 'scos.send', text: 'hello' });
    clock.increment(4999);
    expect(rows().at(-1)).toBe('typing');
    clock.increment(1);
    expect(rows().at(-1)).toBe('apology:ER001');
  });

  it.each([
    ['ER001', { ok: false, code: 'ER001' } as const],
    ['ER002', { ok: false, code: 'ER002' } as const],
    ['ER003', { ok: false, code: 'ER003' } as const],
    ['ES901', { ok: false, code: 'ES901' } as const],
  ])('a failed turn (%s) replaces the typing row with the maintenance apology', async (code, outcome) => {
    const { turns, rows, state } = start();
    turns[0]!.answer(outcome);
    await flush();
    expect(rows()).toEqual([`apology:${code}`]);
    expect(state().value).toEqual({ idle: 'quiet' });
  });

  it('an unexpected failure of the effect is the generic apology (EG001)', async () => {
    const { turns, rows } = start();
    turns[0]!.fail(new Error('boom'));
    await flush();
    expect(rows()).toEqual(['apology:EG001']);
  });

  it("the bot's upload trigger opens the upload; the document goes with every later turn; cancel returns to idle", async () => {
    const { actor, turns, uploads, state, emitted } = start();
    turns[0]!.answer({ ok: true, messages: [item('TEXT', { uploadTrigger: 'init' })] });
    await flush();
    expect(state().value).toEqual({ uploading: 'choosing' });
    actor.send({ type: 'upload.cancel' });
    expect(state().value).toEqual({ idle: 'quiet' });
    actor.send({ type: 'upload.start' });
    actor.send({ type: 'upload.chosen', file: new File(['x'], 'invoice.pdf') });
    expect(state().value).toEqual({ uploading: 'sending' });
    uploads[0]!.done({ name: 'invoice.pdf', hash: 'h1', textTruncated: false });
    await flush();
    expect(state().value).toEqual({ idle: 'quiet' });
    expect(emitted).toContain('scos.uploaded');
    actor.send({ type: 'scos.send', text: 'done' });
    expect(turns[1]!.input.documents).toEqual(['h1']);
  });

  it('a chat the bot has only greeted is greeted again when the language changes; once the user has written, it stays', async () => {
    const { actor, turns, rows, state } = start();
    turns[0]!.answer({ ok: true, messages: [item('TEXT', {}, [{ label: 'Order', value: 'order' }])] });
    await flush();
    actor.send({ type: 'scos.languageChanged' });
    expect(rows()).toEqual(['typing']);
    expect(turns[1]!.input).toMatchObject({ message: 'hi', sessionId: 'session_new' });
    turns[1]!.answer({ ok: true, messages: [item('TEXT')] });
    await flush();
    expect(rows()).toEqual(['bot:TEXT']);
    actor.send({ type: 'scos.send', text: 'wo ist meine Bestellung?' });
    turns[2]!.answer({ ok: true, messages: [item('TEXT')] });
    await flush();
    actor.send({ type: 'scos.languageChanged' });
    expect(state().value).toEqual({ idle: 'quiet' });
    expect(turns).toHaveLength(3);
    expect(rows()).toEqual(['bot:TEXT', 'user:wo ist meine Bestellung?', 'bot:TEXT']);
  });

  it('a new chat only after more than one message; it opens with "hi" again', async () => {
    const { actor, turns, rows, state, opened } = start();
    turns[0]!.answer({ ok: true, messages: [item('TEXT')] });
    await flush();
    expect(state().can({ type: 'scos.newChat', sessionId: 'session_2' })).toBe(false);
    actor.send({ type: 'scos.send', text: 'x' });
    turns[1]!.answer({ ok: true, messages: [item('TEXT')] });
    await flush();
    expect(state().can({ type: 'scos.newChat', sessionId: 'session_2' })).toBe(true);
    actor.send({ type: 'scos.newChat', sessionId: 'session_2' });
    expect(rows()).toEqual(['typing']);
    expect(turns[2]!.input).toMatchObject({ message: 'hi', sessionId: 'session_2' });
    expect(opened.at(-1)).toEqual({ type: 'scos.chatOpened', from: 'session_new', to: 'session_2', created: true });
  });

  const saved: RestoredChat = {
    sessionId: 'session_saved',
    name: 'Order 4711',
    entries: [
      { id: 1, from: 'bot', kind: 'item', message: item('TEXT'), disabled: false },
      { id: 2, from: 'user', text: 'where is my order' },
      { id: 5, from: 'bot', kind: 'item', message: item('TEXT', {}, [{ label: 'More', value: 'more' }]), disabled: false },
    ],
    documents: [{ name: 'invoice.pdf', hash: 'h1' }],
  };

  it('a saved chat opens as it was: idle, its rows, no "hi"; a turn goes on with its session, documents and ids', async () => {
    const { actor, turns, rows, state, opened } = start(() => 0, saved);
    expect(state().value).toEqual({ idle: 'quiet' });
    expect(turns).toHaveLength(0);
    expect(opened).toEqual([{ type: 'scos.chatOpened', from: null, to: 'session_saved', created: false }]);
    expect(rows()).toEqual(['bot:TEXT', 'user:where is my order', 'bot:TEXT +1 chips']);
    actor.send({ type: 'scos.send', text: 'thanks' });
    expect(turns[0]!.input).toMatchObject({ message: 'thanks', sessionId: 'session_saved', documents: ['h1'] });
    expect(state().context.entries.map((entry) => entry.id)).toEqual([1, 2, 5, 6, 7]);
  });

  it('switching: another saved chat opens in idle (the one left is named for pruning); not while a turn is under way', async () => {
    const { actor, turns, rows, state, opened } = start();
    expect(state().can({ type: 'scos.open', chat: saved })).toBe(false);
    turns[0]!.answer({ ok: true, messages: [item('TEXT')] });
    await flush();
    actor.send({ type: 'scos.open', chat: saved });
    expect(opened.at(-1)).toEqual({ type: 'scos.chatOpened', from: 'session_new', to: 'session_saved', created: false });
    expect(rows()).toHaveLength(3);
    expect(state().context.name).toBe('Order 4711');
    // The open chat deleted: a new one starts at once, whatever it held.
    actor.send({ type: 'scos.reset', sessionId: 'session_3' });
    expect(opened.at(-1)).toEqual({ type: 'scos.chatOpened', from: null, to: 'session_3', created: true });
    expect(turns[1]!.input).toMatchObject({ message: 'hi', sessionId: 'session_3' });
  });

  it('auto-naming: once an unnamed chat has 4 messages (not the typing row or apologies), named once; a new turn cancels the call', async () => {
    const { actor, turns, names, state, emitted } = start();
    turns[0]!.answer({ ok: true, messages: [item('TEXT')] });
    await flush();
    actor.send({ type: 'scos.send', text: 'x' });
    turns[1]!.answer({ ok: true, messages: [item('TEXT')] });
    await flush();
    expect(names).toHaveLength(0);
    actor.send({ type: 'scos.send', text: 'y' });
    turns[2]!.fail(new Error('network'));
    await flush();
    // welcome, x, reply, y: four messages (the apology does not count).
    expect(names).toHaveLength(1);
    expect(state().value).toEqual({ idle: 'naming' });
    actor.send({ type: 'scos.send', text: 'z' });
    expect(state().matches('waiting')).toBe(true);
    turns[3]!.answer({ ok: true, messages: [item('TEXT')] });
    await flush();
    expect(names).toHaveLength(2);
    names[1]!.done('  Shipping question ');
    await flush();
    expect(state().context.name).toBe('Shipping question');
    expect(emitted.filter((type) => type === 'scos.named')).toHaveLength(1);
    actor.send({ type: 'scos.send', text: 'again' });
    turns[4]!.answer({ ok: true, messages: [item('TEXT')] });
    await flush();
    expect(names).toHaveLength(2);
  });

  it('a rename while the summary is on its way wins: the summary is dropped', async () => {
    const { actor, turns, names, state, emitted, clock } = start();
    turns[0]!.answer({ ok: true, messages: [item('TEXT'), item('TEXT'), item('TEXT'), item('TEXT')] });
    await flush();
    for (let pause = 0; pause < 3; pause += 1) clock.increment(1000);
    expect(state().value).toEqual({ idle: 'naming' });
    actor.send({ type: 'scos.renamed', name: 'Mine' });
    names[0]!.done('Summary');
    await flush();
    expect(state().context.name).toBe('Mine');
    expect(emitted).not.toContain('scos.named');
  });

  it('answers tool.settle at once', () => {
    const { actor } = start();
    const replies: unknown[] = [];
    const replyTo = createActor(fromCallback(({ receive }) => receive((event) => replies.push(event)))).start() as AnyActorRef;
    actor.send({ type: 'tool.settle', replyTo });
    expect(replies).toEqual([{ type: 'tool.settled', tool: 'scos' }]);
  });
});
