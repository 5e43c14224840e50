// fake-indexeddb implements IndexedDB in plain JavaScript (jsdom has none); the Chromium
// end-to-end tests cover the real one.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it, vi } from 'vitest';
import { indexedDbKeyValueStore } from './indexeddb-store';

const freshStore = () => {
  const factory = new IDBFactory();
  return { factory, store: indexedDbKeyValueStore(factory, 'studio-history-test') };
};

/** A store over a factory that hands it the real connections and keeps them for the test to close. */
const watchedStore = () => {
  const factory = new IDBFactory();
  const connections: IDBDatabase[] = [];
  const watched = Object.assign(Object.create(factory) as IDBFactory, {
    open(name: string, version?: number) {
      const request = factory.open(name, version);
      request.addEventListener('success', () => connections.push(request.result));
      return request;
    },
  });
  return { store: indexedDbKeyValueStore(watched, 'studio-history-test'), connections };
};

describe('the IndexedDB key-value store', () => {
  it('gives back a copy of what was stored, and undefined for a key never written', async () => {
    const { store } = freshStore();
    const chat = { id: 'session_1', messages: [{ role: 'user', content: 'Hallo' }], createdAt: 1 };
    await store.set('PRIVATE_CHAT_HISTORY:alice', chat);
    chat.messages.push({ role: 'assistant', content: 'changed after the write' });

    const read = await store.get('PRIVATE_CHAT_HISTORY:alice');
    expect(read).toEqual({ id: 'session_1', messages: [{ role: 'user', content: 'Hallo' }], createdAt: 1 });
    expect(read).not.toBe(chat);
    expect(await store.get('PRIVATE_CHAT_HISTORY:bob')).toBeUndefined();
  });

  it('overwrites a key and deletes it', async () => {
    const { store } = freshStore();
    await store.set('RAG_UPLOADED_DOCS', ['a']);
    await store.set('RAG_UPLOADED_DOCS', ['b']);
    expect(await store.get('RAG_UPLOADED_DOCS')).toEqual(['b']);
    await store.delete('RAG_UPLOADED_DOCS');
    expect(await store.get('RAG_UPLOADED_DOCS')).toBeUndefined();
  });

  it('lists the keys that start with a prefix, and no others', async () => {
    const { store } = freshStore();
    const key = 'PRIVATE_CHAT_HISTORY:alice';
    await store.set(key, 1);
    await store.set(`${key}.unreadable.100`, 2);
    await store.set(`${key}.unreadable.200`, 3);
    await store.set('PRIVATE_CHAT_HISTORY:alicia.unreadable.1', 4);
    await store.set('PRIVATE_CHAT_HISTORY_STACKIT:alice.unreadable.1', 5);

    expect((await store.keys(`${key}.unreadable.`)).sort()).toEqual([`${key}.unreadable.100`, `${key}.unreadable.200`]);
    expect(await store.keys('RAG_UPLOADED_DOCS')).toEqual([]);
  });

  it('keeps what is stored between two stores on the same database, as a reload does', async () => {
    const { factory, store } = freshStore();
    await store.set('k', { kept: true });
    expect(await indexedDbKeyValueStore(factory, 'studio-history-test').get('k')).toEqual({ kept: true });
  });

  it('rejects a value that cannot be stored and keeps the previous one', async () => {
    const { store } = freshStore();
    await store.set('k', 'before');
    await expect(store.set('k', { callback: () => undefined })).rejects.toMatchObject({ name: 'DataCloneError' });
    expect(await store.get('k')).toBe('before');
  });

  it('steps aside when a newer version of the app upgrades the database in another tab', async () => {
    const { factory, store } = freshStore();
    await store.set('k', 'v');
    const upgraded = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = factory.open('studio-history-test', 2);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
      request.onblocked = () => reject(new Error('the older connection did not close'));
    });
    expect(upgraded.version).toBe(2);
    upgraded.close();
    // This older app now opens afresh, and the database's version no longer matches its own.
    await expect(store.get('k')).rejects.toMatchObject({ name: 'VersionError' });
  });

  it('a connection closed under it (site data cleared) is opened again: the next write goes through', async () => {
    const { store, connections } = watchedStore();
    await store.set('PRIVATE_CHAT_HISTORY:alice', 1);
    connections[0]!.close();

    await store.set('PRIVATE_CHAT_HISTORY:alice', 2);

    expect(await store.get('PRIVATE_CHAT_HISTORY:alice')).toBe(2);
    expect(connections).toHaveLength(2);
  });

  it('a connection the browser reports closed (onclose) is not used again', async () => {
    const { store, connections } = watchedStore();
    await store.set('PRIVATE_CHAT_HISTORY:alice', 1);
    const lost = connections[0]!;
    const usedAfterClose = vi.spyOn(lost, 'transaction');
    lost.close();
    lost.onclose?.call(lost, new Event('close'));

    await store.set('PRIVATE_CHAT_HISTORY:alice', 2);

    expect(usedAfterClose).not.toHaveBeenCalled();
    expect(await store.get('PRIVATE_CHAT_HISTORY:alice')).toBe(2);
  });
});
