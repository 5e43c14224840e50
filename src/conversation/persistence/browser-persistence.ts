import type { PersistedStore, PersistenceEnvironment } from './list-effects';
import { defaultBroadcast, defaultLocks } from './cross-tab';
import { indexedDbKeyValueStore } from './indexeddb-store';
import { memoryKeyValueStore } from './key-value-store';
import { localStorageIfAllowed } from './unsaved-journal';

/** What a test (or the bench) puts in place of the browser's own storage, locks, channels and clock. */
export type PersistenceOverrides = Partial<Omit<PersistenceEnvironment, 'store'>>;

/**
 * Where a tool's lists live in this browser: IndexedDB (without it — old private windows, jsdom
 * — the lists live for this page only), Web Locks and a BroadcastChannel between the tabs, and
 * localStorage for the note a closing page leaves.
 */
export function browserPersistence(store: PersistedStore, overrides: PersistenceOverrides = {}): PersistenceEnvironment {
  return {
    store,
    storage: overrides.storage ?? (typeof indexedDB === 'undefined' ? memoryKeyValueStore() : indexedDbKeyValueStore()),
    locks: overrides.locks ?? defaultLocks(),
    broadcast: overrides.broadcast ?? defaultBroadcast(),
    journalStorage: overrides.journalStorage === undefined ? localStorageIfAllowed() : overrides.journalStorage,
    tabId: overrides.tabId ?? crypto.randomUUID(),
    now: overrides.now ?? Date.now,
  };
}
