import { describe, expect, it } from 'vitest';
import type { Chat } from '../../domain/chat';
import type { ListBookkeeping, SaveResult } from '../../machines/persistence/list-persistence.types';
import { chatListKind } from './chat-records';
import { localLocks, type BroadcastLike } from './cross-tab';
import { memoryKeyValueStore } from './key-value-store';
import { listEffects, sameStoredValue, type ListBinding } from './list-effects';

const KEY = 'PRIVATE_CHAT_HISTORY:alice';
const scope = { tenant: 'corporate', userId: 'alice' } as const;
const chat = (sessionId: string, timeStamp = 1): Chat => ({ sessionId, name: null, messages: [], timeStamp, createdAt: 1, documents: [] });

/** The effects of one list over a store of its own (a plain array) and a storage holding `stored`. */
function effects(stored: unknown, migrations = chatListKind.migrations) {
  const storage = memoryKeyValueStore({ [KEY]: stored });
  let items: Chat[] = [];
  const listeners = new Set<() => void>();
  const store = {
    getState: () => ({ chats: { items } }) as never,
    dispatch: (action: { payload: { chats: Chat[] } }) => {
      items = action.payload.chats;
      listeners.forEach((listener) => listener());
      return action as never;
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const binding: ListBinding<Chat> = {
    kind: { ...chatListKind, migrations },
    keyOf: () => KEY,
    select: (state) => state.chats.items,
    loaded: (chats) => ({ type: 'loaded', payload: { chats } }),
  };
  const saves: string[] = [];
  const broadcast: BroadcastLike = { postMessage: () => void saves.push('saved'), addEventListener: () => undefined, removeEventListener: () => undefined };
  const list = listEffects(binding, { store: store as never, storage, locks: localLocks(), broadcast, journalStorage: null, tabId: 'tab1', now: () => 1000 });
  let kept: ListBookkeeping = { base: {}, journalKeys: [], incident: null };
  return {
    storage,
    saves,
    setItems: (next: Chat[]) => store.dispatch({ payload: { chats: next } }),
    items: () => items,
    /** Loads, keeping what it learned for the next call (as the machine's context does). */
    async load(initial = true) {
      const result = await list.load({ list: 'chats', scope, initial, ...kept });
      kept = { base: result.base, journalKeys: result.journalKeys, incident: result.incident };
      return result;
    },
    async save(acknowledge = false) {
      const incident = acknowledge && kept.incident ? { ...kept.incident, acknowledged: true } : kept.incident;
      const result: SaveResult = await list.save({ list: 'chats', scope, ...kept, incident });
      kept = result.outcome === 'saved' ? { base: result.base, journalKeys: result.journalKeys, incident: null } : { ...kept, incident: result.incident };
      return result;
    },
  };
}

describe('reading and writing one list', () => {
  it('a throwing migration: the data is set aside, kept in place, and only the acknowledged save writes over it', async () => {
    const list = effects([chat('s1')], [() => { throw new Error('bug'); }]);
    expect(await list.load()).toMatchObject({ incident: { asideKey: `${KEY}.unreadable.1000`, acknowledged: false }, dirty: false });
    list.setItems([chat('s2')]);
    expect(await list.save()).toMatchObject({ outcome: 'unreadable', incident: { asideKey: `${KEY}.unreadable.1000` } });
    expect(list.storage.data.get(KEY)).toEqual([chat('s1')]);
    expect(await list.save(true)).toMatchObject({ outcome: 'saved', behind: false, incident: null });
    expect(list.storage.data.get(`${KEY}.unreadable.1000`)).toEqual([chat('s1')]);
  });

  it('different unreadable data met after the acknowledgement is set aside too, under a key of its own', async () => {
    const list = effects('{bad');
    await list.load();
    await list.storage.set(KEY, '{worse');
    expect(await list.save(true)).toMatchObject({ outcome: 'unreadable', incident: { asideKey: `${KEY}.unreadable.1001`, acknowledged: false } });
    expect(list.storage.data.get(KEY)).toBe('{worse');
  });

  it('data already set aside and acknowledged is not set aside again when read again before it could be replaced', async () => {
    const list = effects([chat('s1'), { broken: true }]);
    await list.load();
    list.storage.quotaChars = 1;
    await expect(list.save(true)).rejects.toMatchObject({ name: 'StorageFullError' });
    list.storage.quotaChars = Number.POSITIVE_INFINITY;
    await list.load(false);
    expect(await list.storage.keys(`${KEY}.unreadable.`)).toHaveLength(1);
  });

  it('a save tells the other tabs; a failed write does not', async () => {
    const list = effects(undefined);
    await list.load();
    list.setItems([chat('s1')]);
    await list.save();
    list.storage.quotaChars = 1;
    list.setItems([chat('s1', 2)]);
    await expect(list.save()).rejects.toMatchObject({ name: 'StorageFullError' });
    expect(list.saves).toEqual(['saved']);
  });

  it('the stamps of what was read and written are handed back, not kept here', async () => {
    const list = effects({ version: 1, items: [chat('s1', 5)], deleted: {} });
    expect(await list.load()).toMatchObject({ base: { s1: 5 }, dirty: false });
    list.setItems([...list.items(), chat('s2', 7)]);
    expect(await list.save()).toMatchObject({ outcome: 'saved', base: { s1: 5, s2: 7 } });
  });
});

describe('comparing stored values', () => {
  it.each<[unknown, unknown, boolean]>([
    ['a', 'a', true],
    [{ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] }, true],
    [{ a: 1 }, { a: 1, b: undefined }, false],
    [[1, 2], { 0: 1, 1: 2 }, false],
    [null, {}, false],
  ])('%j and %j: %s', (a, b, same) => {
    expect(sameStoredValue(a, b)).toBe(same);
  });
});
