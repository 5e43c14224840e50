import type { UnknownAction } from '@reduxjs/toolkit';
import { fromCallback, fromPromise } from 'xstate';
import type { StorageScope } from '../../domain/chat';
import { listPersistenceMachine, type NoteUnsavedParams } from '../../machines/persistence/list-persistence.machine';
import {
  StorageFullError, type Incident, type ListInput, type ListPersistenceEvent, type LoadInput, type LoadResult, type PendingAnswer,
  type SaveInput, type SaveResult,
} from '../../machines/persistence/list-persistence.types';
import type { AppStore, RootState } from '../../store/store';
import { isSavedMessage, type BroadcastLike, type LockManagerLike, type SavedMessage } from './cross-tab';
import { isQuotaExceeded, type KeyValueStore } from './key-value-store';
import { hasUnsavedChanges, laterTombstones, mergeList, newestById, stampsOf, unsavedChanges } from './merge-list';
import { asideKey, asideKeyPrefix } from './storage-keys';
import { log } from '../browser/log';
import { listStorage, needsSplitting, type ReadList } from './list-storage';
import { isRecord, type DecodedList, type ListKind } from './stored-list';
import { createUnsavedJournal, type JournalStorage, type UnsavedChanges } from './unsaved-journal';

/** Which slice holds a list, under which key it is stored, and the event that puts a stored list into the slice. */
export interface ListBinding<T> {
  kind: ListKind<T>;
  keyOf(scope: StorageScope): string;
  select(state: RootState): T[];
  /** `initial`: read at start-up or after a scope change (leftover placeholders are resolved then). */
  loaded(items: T[], initial: boolean): UnknownAction;
  /** Memory as it would be with the answer streaming now settled (for the note a hidden tab leaves). */
  withPending?(items: readonly T[], pending: PendingAnswer, now: number): readonly T[];
}

export type PersistedStore = Pick<AppStore, 'getState' | 'dispatch' | 'subscribe'>;

/** Where a tool's lists live and how the tabs of one browser hear of each other. */
export interface PersistenceEnvironment {
  store: PersistedStore;
  storage: KeyValueStore;
  locks: LockManagerLike;
  broadcast: BroadcastLike;
  /** localStorage, for the changes a closing page could not write in time; null: none. */
  journalStorage: JournalStorage | null;
  tabId: string;
  /** The timestamps written (tombstones, set-aside keys); the machine's timers use the actor system's clock. */
  now(): number;
}

/** Deep equality of stored values (plain data: what JSON or a structured clone of it holds). */
export function sameStoredValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) !== Array.isArray(b) || !(isRecord(a) || Array.isArray(a)) || !(isRecord(b) || Array.isArray(b))) return false;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  return keys.length === Object.keys(right).length && keys.every((key) => Object.hasOwn(right, key) && sameStoredValue(left[key], right[key]));
}

/** The stored list with the journalled changes laid over it: their deletions as tombstones. */
function withJournal<T>(stored: DecodedList<T>, local: readonly T[], kind: ListKind<T>, changes: UnsavedChanges<T>) {
  return {
    stored: { ...stored, deleted: laterTombstones(stored.deleted, changes.deleted) },
    local: [...newestById(kind, local, changes.items).values()],
  };
}

/** The slice's list as the effects see it: read, replaced by a stored list, watched for changes. */
function listMemory<T>(binding: ListBinding<T>, store: PersistedStore) {
  let applying = false;
  return {
    read: () => binding.select(store.getState()),
    apply(items: T[], initial: boolean) {
      // Our own replacement of the list is no change to save.
      applying = true;
      try {
        store.dispatch(binding.loaded(items, initial));
      } finally {
        applying = false;
      }
    },
    /** Calls `changed` when the list changes, except by `apply`. */
    watch(changed: () => void) {
      let last = binding.select(store.getState());
      return store.subscribe(() => {
        const items = binding.select(store.getState());
        if (items === last) return;
        last = items;
        if (!applying) changed();
      });
    },
  };
}

