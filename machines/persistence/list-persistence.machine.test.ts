import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate';
import {
  LOAD_TIMEOUT_MS, RETRY_FIRST_MS, RETRY_MAX_MS, SAVE_THROTTLE_MS, SAVE_TIMEOUT_MS, listPersistenceMachine, retryDelay, type NoteUnsavedParams,
} from './list-persistence.machine';
import {
  StorageFullError, type Incident, type ListInput, type ListPersistenceEvent, type LoadInput, type LoadResult, type SaveInput, type SaveResult,
} from './list-persistence.types';

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
const scope = { tenant: 'corporate', userId: 'alice' } as const;
const loaded = (result: Partial<LoadResult> = {}): LoadResult => ({ base: {}, journalKeys: [], incident: null, dirty: false, ...result });
const saved = (result: Partial<Extract<SaveResult, { outcome: 'saved' }>> = {}): SaveResult => ({
  outcome: 'saved', base: {}, journalKeys: [], incident: null, behind: true, ...result,
});
const unreadable = (asideKey: string | null, acknowledged = false): Incident => ({ raw: '{bad', asideKey, acknowledged });

function start({ load = async (): Promise<LoadResult> => loaded() } = {}) {
  const clock = new SimulatedClock();
  const loads: LoadInput[] = [];
  const saves: Array<{ input: SaveInput; answer: ReturnType<typeof deferred<SaveResult>> }> = [];
  const notes: NoteUnsavedParams[] = [];
  let watching = 0;
  let tell: ((event: ListPersistenceEvent) => void) | null = null;
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
        watch: fromCallback<ListPersistenceEvent, ListInput>(({ sendBack }) => {
          watching += 1;
          tell = sendBack;
          return () => {
            watching -= 1;
          };
        }),
      },
      actions: { noteUnsaved: (_, params) => void notes.push(params) },
    }),
    { clock, input: { list: 'chats', scope } },
  );
  const emitted: string[] = [];
  actor.on('*', (event) => emitted.push(event.type));
  actor.start();
  const tags = () => [...actor.getSnapshot().tags].sort();
  const state = () => actor.getSnapshot().value;
  const finishSave = async (result: SaveResult = saved()) => {
    saves.at(-1)!.answer.resolve(result);
    await settle();
  };
  /** What the watch actor tells: memory changed, or another tab wrote. */
  const heard = (event: ListPersistenceEvent) => tell!(event);
  return { actor, clock, loads, saves, notes, emitted, tags, state, finishSave, heard, watching: () => watching };
}

const changed = { type: 'persistence.changed' } as const;

