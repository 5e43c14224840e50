import { describe, expect, it } from 'vitest';
import type { Chat } from '../../domain/chat';
import { chatListKind } from './chat-records';
import { localLocks } from './cross-tab';
import { memoryKeyValueStore } from './key-value-store';
import { createListSync, sameStoredValue } from './list-sync';

const KEY = 'PRIVATE_CHAT_HISTORY:alice';
const chat = (sessionId: string, timeStamp = 1): Chat => ({ sessionId, name: null, messages: [], timeStamp, createdAt: 1, documents: [] });

function sync(stored: unknown, migrations = chatListKind.migrations) {
  const storage = memoryKeyValueStore({ [KEY]: stored });
  let items: Chat[] = [];
  const saves: string[] = [];
  const list = createListSync({
    kind: { ...chatListKind, migrations },
    key: KEY,
    storage,
    locks: localLocks(),
    memory: { read: () => items, apply: (next) => { items = next; } },
    now: () => 1000,
    saved: () => saves.push('saved'),
  });
  return { storage, list, saves, setItems: (next: Chat[]) => { items = next; }, items: () => items };
}

describe('reading and writing one list', () => {
  it('a throwing migration: the data is set aside, kept in place, and only the acknowledged save writes over it', async () => {
    const { storage, list, setItems } = sync([chat('s1')], [() => { throw new Error('bug'); }]);
    expect(await list.load({ initial: true })).toEqual({ outcome: 'unreadable', asideKey: `${KEY}.unreadable.1000`, dirty: false });
    setItems([chat('s2')]);
    expect(await list.save({ acknowledged: false })).toEqual({ outcome: 'unreadable', asideKey: `${KEY}.unreadable.1000` });
    expect(storage.data.get(KEY)).toEqual([chat('s1')]);
    expect(await list.save({ acknowledged: true })).toEqual({ outcome: 'saved', behind: false });
    expect(storage.data.get(`${KEY}.unreadable.1000`)).toEqual([chat('s1')]);
  });

  it('different unreadable data met after the acknowledgement is set aside too, under a key of its own', async () => {
    const { storage, list } = sync('{bad');
    await list.load({ initial: true });
    await storage.set(KEY, '{worse');
    expect(await list.save({ acknowledged: true })).toEqual({ outcome: 'unreadable', asideKey: `${KEY}.unreadable.1001` });
    expect(storage.data.get(KEY)).toBe('{worse');
  });

  it('data already set aside and acknowledged is not set aside again when read again before it could be replaced', async () => {
    const { storage, list } = sync([chat('s1'), { broken: true }]);
    await list.load({ initial: true });
    storage.quotaChars = 1;
    await expect(list.save({ acknowledged: true })).rejects.toMatchObject({ name: 'StorageFullError' });
    storage.quotaChars = Number.POSITIVE_INFINITY;
    expect((await list.load({ initial: false })).outcome).toBe('loaded');
    expect(await storage.keys(`${KEY}.unreadable.`)).toHaveLength(1);
  });

  it('a save tells the other tabs; a failed write does not', async () => {
    const { storage, list, saves, setItems } = sync(undefined);
    await list.load({ initial: true });
    setItems([chat('s1')]);
    await list.save({ acknowledged: false });
    storage.quotaChars = 1;
    setItems([chat('s1', 2)]);
    await expect(list.save({ acknowledged: false })).rejects.toMatchObject({ name: 'StorageFullError' });
    expect(saves).toEqual(['saved']);
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
