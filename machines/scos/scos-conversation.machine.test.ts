import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock, type AnyActorRef } from 'xstate';
import { replyPause, scosConversationMachine, type ReplyItem, type ScosEntry, type TurnInput, type TurnOutcome, type UploadedDocument } from './scos-conversation.machine';

interface Turn {
  input: TurnInput;
  answer: (outcome: TurnOutcome) => void;
  fail: (error: unknown) => void;
  signal: AbortSignal;
}

const item = (type: string, extra: Partial<ReplyItem['content']> = {}, chips: unknown[] = []): ReplyItem => ({ content: { type, ...extra }, chips });

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The conversation with a turn and an upload the scenario answers by hand, on a simulated clock. */
function start(random = () => 0) {
  const turns: Turn[] = [];
  const uploads: Array<{ file: File; done: (document: UploadedDocument) => void; fail: () => void }> = [];
  const clock = new SimulatedClock();
  const logic = scosConversationMachine.provide({
    actors: {
      sendTurn: fromPromise<TurnOutcome, TurnInput>(
        ({ input, signal }) => new Promise((resolve, reject) => turns.push({ input, answer: resolve, fail: reject, signal })),
      ),
      uploadDocument: fromPromise<UploadedDocument, { file: File }>(
        ({ input }) => new Promise((resolve, reject) => uploads.push({ file: input.file, done: resolve, fail: () => reject(new Error('no')) })),
      ),
    },
    delays: { replyPause: replyPause(random) },
  });
  const actor = createActor(logic, { input: { scope: { tenant: 'corporate', userId: 'alice' } }, clock });
  const emitted: string[] = [];
  actor.on('*', (event) => emitted.push(event.type));
  actor.start();
  const rows = () => actor.getSnapshot().context.entries.map(describeRow);
  return { actor, turns, uploads, clock, emitted, rows, state: () => actor.getSnapshot() };
}

function describeRow(entry: ScosEntry): string {
  if (entry.from === 'user') return `user:${entry.text}`;
  if (entry.kind === 'typing') return 'typing';
  if (entry.kind === 'apology') return `apology:${entry.code}`;
  return `bot:${entry.message.content.type}${entry.disabled ? ' (disabled)' : ''}${entry.message.chips.length ? ` +${entry.message.chips.length} chips` : ''}`;
}

describe('the customer-service conversation machine', () => {
  it('opens a new chat with "hi": isLoading → waiting with a typing row, then idle with the welcome', async () => {
    const { turns, rows, state } = start();
    expect(state().value).toEqual({ waiting: 'asking' });
    expect(rows()).toEqual(['typing']);
    expect(turns[0]!.input).toEqual({ message: 'hi', sitData: {}, userId: 'alice', documents: [] });
    turns[0]!.answer({ ok: true, messages: [item('TEXT', {}, [{ label: 'Order', value: 'order' }])] });
    await flush();
    expect(state().value).toBe('idle');
    expect(rows()).toEqual(['bot:TEXT +1 chips']);
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
    expect(state().value).toBe('idle');
  });

  it('pauses at least 300 ms and at most 1000 ms', () => {
    expect(replyPause(() => 0)()).toBe(300);
    expect(replyPause(() => 0.999999)()).toBe(1000);
  });

  it('clears earlier chips and disables date pickers when the user sends; blank text sends nothing', async () => {
    const { actor, turns, rows } = start();
    turns[0]!.answer({ ok: true, messages: [item('TEXT', {}, [{}, {}])] });
    await flush();
    actor.send({ type: 'scos.send', text: '   ' });
    expect(turns).toHaveLength(1);
    actor.send({ type: 'scos.send', text: 'book' });
    turns[1]!.answer({ ok: true, messages: [item('DATE_PICKER')] });
    await flush();
    expect(rows()).toEqual(['bot:TEXT', 'user:book', 'bot:DATE_PICKER']);
    actor.send({ type: 'scos.send', text: '2026-03-04' });
    expect(rows().slice(0, 3)).toEqual(['bot:TEXT', 'user:book', 'bot:DATE_PICKER (disabled)']);
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
    expect(state().value).toBe('idle');
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
    expect(state().value).toBe('idle');
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
    expect(state().value).toBe('idle');
    actor.send({ type: 'upload.start' });
    actor.send({ type: 'upload.chosen', file: new File(['x'], 'invoice.pdf') });
    expect(state().value).toEqual({ uploading: 'sending' });
    uploads[0]!.done({ name: 'invoice.pdf', hash: 'h1' });
    await flush();
    expect(state().value).toBe('idle');
    expect(emitted).toContain('scos.uploaded');
    actor.send({ type: 'scos.send', text: 'done' });
    expect(turns[1]!.input.documents).toEqual(['h1']);
  });

  it('a new chat only after more than one message; it opens with "hi" again', async () => {
    const { actor, turns, rows, state } = start();
    turns[0]!.answer({ ok: true, messages: [item('TEXT')] });
    await flush();
    expect(state().can({ type: 'scos.newChat' })).toBe(false);
    actor.send({ type: 'scos.send', text: 'x' });
    turns[1]!.answer({ ok: true, messages: [item('TEXT')] });
    await flush();
    expect(state().can({ type: 'scos.newChat' })).toBe(true);
    actor.send({ type: 'scos.newChat' });
    expect(rows()).toEqual(['typing']);
    expect(turns[2]!.input.message).toBe('hi');
  });

  it('answers tool.settle at once', () => {
    const { actor } = start();
    const replies: unknown[] = [];
    const replyTo = createActor(fromCallback(({ receive }) => receive((event) => replies.push(event)))).start() as AnyActorRef;
    actor.send({ type: 'tool.settle', replyTo });
    expect(replies).toEqual([{ type: 'tool.settled', tool: 'scos' }]);
  });
});
