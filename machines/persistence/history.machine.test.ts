import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, setup, SimulatedClock, type AnyActorRef } from 'xstate';
import type { StorageScope } from '../../domain/chat';
import { historyMachine, historySettled, historyStatus } from './history.machine';
import { listPersistenceMachine, SAVE_THROTTLE_MS } from './list-persistence.machine';
import type { ListInput, ListPersistenceEvent, LoadInput, LoadResult, SaveInput, SaveResult } from './list-persistence.types';

const alice: StorageScope = { tenant: 'corporate', userId: 'alice' };
const bob: StorageScope = { tenant: 'corporate', userId: 'bob' };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const loaded: LoadResult = { base: {}, journalKeys: [], incident: null, dirty: false };
// `behind`: changes heard during the write may be missing from it, and are written next.
const saved: SaveResult = { outcome: 'saved', base: {}, journalKeys: [], incident: null, behind: true };

/** The history over lists whose effects the test watches: loads answer at once, saves when the test says. */
function startHistory(scope: StorageScope | null = alice, { holdLoadsOf }: { holdLoadsOf?: string } = {}) {
  const clock = new SimulatedClock();
  const log: string[] = [];
  const pendingSaves: Array<() => void> = [];
  const memory = new Map<string, (event: ListPersistenceEvent) => void>();
  const list = listPersistenceMachine.provide({
    actors: {
      load: fromPromise<LoadResult, LoadInput>(async ({ input }) => {
        log.push(`load ${input.list} ${input.scope.userId}`);
        if (input.scope.userId === holdLoadsOf) await new Promise(() => {});
        return loaded;
      }),
      save: fromPromise<SaveResult, SaveInput>(
        ({ input }) =>
          new Promise((resolve) => {
            log.push(`save ${input.list} ${input.scope.userId}`);
            pendingSaves.push(() => resolve(saved));
          }),
      ),
      watch: fromCallback<ListPersistenceEvent, ListInput>(({ input, sendBack }) => {
        memory.set(input.list, sendBack);
        return () => memory.delete(input.list);
      }),
    },
    actions: { noteUnsaved: (_, { list, pending }) => void log.push(`note ${list}${pending ? ` with "${pending.content}"` : ''}`) },
  });
  const history = createActor(historyMachine.provide({ actors: { list } }), { input: { name: 'chat.history', lists: ['chats', 'documents'], scope }, clock });
  history.on('history.cleared', ({ scope: next }) => log.push(`cleared for ${next?.userId ?? 'nobody'}`));
  history.start();
  /** The slice behind `list` changed. */
  const change = (name: string) => memory.get(name)!({ type: 'persistence.changed' });
  const finishSaves = async () => {
    pendingSaves.splice(0).forEach((resolve) => resolve());
    await settle();
  };
  return { history, clock, log, change, finishSaves };
}

/** An actor that records what it is told (the studio or a tool waiting for `history.settled`). */
function listener() {
  const heard: string[] = [];
  const actor = createActor(setup({}).createMachine({ on: { '*': { actions: ({ event }) => heard.push(event.type) } } })).start();
  return { actor: actor as AnyActorRef, heard };
}

describe('a tool’s history', () => {
  it('runs one list actor per list under the scope, each with its system id; nobody signed in, none', async () => {
    const { history, log } = startHistory();
    await settle();
    expect(['chat.history.chats', 'chat.history.documents'].map((id) => history.system.get(id) !== undefined)).toEqual([true, true]);
    expect(log).toEqual(['load chats alice', 'load documents alice']);
    expect(historyStatus(history.getSnapshot()).lists).toEqual({ chats: 'ready', documents: 'ready' });

    const nobody = startHistory(null);
    expect(nobody.history.system.get('chat.history.chats')).toBeUndefined();
    expect(historyStatus(nobody.history.getSnapshot()).lists).toEqual({});
  });

  it('a scope change notes the changes, waits for the writes, empties the lists, and only then reads the next user’s', async () => {
    const { history, log, change, clock, finishSaves } = startHistory();
    await settle();
    change('chats');
    clock.increment(100);
    change('chats');
    log.length = 0;
    history.send({ type: 'history.scopeChanged', scope: bob });
    expect(log).toEqual(['note chats', 'note documents']);
    // The write under way ends with changes heard meanwhile: they are written too, at once.
    await finishSaves();
    expect(log).toEqual(['note chats', 'note documents', 'save chats alice']);
    await finishSaves();
    expect(log.slice(3)).toEqual(['cleared for bob', 'load chats bob', 'load documents bob']);
    expect(history.getSnapshot().context.scope).toEqual(bob);
  });

  it('a late snapshot of the previous user’s list does not count as the new user’s list being read', async () => {
    const { history } = startHistory(alice, { holdLoadsOf: 'bob' });
    await settle();
    const alicesChats = history.getSnapshot().children.chats!.getSnapshot();
    history.send({ type: 'history.scopeChanged', scope: bob });
    await settle();
    expect(historyStatus(history.getSnapshot()).lists).toEqual({ chats: 'loading', documents: 'loading' });
    // As a snapshot event queued by alice's stopped list would arrive.
    history.send({ type: 'xstate.snapshot.chats', snapshot: alicesChats } as never);
    expect(historyStatus(history.getSnapshot()).lists).toEqual({ chats: 'loading', documents: 'loading' });
  });

  it('signing out: the lists go and nothing is read until someone signs in', async () => {
    const { history, log } = startHistory();
    await settle();
    log.length = 0;
    history.send({ type: 'history.scopeChanged', scope: null });
    await settle();
    expect(log).toEqual(['note chats', 'note documents', 'cleared for nobody']);
    expect(history.getSnapshot().matches('detached')).toBe(true);
    history.send({ type: 'history.scopeChanged', scope: alice });
    await settle();
    expect(log.slice(3)).toEqual(['cleared for alice', 'load chats alice', 'load documents alice']);
  });

  it('settling writes what waits for the throttle at once, then says so; with nothing waiting, it says so at once', async () => {
    const { history, log, change, finishSaves } = startHistory();
    await settle();
    const studio = listener();
    history.send({ type: 'history.settle', replyTo: studio.actor });
    expect(studio.heard).toEqual(['history.settled']);

    change('chats');
    await finishSaves();
    change('chats');
    log.length = 0;
    history.send({ type: 'history.settle', replyTo: studio.actor });
    expect(log).toEqual(['save chats alice']);
    expect(studio.heard).toEqual(['history.settled']);
    await finishSaves();
    expect(studio.heard).toEqual(['history.settled', 'history.settled']);
    expect(historySettled(history.getSnapshot())).toBe(true);
  });

  it('a hidden tab notes its changes with the answer streaming then, and writes at once what waits for the throttle', async () => {
    const { history, log, change, clock, finishSaves } = startHistory();
    await settle();
    change('documents');
    await finishSaves();
    change('documents');
    log.length = 0;
    history.send({ type: 'history.hidden', pending: { sessionId: 's1', content: 'Der Umsatz' } });
    expect(log).toEqual(['note chats with "Der Umsatz"', 'note documents with "Der Umsatz"', 'save documents alice']);
    clock.increment(SAVE_THROTTLE_MS);
    expect(log.filter((line) => line.startsWith('save'))).toEqual(['save documents alice']);
  });

  it('settling while detached answers at once', () => {
    const { history } = startHistory(null);
    const studio = listener();
    history.send({ type: 'history.settle', replyTo: studio.actor });
    expect(studio.heard).toEqual(['history.settled']);
  });
});
