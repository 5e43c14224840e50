import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { chatArchiveMachine, type ApplyInput, type ChatArchiveEvent, type PlanInput, type PlannerEvent } from './chat-archive.machine';
import type { ImportSummary } from './chat-archive.types';

const summary: ImportSummary = {
  exportedAt: 1,
  lists: [{ tool: 'chat', list: 'chats', counts: { added: 2, updated: 0, unchanged: 0, expired: 1, notUsable: 0, deletedHere: 1 } }],
  settings: [],
  deletedHere: [{ tool: 'chat', list: 'chats', id: 'gone', name: 'Trip', deletedAt: 5 }],
};

/** The machine with a planner the test answers for. */
function run() {
  const asked: { plan: PlanInput[]; apply: ApplyInput[]; exports: number } = { plan: [], apply: [], exports: 0 };
  let tell: (event: PlannerEvent) => void = () => undefined;
  let exportDone: { resolve(): void; reject(error: Error): void } | null = null;
  const machine = chatArchiveMachine.provide({
    actors: {
      exportFile: fromPromise(() => {
        asked.exports += 1;
        return new Promise<void>((resolve, reject) => (exportDone = { resolve, reject }));
      }),
      plan: fromCallback<ChatArchiveEvent, PlanInput>(({ input, sendBack }) => {
        asked.plan.push(input);
        tell = sendBack;
      }),
      apply: fromCallback<ChatArchiveEvent, ApplyInput>(({ input, sendBack }) => {
        asked.apply.push(input);
        tell = sendBack;
      }),
    },
  });
  const actor = createActor(machine).start();
  return { actor, asked, tell: (event: PlannerEvent) => tell(event), exportDone: () => exportDone! };
}

describe('taking the chats along', () => {
  it('a file is checked whole with progress, summarised, and written only once confirmed, with the ticked chats', () => {
    const { actor, asked, tell } = run();
    const file = new Blob(['{}']);
    actor.send({ type: 'archive.choose', file });
    expect(actor.getSnapshot().value).toBe('validating');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(asked.plan).toEqual([{ file }]);
    tell({ type: 'archive.progress', step: 'checking', done: 0.5 });
    expect(actor.getSnapshot().context.progress).toEqual({ step: 'checking', done: 0.5 });

    tell({ type: 'archive.planned', outcome: { ok: true, summary } });
    expect(actor.getSnapshot().value).toBe('summary');
    expect(asked.apply).toEqual([]);
    actor.send({ type: 'archive.tick', id: 'chat/chats/gone', ticked: true });
    actor.send({ type: 'archive.tick', id: 'chat/chats/other', ticked: true });
    actor.send({ type: 'archive.tick', id: 'chat/chats/other', ticked: false });
    actor.send({ type: 'archive.confirm' });
    expect(asked.apply).toEqual([{ ticked: ['chat/chats/gone'] }]);

    const report = { lists: [{ tool: 'chat', list: 'chats', added: 3, updated: 0, skipped: false, failed: false }], settings: 0 };
    tell({ type: 'archive.applied', report });
    expect(actor.getSnapshot().value).toBe('done');
    expect(actor.getSnapshot().context).toMatchObject({ report, progress: null });
  });

  it('a refused file ends with its reason and nothing is written; another file can be chosen', () => {
    const { actor, asked, tell } = run();
    actor.send({ type: 'archive.choose', file: new Blob(['x']) });
    tell({ type: 'archive.planned', outcome: { ok: false, refusal: { reason: 'otherUser' } } });
    expect(actor.getSnapshot().value).toBe('refused');
    expect(actor.getSnapshot().context.refusal).toEqual({ reason: 'otherUser' });
    expect(asked.apply).toEqual([]);
    actor.send({ type: 'archive.choose', file: new Blob(['{}']) });
    expect(actor.getSnapshot().context.refusal).toBeNull();
    expect(asked.plan).toHaveLength(2);
  });

  it('cancelling the summary writes nothing', () => {
    const { actor, asked, tell } = run();
    actor.send({ type: 'archive.choose', file: new Blob(['{}']) });
    tell({ type: 'archive.planned', outcome: { ok: true, summary } });
    actor.send({ type: 'archive.cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(asked.apply).toEqual([]);
  });

  it('checking a file can be given up (a huge file, a registry that does not answer): its planner stops, nothing is written', () => {
    let stopped = 0;
    const machine = chatArchiveMachine.provide({
      actors: { plan: fromCallback<ChatArchiveEvent, PlanInput>(() => () => (stopped += 1)) },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'archive.choose', file: new Blob(['{}']) });
    expect(actor.getSnapshot().can({ type: 'archive.cancel' })).toBe(true);
    actor.send({ type: 'archive.cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.progress).toBeNull();
    expect(stopped).toBe(1);
  });

  it('a planner that fails says so', () => {
    const { actor, tell } = run();
    actor.send({ type: 'archive.choose', file: new Blob(['{}']) });
    tell({ type: 'archive.failed', message: 'the worker failed' });
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.failure).toBe('the worker failed');
  });

  it('an export runs once at a time and ends exported, or failed', async () => {
    const { actor, asked, exportDone } = run();
    actor.send({ type: 'archive.export' });
    actor.send({ type: 'archive.export' });
    expect(asked.exports).toBe(1);
    exportDone().resolve();
    await Promise.resolve();
    await Promise.resolve();
    expect(actor.getSnapshot().value).toBe('exported');
    actor.send({ type: 'archive.export' });
    exportDone().reject(new Error('storage failed'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.failure).toBe('storage failed');
  });
});
