import { fromPromise } from 'xstate';
import {
  StorageFullError, type LoadInput, type LoadResult, type SaveInput, type SaveResult,
} from '../../machines/persistence/list-persistence.types';
import type { LockManagerLike } from './cross-tab';
import { isQuotaExceeded, type KeyValueStore } from './key-value-store';
import { hasUnsavedChanges, laterTombstones, mergeList, newestById, stampsOf, unsavedChanges, type Stamps } from './merge-list';
import { asideKey, asideKeyPrefix } from './storage-keys';
import { decodeList, isRecord, type DecodedList, type ListKind } from './stored-list';
import type { UnsavedChanges, UnsavedJournal } from './unsaved-journal';

/** The in-memory side of a list: the store's items, and how a read or merged list replaces them. */
export interface ListMemory<T> {
  read(): T[];
  /** `initial`: read at start-up or after a scope change (leftover placeholders are resolved then). */
  apply(items: T[], initial: boolean): void;
}

export interface ListSyncOptions<T> {
  kind: ListKind<T>;
  key: string;
  storage: KeyValueStore;
  locks: LockManagerLike;
  memory: ListMemory<T>;
  now(): number;
  /** Called after each write, to tell the other tabs. */
  saved(): void;
  /** Where the changes not yet written are noted synchronously when the page goes (see `rescue`). */
  journal?: UnsavedJournal<T>;
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

/**
 * The effects of the list persistence machine for one list under one key: read and merge into
 * memory; read-merge-write under a lock named after the key (so two tabs never write over each
 * other); set aside what cannot be read, and write over it only once the user has acknowledged it.
 */
export function createListSync<T>({ kind, key, storage, locks, memory, now, saved, journal }: ListSyncOptions<T>) {
  let base: Stamps = new Map();
  /** Journals merged into memory at load: removed once a save has written memory. */
  let journalKeys: string[] = [];
  let ownJournalWritten = false;
  /**
   * The unreadable value last found, where it was set aside (null: not yet, the storage was
   * full), and whether the user has acknowledged it.
   */
  let incident: { raw: unknown; asideKey: string | null; acknowledged: boolean } | null = null;

  /**
   * Sets `raw` aside unless it already is: by this page, or by an earlier one (its newest copy),
   * so a reload does not copy a large unreadable record again. Throws when it cannot be set aside.
   */
  async function noteUnreadable(raw: unknown): Promise<{ raw: unknown; asideKey: string; acknowledged: boolean }> {
    const known = incident && sameStoredValue(raw, incident.raw) ? incident : null;
    if (known?.asideKey) return { ...known, asideKey: known.asideKey };
    // A copy that could not be made before keeps the user's acknowledgement once it is made.
    const acknowledged = known?.acknowledged ?? false;
    const taken = await storage.keys(asideKeyPrefix(key));
    const newest = taken.reduce<{ key: string; at: number } | null>((found, candidate) => {
      const at = Number(candidate.slice(asideKeyPrefix(key).length));
      return Number.isFinite(at) && (!found || at > found.at) ? { key: candidate, at } : found;
    }, null);
    let asideAt = newest && sameStoredValue(await storage.get(newest.key), raw) ? newest.key : null;
    if (!asideAt) {
      let at = now();
      while (taken.includes(asideKey(key, at))) at += 1;
      try {
        await storage.set(asideKey(key, at), raw);
      } catch (error) {
        throw isQuotaExceeded(error) ? new StorageFullError(error) : error;
      }
      asideAt = asideKey(key, at);
    }
    incident = { raw, asideKey: asideAt, acknowledged };
    return { raw, asideKey: asideAt, acknowledged };
  }

  /**
   * For a load: as `noteUnreadable`, but a full storage does not hide the readable items. The raw
   * value then stays under its own key, which no save writes over: every save sets it aside first
   * (and reports a full storage while it cannot).
   */
  async function noteUnreadableOnLoad(raw: unknown) {
    try {
      return await noteUnreadable(raw);
    } catch (error) {
      if (!(error instanceof StorageFullError)) throw error;
      incident = { raw, asideKey: null, acknowledged: false };
      return incident;
    }
  }

  // `signal` aborts when the machine gave up waiting or was stopped (scope change): an answer
  // arriving after that must not touch memory, which may belong to another user by then.
  async function load({ initial }: LoadInput, signal?: AbortSignal): Promise<LoadResult> {
    const raw = await storage.get(key);
    signal?.throwIfAborted();
    const stored = decodeList(raw, kind);
    const found = stored.problem ? await noteUnreadableOnLoad(raw) : null;
    signal?.throwIfAborted();
    // A page that went before its last write commit left its changes in the journal.
    const journalled = initial && journal ? journal.read() : null;
    const sources = journalled ? withJournal(stored, memory.read(), kind, journalled.changes) : { stored, local: memory.read() };
    // Before the first load `base` is empty: everything in memory counts as new, nothing as deleted.
    const merged = mergeList(kind, sources.stored, sources.local, base, now());
    if (initial || merged.memoryChanged) memory.apply(merged.record.items, initial);
    base = stampsOf(kind, stored.items);
    const dirty = hasUnsavedChanges(kind, memory.read(), base);
    if (journalled) {
      journalKeys = journalled.keys;
      if (!dirty) forgetJournals();
    }
    return found && !found.acknowledged ? { outcome: 'unreadable', asideKey: found.asideKey, dirty } : { outcome: 'loaded', dirty };
  }

  async function save({ acknowledged }: SaveInput, signal?: AbortSignal): Promise<SaveResult> {
    // The incident shown to the user is the one known before this save began.
    if (acknowledged && incident) incident.acknowledged = true;
    return locks.request(`${key}#write`, async () => {
      const raw = await storage.get(key);
      signal?.throwIfAborted();
      const stored = decodeList(raw, kind);
      if (stored.problem) {
        const found = await noteUnreadable(raw);
        if (!found.acknowledged) return { outcome: 'unreadable', asideKey: found.asideKey };
      }
      signal?.throwIfAborted();
      const merged = mergeList(kind, stored, memory.read(), base, now());
      if (merged.memoryChanged) memory.apply(merged.record.items, false);
      const written = memory.read();
      try {
        await storage.set(key, merged.record);
      } catch (error) {
        throw isQuotaExceeded(error) ? new StorageFullError(error) : error;
      }
      base = stampsOf(kind, merged.record.items);
      incident = null;
      // Memory changed while writing: the journal still holds something the storage lacks.
      if (!hasUnsavedChanges(kind, memory.read(), base)) forgetJournals();
      saved();
      return { outcome: 'saved', behind: memory.read() !== written };
    });
  }

  function forgetJournals() {
    if (!journal || (journalKeys.length === 0 && !ownJournalWritten)) return;
    journal.remove(ownJournalWritten ? [...journalKeys, journal.ownKey] : journalKeys);
    journalKeys = [];
    ownJournalWritten = false;
  }

  /**
   * Synchronously notes what memory holds that the storage may lack, for when the page goes;
   * `view` shows memory with what is not in it yet.
   */
  function rescue(view: (items: readonly T[]) => readonly T[] = (items) => items) {
    const changes = journal && unsavedChanges(kind, view(memory.read()), base, now());
    if (journal && changes) ownJournalWritten ||= journal.write(changes);
  }

  return {
    load,
    save,
    rescue,
    actors: {
      load: fromPromise<LoadResult, LoadInput>(({ input, signal }) => load(input, signal)),
      save: fromPromise<SaveResult, SaveInput>(({ input, signal }) => save(input, signal)),
    },
  };
}
