import type { Platform } from '../platform/platform';
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

const perTab = new WeakMap<Platform, PersistenceEnvironment>();

/**
 * The tab's one persistence environment (one IndexedDB connection, one BroadcastChannel, one tab
 * id), shared by every tool that keeps lists. The first such tool to open creates it, with its
 * `overrides`; the tools opening after it in the same tab get the same one.
 */
export function tabPersistence(platform: Platform, overrides: PersistenceOverrides = {}): PersistenceEnvironment {
  let environment = perTab.get(platform);
  if (!environment) {
    environment = browserPersistence(platform.store, overrides);
    perTab.set(platform, environment);
  }
  return environment;
}