describe('saving one list', () => {
  it('the first change after a quiet second is written at once; the next ones wait for the throttle', async () => {
    const { heard, clock, saves, finishSave, state } = start();
    await settle();
    heard(changed);
    expect(saves).toHaveLength(1);
    await finishSave();
    expect(state()).toBe('coolingDown');
    clock.increment(400);
    heard(changed);
    heard(changed);
    clock.increment(SAVE_THROTTLE_MS - 1);
    expect(saves).toHaveLength(1);
    clock.increment(1);
    expect(saves).toHaveLength(2);
    await finishSave();
    clock.increment(SAVE_THROTTLE_MS);
    expect(state()).toBe('idle');
  });

  it('a flush (page hidden) writes at once', async () => {
    const { actor, heard, saves } = start();
    await settle();
    heard(changed);
    actor.send({ type: 'persistence.flush' });
    expect(saves).toHaveLength(1);
  });

  it('a change heard during a write that the write had already read is not written again', async () => {
    const { heard, saves, finishSave, state } = start();
    await settle();
    heard(changed);
    heard(changed);
    await finishSave(saved({ behind: false }));
    expect(state()).toBe('coolingDown');
    expect(saves).toHaveLength(1);
  });

  it('a change during a write is written one throttle period later', async () => {
    const { heard, clock, saves, finishSave, state } = start();
    await settle();
    heard(changed);
    clock.increment(SAVE_THROTTLE_MS);
    heard(changed);
    await finishSave();
    expect(state()).toBe('throttling');
    clock.increment(SAVE_THROTTLE_MS);
    expect(saves).toHaveLength(2);
  });

  it('changes made before the load finished are written after it', async () => {
    const { clock, saves } = start({ load: async () => loaded({ dirty: true }) });
    await settle();
    clock.increment(SAVE_THROTTLE_MS);
    expect(saves).toHaveLength(1);
  });

  it('what a read or a write learned is what the next write works with', async () => {
    const { heard, saves, finishSave, actor } = start({ load: async () => loaded({ base: { s1: 1 }, journalKeys: ['K#unsaved:tab9'] }) });
    await settle();
    heard(changed);
    expect(saves[0]!.input).toEqual({ list: 'chats', scope, base: { s1: 1 }, journalKeys: ['K#unsaved:tab9'], incident: null });
    await finishSave(saved({ base: { s1: 2 }, journalKeys: [] }));
    expect(actor.getSnapshot().context).toMatchObject({ base: { s1: 2 }, journalKeys: [] });
  });

  it('storage full: a warning, and the next change tries again', async () => {
    const { heard, clock, saves, tags, emitted } = start();
    await settle();
    heard(changed);
    clock.increment(SAVE_THROTTLE_MS);
    saves[0]!.answer.reject(new StorageFullError());
    await settle();
    expect(tags()).toEqual(['warning']);
    expect(emitted).toEqual(['storageFull']);
    heard(changed);
    clock.increment(SAVE_THROTTLE_MS);
    expect(saves).toHaveLength(2);
  });

  it('a failed or unanswered write is retried after 1 s, then 2, 4 … up to every 30 s; a write that works starts over', async () => {
    const { heard, clock, saves, tags, actor } = start();
    await settle();
    heard(changed);
    saves[0]!.answer.reject(new Error('disk'));
    await settle();
    expect(tags()).toEqual(['error']);
    expect(actor.getSnapshot().context.failures).toBe(1);
    clock.increment(RETRY_FIRST_MS);
    expect(saves).toHaveLength(2);
    saves[1]!.answer.reject(new Error('disk'));
    await settle();
    clock.increment(RETRY_FIRST_MS);
    expect(saves).toHaveLength(2);
    clock.increment(RETRY_FIRST_MS);
    expect(saves).toHaveLength(3);
    // Unanswered: the timeout counts as a failure too.
    clock.increment(SAVE_TIMEOUT_MS);
    expect(tags()).toEqual(['error']);
    expect(actor.getSnapshot().context.failures).toBe(3);
    expect([1, 2, 3, 4, 5, 6, 9].map(retryDelay)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, RETRY_MAX_MS, RETRY_MAX_MS]);
    clock.increment(4_000);
    expect(saves).toHaveLength(4);
    saves[3]!.answer.resolve(saved());
    await settle();
    expect(actor.getSnapshot().context.failures).toBe(0);
  });

  it('another tab saved: an idle list reloads; a list about to save does not (its save merges)', async () => {
    const { heard, loads } = start();
    await settle();
    heard({ type: 'persistence.remoteSaved' });
    expect(loads.map((load) => load.initial)).toEqual([true, false]);
    await settle();
    heard(changed);
    heard({ type: 'persistence.remoteSaved' });
    expect(loads).toHaveLength(2);
  });

  it('a page that goes has its unsaved changes noted at once, in any state, with the answer streaming then', async () => {
    const { actor, notes } = start({ load: async () => loaded({ base: { s1: 1 } }) });
    const pending = { sessionId: 's1', content: 'Der Umsatz' };
    actor.send({ type: 'persistence.rescue', pending: null });
    await settle();
    actor.send({ type: 'persistence.rescue', pending });
    expect(notes).toEqual([
      { list: 'chats', scope, base: {}, pending: null },
      { list: 'chats', scope, base: { s1: 1 }, pending },
    ]);
  });

  it('the watch runs as long as the list does', () => {
    const { actor, watching } = start();
    expect(watching()).toBe(1);
    actor.stop();
    expect(watching()).toBe(0);
  });
});

describe('reading a list that cannot be trusted', () => {
  it('a storage that does not answer in time: an error, nothing written, a new attempt later', async () => {
    const { actor, heard, clock, loads, saves, tags } = start({ load: () => new Promise<LoadResult>(() => undefined) });
    clock.increment(LOAD_TIMEOUT_MS);
    expect(tags()).toEqual(['error']);
    heard(changed);
    actor.send({ type: 'persistence.flush' });
    clock.increment(SAVE_THROTTLE_MS);
    expect(saves).toHaveLength(0);
    clock.increment(RETRY_FIRST_MS);
    expect(loads).toHaveLength(2);
  });

  it('unreadable data: the user is told, nothing is written until acknowledged, then it may be written over', async () => {
    const { actor, heard, clock, saves, tags, emitted, finishSave } = start({
      load: async () => loaded({ incident: unreadable('K.unreadable.1') }),
    });
    await settle();
    expect(tags()).toEqual(['attention']);
    expect(emitted).toEqual(['unreadableFound']);
    expect(actor.getSnapshot().context.asideKeys).toEqual(['K.unreadable.1']);
    heard(changed);
    actor.send({ type: 'persistence.flush' });
    clock.increment(60_000);
    expect(saves).toHaveLength(0);
    actor.send({ type: 'persistence.acknowledged' });
    expect(saves.map((s) => s.input.incident)).toEqual([unreadable('K.unreadable.1', true)]);
    await finishSave();
    heard(changed);
    clock.increment(SAVE_THROTTLE_MS);
    expect(saves.map((s) => s.input.incident)).toEqual([unreadable('K.unreadable.1', true), null]);
  });

  it('data that could not be set aside (storage full) is told all the same, without a key', async () => {
    const { actor, tags, emitted } = start({ load: async () => loaded({ incident: unreadable(null) }) });
    await settle();
    expect(tags()).toEqual(['attention']);
    expect(emitted).toEqual(['unreadableFound']);
    expect(actor.getSnapshot().context.asideKeys).toEqual([]);
  });

  it('a save that meets new unreadable data stops and tells the user again', async () => {
    const { heard, clock, tags, finishSave } = start();
    await settle();
    heard(changed);
    clock.increment(SAVE_THROTTLE_MS);
    await finishSave({ outcome: 'unreadable', incident: unreadable('K.unreadable.2') });
    expect(tags()).toEqual(['attention']);
  });
});