/**
 * The effects of the list persistence machine for one list under one key: read and merge into
 * memory; read-merge-write under a lock named after the key (so two tabs never write over each
 * other); set aside what cannot be read, and write over it only once the user has acknowledged it.
 * Stateless: what they decide with comes in and goes back out with the machine's context.
 */
export function listEffects<T>(binding: ListBinding<T>, env: PersistenceEnvironment) {
  const { kind } = binding;
  const { storage } = env;
  const memory = listMemory(binding, env.store);
  const lists = listStorage(storage, kind);
  const journalOf = (key: string) => (env.journalStorage ? createUnsavedJournal(env.journalStorage, key, env.tabId, kind) : null);

  /**
   * Sets `raw` aside unless it already is: by this page (`known`), or by an earlier one (its newest
   * copy), so a reload does not copy a large unreadable record again. Throws when it cannot be.
   */
  async function noteUnreadable(key: string, raw: unknown, known: Incident | null): Promise<Incident> {
    const same = known && sameStoredValue(raw, known.raw) ? known : null;
    if (same?.asideKey) return same;
    // A copy that could not be made before keeps the user's acknowledgement once it is made.
    const acknowledged = same?.acknowledged ?? false;
    const taken = await storage.keys(asideKeyPrefix(key));
    const newest = taken.reduce<{ key: string; at: number } | null>((found, candidate) => {
      const at = Number(candidate.slice(asideKeyPrefix(key).length));
      return Number.isFinite(at) && (!found || at > found.at) ? { key: candidate, at } : found;
    }, null);
    let asideAt = newest && sameStoredValue(await storage.get(newest.key), raw) ? newest.key : null;
    if (!asideAt) {
      let at = env.now();
      while (taken.includes(asideKey(key, at))) at += 1;
      try {
        await storage.set(asideKey(key, at), raw);
      } catch (error) {
        throw isQuotaExceeded(error) ? new StorageFullError(error) : error;
      }
      asideAt = asideKey(key, at);
    }
    return { raw, asideKey: asideAt, acknowledged };
  }

  /**
   * For a load: as `noteUnreadable`, but a full storage does not hide the readable items. The raw
   * value then stays under its own key, which no save writes over: every save sets it aside first
   * (and reports a full storage while it cannot).
   */
  async function noteUnreadableOnLoad(key: string, raw: unknown, known: Incident | null): Promise<Incident> {
    try {
      return await noteUnreadable(key, raw, known);
    } catch (error) {
      if (!(error instanceof StorageFullError)) throw error;
      return { raw, asideKey: null, acknowledged: false };
    }
  }

  /**
   * A list still stored as one record (version 3 or before) is written one record per chat, under
   * the write lock, from what is stored then. A failure (storage full) is only logged: the one
   * record stays what is read, and the next save or load goes on from where this stopped.
   */
  async function split(key: string): Promise<ReadList<T>> {
    return env.locks.request(`${key}#write`, async () => {
      const again = await lists.read(key);
      if (!needsSplitting(kind, again)) return again;
      try {
        await lists.write(key, { version: kind.migrations.length, items: again.decoded.items, deleted: again.decoded.deleted }, again);
      } catch (error) {
        log.warn(`persistence: ${key} stays one record for now`, error);
      }
      return again;
    });
  }

  // `signal` aborts when the machine gave up waiting or was stopped (scope change): an answer
  // arriving after that must not touch memory, which may belong to another user by then.
  async function load(input: LoadInput, signal?: AbortSignal): Promise<LoadResult> {
    const key = binding.keyOf(input.scope);
    let read = await lists.read(key);
    signal?.throwIfAborted();
    if (needsSplitting(kind, read)) read = await split(key);
    signal?.throwIfAborted();
    const { decoded: stored, raw } = read;
    const incident = stored.problem ? await noteUnreadableOnLoad(key, raw, input.incident) : input.incident;
    signal?.throwIfAborted();
    // A page that went before its last write committed left its changes in the journal.
    const journal = journalOf(key);
    const journalled = input.initial && journal ? journal.read() : null;
    const sources = journalled ? withJournal(stored, memory.read(), kind, journalled.changes) : { stored, local: memory.read() };
    // Before the first load `base` is empty: everything in memory counts as new, nothing as deleted.
    const merged = mergeList(kind, sources.stored, sources.local, input.base, env.now());
    if (input.initial || merged.memoryChanged) memory.apply(merged.record.items, input.initial);
    const base = stampsOf(kind, stored.items);
    const dirty = hasUnsavedChanges(kind, memory.read(), base);
    let journalKeys = journalled ? journalled.keys : input.journalKeys;
    if (journal && journalled && !dirty) {
      journal.remove(journalKeys);
      journalKeys = [];
    }
    return { base, journalKeys, incident, dirty };
  }

  async function save(input: SaveInput, signal?: AbortSignal): Promise<SaveResult> {
    const key = binding.keyOf(input.scope);
    return env.locks.request(`${key}#write`, async () => {
      const read = await lists.read(key);
      signal?.throwIfAborted();
      const { decoded: stored, raw } = read;
      if (stored.problem) {
        const incident = await noteUnreadable(key, raw, input.incident);
        if (!incident.acknowledged) return { outcome: 'unreadable', incident };
      }
      signal?.throwIfAborted();
      const merged = mergeList(kind, stored, memory.read(), input.base, env.now());
      if (merged.memoryChanged) memory.apply(merged.record.items, false);
      const written = memory.read();
      await lists.write(key, merged.record, read);
      const base = stampsOf(kind, merged.record.items);
      let journalKeys = input.journalKeys;
      // Memory changed while writing: the journal still holds something the storage lacks.
      const journal = journalOf(key);
      if (journal && !hasUnsavedChanges(kind, memory.read(), base)) {
        journal.remove([...journalKeys, journal.ownKey]);
        journalKeys = [];
      }
      env.broadcast.postMessage({ type: 'saved', key, tab: env.tabId } satisfies SavedMessage);
      return { outcome: 'saved', base, journalKeys, incident: null, behind: memory.read() !== written };
    });
  }

  /** Synchronously notes what memory holds (with the answer streaming now) that the storage may lack. */
  function noteUnsaved({ scope, base, pending }: NoteUnsavedParams) {
    const journal = journalOf(binding.keyOf(scope));
    if (!journal) return;
    const items = pending && binding.withPending ? binding.withPending(memory.read(), pending, env.now()) : memory.read();
    const changes = unsavedChanges(kind, items, base, env.now());
    if (changes) journal.write(changes);
  }

  /** Memory changes, and other tabs' writes under this list's key. */
  function watch(scope: StorageScope, send: (event: ListPersistenceEvent) => void) {
    const key = binding.keyOf(scope);
    const onMessage = (event: MessageEvent) => {
      if (isSavedMessage(event.data) && event.data.tab !== env.tabId && event.data.key === key) send({ type: 'persistence.remoteSaved' });
    };
    env.broadcast.addEventListener('message', onMessage);
    const unsubscribe = memory.watch(() => send({ type: 'persistence.changed' }));
    return () => {
      unsubscribe();
      env.broadcast.removeEventListener('message', onMessage);
    };
  }

  return { load, save, noteUnsaved, watch };
}

/** The list persistence machine with the effects of a tool's lists, each found by the list's name. */
export function listPersistenceLogic(bindings: Readonly<Record<string, ListBinding<unknown>>>, env: PersistenceEnvironment) {
  const effects = new Map(Object.entries(bindings).map(([list, binding]) => [list, listEffects(binding, env)]));
  const of = (list: string) => {
    const found = effects.get(list);
    if (!found) throw new Error(`no persisted list "${list}"`);
    return found;
  };
  return listPersistenceMachine.provide({
    actors: {
      load: fromPromise<LoadResult, LoadInput>(({ input, signal }) => of(input.list).load(input, signal)),
      save: fromPromise<SaveResult, SaveInput>(({ input, signal }) => of(input.list).save(input, signal)),
      watch: fromCallback<ListPersistenceEvent, ListInput>(({ input, sendBack }) => of(input.list).watch(input.scope, sendBack)),
    },
    actions: { noteUnsaved: (_, params) => of(params.list).noteUnsaved(params) },
  });
}
