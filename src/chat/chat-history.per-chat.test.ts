import { describe, expect, it } from 'vitest';
import { chatDeleted, chatRenamed, chatsExpired, selectChats } from '../../store/chats.slice';
import { memoryKeyValueStore, type MemoryKeyValueStore } from '../persistence/key-value-store';
import { settle, storedListIn } from '../persistence/testing';
import writtenByVersion3 from '../persistence/fixtures/chat-history-v3.json';
import { fakeBrowser, t0, type Tab } from './chat-history.test-support';

const KEY = 'PRIVATE_CHAT_HISTORY:alice';
const recordOf = (id: string) => `${KEY}/${id}`;

/** A storage holding what today's release wrote (one record, version 3), with its writes and deletions counted and the n-th write refusable. */
function version3Storage() {
  const storage: MemoryKeyValueStore = memoryKeyValueStore({ [KEY]: structuredClone(writtenByVersion3) });
  const writes: string[] = [];
  const deletes: string[] = [];
  let refuseFrom = Number.POSITIVE_INFINITY;
  const set = storage.set.bind(storage);
  const remove = storage.delete.bind(storage);
  storage.set = async (key, value) => {
    if (key.startsWith(KEY) && writes.length + 1 >= refuseFrom) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    if (key.startsWith(KEY)) writes.push(key);
    await set(key, value);
  };
  storage.delete = async (key) => {
    deletes.push(key);
    await remove(key);
  };
  return {
    storage, writes, deletes,
    /** The n-th write of the chat list from now on, and every one after it, fails as a full storage does. */
    refuseFrom: (n: number) => void (refuseFrom = writes.length + n),
    roomAgain: () => void (refuseFrom = Number.POSITIVE_INFINITY),
    forget: () => {
      writes.splice(0);
      deletes.splice(0);
    },
  };
}

const names = (tab: Tab) => Object.fromEntries(selectChats(tab.store.getState()).map((chat) => [chat.sessionId, chat.name]));

describe('one stored record per chat', () => {
  it('a history written as one record (version 3) opens whole and is stored one record per chat, its tombstone kept', async () => {
    const { storage, writes } = version3Storage();
    const tab = await fakeBrowser(storage).openTab();
    await settle();
    expect(names(tab)).toEqual({ session_trip: 'Trip', session_budget: null, session_notes: 'Notes' });
    // Every chat's record first, the index (over the old record) last.
    expect(writes).toEqual([recordOf('session_trip'), recordOf('session_budget'), recordOf('session_notes'), KEY]);
    expect(storage.data.get(KEY)).toEqual({
      version: 5,
      entries: [
        { id: 'session_trip', updated: t0 + 100, title: 'Trip', messages: 2 },
        { id: 'session_budget', updated: t0 + 200, title: null, messages: 2 },
        { id: 'session_notes', updated: t0 + 300, title: 'Notes', messages: 1 },
      ],
      deleted: { session_gone: t0 + 50 },
    });
    expect(storedListIn(storage.data, KEY)).toEqual({ ...writtenByVersion3, version: 5 });
  });

  it('storage full half way: the old record stays the truth, nothing is lost, and the next start goes on where it stopped', async () => {
    const { storage, writes, refuseFrom, roomAgain, forget } = version3Storage();
    const browser = fakeBrowser(storage);
    refuseFrom(2);
    const first = await browser.openTab();
    await settle();
    expect(names(first)).toEqual({ session_trip: 'Trip', session_budget: null, session_notes: 'Notes' });
    expect(writes).toEqual([recordOf('session_trip')]);
    expect(storage.data.get(KEY)).toEqual(writtenByVersion3);
    first.persistence.stop();

    roomAgain();
    forget();
    const next = await browser.openTab();
    await settle();
    expect(names(next)).toEqual({ session_trip: 'Trip', session_budget: null, session_notes: 'Notes' });
    expect(writes).toEqual([recordOf('session_budget'), recordOf('session_notes'), KEY]);
    expect(storedListIn(storage.data, KEY)).toEqual({ ...writtenByVersion3, version: 5 });
  });

  it('renaming one chat writes its record and the index; deleting one removes only its record', async () => {
    const { storage, writes, deletes, forget } = version3Storage();
    const tab = await fakeBrowser(storage).openTab();
    await settle();
    forget();
    tab.store.dispatch(chatRenamed({ sessionId: 'session_notes', name: 'Kept notes', now: t0 + 400 }));
    await tab.persistence.flush();
    expect(writes).toEqual([recordOf('session_notes'), KEY]);

    forget();
    tab.store.dispatch(chatDeleted({ sessionId: 'session_trip' }));
    await tab.persistence.flush();
    expect(writes).toEqual([KEY]);
    expect(deletes).toEqual([recordOf('session_trip')]);
    expect(storage.data.get(KEY)).toMatchObject({ deleted: { session_gone: t0 + 50, session_trip: expect.any(Number) } });
    expect(storedListIn(storage.data, KEY)).toMatchObject({ items: [{ sessionId: 'session_budget' }, { sessionId: 'session_notes', name: 'Kept notes' }] });
  });

  it('two tabs renaming different chats: each writes only its chat, and both see both names', async () => {
    const { storage, writes, forget } = version3Storage();
    const browser = fakeBrowser(storage);
    const a = await browser.openTab();
    const b = await browser.openTab();
    await settle();
    forget();
    a.store.dispatch(chatRenamed({ sessionId: 'session_trip', name: 'Lisbon', now: t0 + 400 }));
    b.store.dispatch(chatRenamed({ sessionId: 'session_notes', name: 'Later', now: t0 + 401 }));
    await a.persistence.flush();
    await b.persistence.flush();
    await settle();
    await settle();
    expect(writes.filter((key) => key !== KEY).sort()).toEqual([recordOf('session_notes'), recordOf('session_trip')]);
    const both = { session_trip: 'Lisbon', session_budget: null, session_notes: 'Later' };
    expect(names(a)).toEqual(both);
    expect(names(b)).toEqual(both);
    expect(storage.data.get(KEY)).toMatchObject({ entries: [{ title: 'Lisbon' }, { title: null }, { title: 'Later' }] });
  });

  it('the expiry sweep removes the expired chats’ records and leaves their tombstones in the index', async () => {
    const { storage, writes, deletes, forget } = version3Storage();
    const tab = await fakeBrowser(storage).openTab();
    await settle();
    forget();
    tab.store.dispatch(chatsExpired({ sessionIds: ['session_trip', 'session_budget'] }));
    await tab.persistence.flush();
    expect(writes).toEqual([KEY]);
    expect(deletes.sort()).toEqual([recordOf('session_budget'), recordOf('session_trip')]);
    expect(storage.data.has(recordOf('session_notes'))).toBe(true);
    expect(Object.keys((storage.data.get(KEY) as { deleted: object }).deleted).sort()).toEqual(['session_budget', 'session_gone', 'session_trip']);
  });
});
