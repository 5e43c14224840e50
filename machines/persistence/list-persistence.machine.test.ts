import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { LOAD_TIMEOUT_MS, RETRY_MS, SAVE_THROTTLE_MS, SAVE_TIMEOUT_MS, listPersistenceMachine } from './list-persistence.machine';
import { StorageFullError, type LoadInput, type LoadResult, type SaveInput, type SaveResult } from './list-persistence.types';

/** A promise the test settles by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function start({ load = async (): Promise<LoadResult> => ({ outcome: 'loaded', dirty: false }) } = {}) {
  const clock = new SimulatedClock();
  const loads: LoadInput[] = [];
  const saves: Array<{ input: SaveInput; answer: ReturnType<typeof deferred<SaveResult>> }> = [];
  const actor = createActor(
    listPersistenceMachine.provide({
      actors: {
        load: fromPromise<LoadResult, LoadInput>(({ input }) => {
          loads.push(input);
          return load();
        }),
        save: fromPromise<SaveResult, SaveInput>(({ input }) => {
          const answer = deferred<SaveResult>();
          saves.push({ input, answer });
          return answer.promise;
        }),
      },
    }),
    { clock },
  );
  const emitted: string[] = [];
  actor.on('*', (event) => emitted.push(event.type));
  actor.start();
  const tags = () => [...actor.getSnapshot().tags].sort();
  const state = () => actor.getSnapshot().value;
  const finishSave = async (result: SaveResult = { outcome: 'saved' }) => {
    saves.at(-1)!.answer.resolve(result);
    await settle();
  };
  return { actor, clock, loads, saves, emitted, tags, state, finishSave };
}

const changed = { type: 'persistence.changed' } as const;

describe('saving one list', () => {
  it('the first change after a quiet second is written at once; the next ones wait for the throttle', async () => {
    const { actor, clock, saves, finishSave, state } = start();
    await settle();
    actor.send(changed);
    expect(saves).toHaveLength(1);
    await finishSave();
    expect(state()).toBe('coolingDown');
    clock.increment(400);
    actor.send(changed);
    actor.send(changed);
    clock.increment(SAVE_THROTTLE_MS - 1);
    expect(saves).toHaveLength(1);
    clock.increment(1);
    expect(saves).toHaveLength(2);
    await finishSave();
    clock.increment(SAVE_THROTTLE_MS);
    expect(state()).toBe('idle');
  });

  it('a flush (page hidden) writes at once', async () => {
    const { actor, saves } = start();
    await settle();
    actor.send(changed);
    actor.send({ type: 'persistence.flush' });
    expect(saves).toHaveLength(1);
  });

  it('a change heard during a write that the write had already read is not written again', async () => {
    const { actor, saves, finishSave, state } = start();
    await settle();
    actor.send(changed);
    actor.send(changed);
    await finishSave({ outcome: 'saved', behind: false });
    expect(state()).toBe('coolingDown');
    expect(saves).toHaveLength(1);
  });

  it('a change during a write is written one throttle period later', async () => {
    const { actor, clock, saves, finishSave, state } = start();
    await settle();
    actor.send(changed);
    clock.increment(SAVE_THROTTLE_MS);
    actor.send(changed);
    await finishSave();
    expect(state()).toBe('throttling');
    clock.increment(SAVE_THROTTLE_MS);
    expect(saves).toHaveLength(2);
  });

  it('changes made before the load finished are written after it', async () => {
    const { clock, saves } = start({ load: async () => ({ outcome: 'loaded', dirty: true }) });
    await settle();
    clock.increment(SAVE_THROTTLE_MS);
    expect(saves).toHaveLength(1);
  });

  it('storage full: a warning, and the next change tries again', async () => {
    const { actor, clock, saves, tags, emitted } = start();
    await settle();
    actor.send(changed);
    clock.increment(SAVE_THROTTLE_MS);
    saves[0]!.answer.reject(new StorageFullError());
    await settle();
    expect(tags()).toEqual(['warning']);
    expect(emitted).toEqual(['storageFull']);
    actor.send(changed);
    clock.increment(SAVE_THROTTLE_MS);
    expect(saves).toHaveLength(2);
  });

  it('a failed or unanswered write is retried', async () => {
    const { actor, clock, saves, tags } = start();
    await settle();
    actor.send(changed);
    clock.increment(SAVE_THROTTLE_MS);
    saves[0]!.answer.reject(new Error('disk'));
    await settle();
    expect(tags()).toEqual(['error']);
    clock.increment(RETRY_MS);
    expect(saves).toHaveLength(2);
    clock.increment(SAVE_TIMEOUT_MS);
    expect(tags()).toEqual(['error']);
  });

  it('another tab saved: an idle list reloads; a list about to save does not (its save merges)', async () => {
    const { actor, loads } = start();
    await settle();
    actor.send({ type: 'persistence.remoteSaved' });
    expect(loads).toEqual([{ initial: true }, { initial: false }]);
    await settle();
    actor.send(changed);
    actor.send({ type: 'persistence.remoteSaved' });
    expect(loads).toHaveLength(2);
  });
});

describe('reading a list that cannot be trusted', () => {
  it('a storage that does not answer in time: an error, nothing written, a new attempt later', async () => {
    const { actor, clock, loads, saves, tags } = start({ load: () => new Promise<LoadResult>(() => undefined) });
    clock.increment(LOAD_TIMEOUT_MS);
    expect(tags()).toEqual(['error']);
    actor.send(changed);
    actor.send({ type: 'persistence.flush' });
    clock.increment(SAVE_THROTTLE_MS);
    expect(saves).toHaveLength(0);
    clock.increment(RETRY_MS);
    expect(loads).toHaveLength(2);
  });

  it('unreadable data: the user is told, nothing is written until acknowledged, then it may be written over', async () => {
    const { actor, clock, saves, tags, emitted, finishSave } = start({
      load: async () => ({ outcome: 'unreadable', asideKey: 'K.unreadable.1', dirty: false }),
    });
    await settle();
    expect(tags()).toEqual(['attention']);
    expect(emitted).toEqual(['unreadableFound']);
    expect(actor.getSnapshot().context.asideKeys).toEqual(['K.unreadable.1']);
    actor.send(changed);
    actor.send({ type: 'persistence.flush' });
    clock.increment(60_000);
    expect(saves).toHaveLength(0);
    actor.send({ type: 'persistence.acknowledged' });
    expect(saves.map((s) => s.input)).toEqual([{ acknowledged: true }]);
    await finishSave();
    actor.send(changed);
    clock.increment(SAVE_THROTTLE_MS);
    expect(saves.map((s) => s.input)).toEqual([{ acknowledged: true }, { acknowledged: false }]);
  });

  it('a save that meets new unreadable data stops and tells the user again', async () => {
    const { actor, clock, tags, finishSave } = start();
    await settle();
    actor.send(changed);
    clock.increment(SAVE_THROTTLE_MS);
    await finishSave({ outcome: 'unreadable', asideKey: 'K.unreadable.2' });
    expect(tags()).toEqual(['attention']);
  });
});
