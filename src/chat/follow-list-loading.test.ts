import { describe, expect, it, vi } from 'vitest';
import type { ListStatus, PersistenceStatus } from '../persistence/chat-persistence.types';
import { followListLoading } from './follow-list-loading';

/** A persistence whose list statuses the scenario sets. */
function fakePersistence() {
  let status: PersistenceStatus = { chats: 'loading', documents: 'loading', asideKeys: [] };
  const listeners = new Set<() => void>();
  return {
    getStatus: () => status,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(chats: ListStatus, documents: ListStatus) {
      status = { chats, documents, asideKeys: [] };
      listeners.forEach((listener) => listener());
    },
  };
}

function follow() {
  const persistence = fakePersistence();
  const chat = { removeExpiredDocuments: vi.fn(), reopenLatestChat: vi.fn() };
  followListLoading(persistence, chat);
  return { persistence, chat };
}

describe('after the lists load', () => {
  it('documents that load before the history are not expired until the history is in, so no chat keeps them', () => {
    const { persistence, chat } = follow();
    persistence.set('loading', 'ready');
    expect(chat.removeExpiredDocuments).not.toHaveBeenCalled();
    persistence.set('ready', 'ready');
    expect(chat.removeExpiredDocuments).toHaveBeenCalledTimes(1);
    expect(chat.reopenLatestChat).toHaveBeenCalledTimes(1);
  });

  it('an unreadable history does not keep expired documents forever', () => {
    const { persistence, chat } = follow();
    persistence.set('unreadable', 'ready');
    expect(chat.removeExpiredDocuments).toHaveBeenCalledTimes(1);
    expect(chat.reopenLatestChat).not.toHaveBeenCalled();
  });

  it('a history that failed to load is waited for: its chats may still hold the expired documents', () => {
    const { persistence, chat } = follow();
    persistence.set('loadFailed', 'ready');
    expect(chat.removeExpiredDocuments).not.toHaveBeenCalled();
    persistence.set('ready', 'ready');
    expect(chat.removeExpiredDocuments).toHaveBeenCalledTimes(1);
  });

  it('runs once per load, and again after a scope change loads the lists anew', () => {
    const { persistence, chat } = follow();
    persistence.set('ready', 'ready');
    persistence.set('ready', 'ready');
    expect(chat.removeExpiredDocuments).toHaveBeenCalledTimes(1);
    persistence.set('loading', 'loading');
    persistence.set('ready', 'ready');
    expect(chat.removeExpiredDocuments).toHaveBeenCalledTimes(2);
    expect(chat.reopenLatestChat).toHaveBeenCalledTimes(2);
  });
});
