import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { takeAlongMachine, type ApplyInput, type TakeAlongEvent, type PlanInput, type PlannerEvent } from './take-along.machine';
import type { ImportSummary } from './take-along.types';

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
  const machine = takeAlongMachine.provide({
    actors: {
      exportFile: fromPromise(() => {
        asked.exports += 1;
        return new Promise<void>((resolve, reject) => (exportDone = { resolve, reject }));
      }),
      plan: fromCallback<TakeAlongEvent, PlanInput>(({ input, sendBack }) => {
        asked.plan.push(input);
        tell = sendBack;
      }),
      apply: fromCallback<TakeAlongEvent, ApplyInput>(({ input, sendBack }) => {
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
    actor.send({ type: 'takeAlong.choose', file });
    expect(actor.getSnapshot().value).toBe('validating');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(asked.plan).toEqual([{ file }]);
    tell({ type: 'takeAlong.progress', step: 'checking', done: 0.5 });
    expect(actor.getSnapshot().context.progress).toEqual({ step: 'checking', done: 0.5 });

    tell({ type: 'takeAlong.planned', outcome: { ok: true, summary } });
    expect(actor.getSnapshot().value).toBe('summary');
    expect(asked.apply).toEqual([]);
    actor.send({ type: 'takeAlong.tick', id: 'chat/chats/gone', ticked: true });
    actor.send({ type: 'takeAlong.tick', id: 'chat/chats/other', ticked: true });
    actor.send({ type: 'takeAlong.tick', id: 'chat/chats/other', ticked: false });
    actor.send({ type: 'takeAlong.confirm' });
    expect(asked.apply).toEqual([{ ticked: ['chat/chats/gone'] }]);

    const report = { lists: [{ tool: 'chat', list: 'chats', added: 3, updated: 0, skipped: false, failed: false }], settings: 0 };
    tell({ type: 'takeAlong.applied', report });
    expect(actor.getSnapshot().value).toBe('done');
    expect(actor.getSnapshot().context).toMatchObject({ report, progress: null });
  });

  it('a refused file ends with its reason and nothing is written; another file can be chosen', () => {
    const { actor, asked, tell } = run();
    actor.send({ type: 'takeAlong.choose', file: new Blob(['x']) });
    tell({ type: 'takeAlong.planned', outcome: { ok: false, refusal: { reason: 'otherUser' } } });
    expect(actor.getSnapshot().value).toBe('refused');
    expect(actor.getSnapshot().context.refusal).toEqual({ reason: 'otherUser' });
    expect(asked.apply).toEqual([]);
    actor.send({ type: 'takeAlong.choose', file: new Blob(['{}']) });
    expect(actor.getSnapshot().context.refusal).toBeNull();
    expect(asked.plan).toHaveLength(2);
  });

  it('cancelling the summary writes nothing', () => {
    const { actor, asked, tell } = run();
    actor.send({ type: 'takeAlong.choose', file: new Blob(['{}']) });
    tell({ type: 'takeAlong.planned', outcome: { ok: true, summary } });
    actor.send({ type: 'takeAlong.cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(asked.apply).toEqual([]);
  });

  it('checking a file can be given up (a huge file, a registry that does not answer): its planner stops, nothing is written', () => {
    let stopped = 0;
    const machine = takeAlongMachine.provide({
      actors: { plan: fromCallback<TakeAlongEvent, PlanInput>(() => () => (stopped += 1)) },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'takeAlong.choose', file: new Blob(['{}']) });
    expect(actor.getSnapshot().can({ type: 'takeAlong.cancel' })).toBe(true);
    actor.send({ type: 'takeAlong.cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.progress).toBeNull();
    expect(stopped).toBe(1);
  });

  it('a planner that fails says so', () => {
    const { actor, tell } = run();
    actor.send({ type: 'takeAlong.choose', file: new Blob(['{}']) });
    tell({ type: 'takeAlong.failed', message: 'the worker failed' });
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.failure).toBe('the worker failed');
  });

  it('an export runs once at a time and ends exported, or failed', async () => {
    const { actor, asked, exportDone } = run();
    actor.send({ type: 'takeAlong.export' });
    actor.send({ type: 'takeAlong.export' });
    expect(asked.exports).toBe(1);
    exportDone().resolve();
    await Promise.resolve();
    await Promise.resolve();
    expect(actor.getSnapshot().value).toBe('exported');
    actor.send({ type: 'takeAlong.export' });
    exportDone().reject(new Error('storage failed'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.failure).toBe('storage failed');
  });
});
