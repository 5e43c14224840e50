import { isQuotaExceeded, type KeyValueStore } from './key-value-store';
import { decodeList, type DecodedList, type ListKind, type StoredList } from './stored-list';
import { StorageFullError } from '../../machines/persistence/list-persistence.types';
import { indexOf, isStoredIndex, itemKey, itemKeyPrefix, readItemRecord, type StoredIndex } from './list-index';

/** A list as read from storage, with what a later write of it needs to know. */
export interface ReadList<T> {
  decoded: DecodedList<T>;
  /** What an incident sets aside: the stored value, or the index and the item records that could not be read. */
  raw: unknown;
  /** The index as stored; null: the list is one record (before version 4, or a kind without outlines) or nothing. */
  index: StoredIndex | null;
}

interface Known<T> {
  stamp: number;
  item: T;
}

const full = (error: unknown) => (isQuotaExceeded(error) ? new StorageFullError(error) : error);

/**
 * Reads and writes one kind of list under its keys. A kind with an `outline` (chats) is stored
 * one record per item beside an index under the list's own key (version 4); before, and for
 * other kinds, the list is one record under that key. An item record is read only when its
 * stamp in the index differs from the copy this tab last read or wrote, and written only when
 * the item is not that copy: renaming one chat writes that chat's record and the index.
 */
export function listStorage<T>(storage: KeyValueStore, kind: ListKind<T>) {
  /** Per key: id → the copy last read or written here. */
  const knownByKey = new Map<string, Map<string, Known<T>>>();
  const knownOf = (key: string) => {
    let known = knownByKey.get(key);
    if (!known) knownByKey.set(key, (known = new Map()));
    return known;
  };

  async function read(key: string): Promise<ReadList<T>> {
    const raw = await storage.get(key);
    if (!kind.outline || !isStoredIndex(raw, kind)) return { decoded: decodeList(raw, kind), raw, index: null };
    const known = knownOf(key);
    const unreadable: Record<string, unknown> = {};
    let rejected = 0;
    const read = await Promise.all(
      raw.entries.map(async (entry) => {
        const cached = known.get(entry.id);
        if (cached && cached.stamp === entry.updated) return cached.item;
        const stored = await storage.get(itemKey(key, entry.id));
        const item = readItemRecord(stored, kind);
        if (item.ok) {
          known.set(entry.id, { stamp: kind.stamp(item.item), item: item.item });
          return item.item;
        }
        rejected += 1;
        unreadable[entry.id] = stored ?? null;
        return item.repaired;
      }),
    );
    const byId = new Map<string, T>();
    for (const item of read) {
      if (item === undefined || kind.id(item) === '') continue;
      const id = kind.id(item);
      if (!byId.has(id) || kind.stamp(item) > kind.stamp(byId.get(id)!)) byId.set(id, item);
    }
    const decoded: DecodedList<T> = { items: [...byId.values()], deleted: raw.deleted, problem: rejected > 0 ? 'partial' : null };
    return { decoded, raw: rejected > 0 ? { index: raw, records: unreadable } : raw, index: raw };
  }

  /** An item record left by a write that stopped half way, for the same copy: no need to write it again. */
  async function alreadyWritten(key: string, item: T): Promise<boolean> {
    const stored = readItemRecord(await storage.get(itemKey(key, kind.id(item))), kind);
    return stored.ok && kind.stamp(stored.item) === kind.stamp(item) && JSON.stringify(stored.item) === JSON.stringify(item);
  }

  /**
   * Writes `record` over what `before` read (under the list's write lock). The index is written
   * last, after every item record: until then the old index (or the one record of before
   * version 4) is what a reader finds, so a write that fails half way (storage full) loses
   * nothing, and the next one goes on from where it stopped. Records of deleted items go last.
   * Throws StorageFullError when the storage is full.
   */
  async function write(key: string, record: StoredList<T>, before: ReadList<T>): Promise<void> {
    if (!kind.outline) {
      await storage.set(key, record).catch((error: unknown) => Promise.reject(full(error)));
      return;
    }
    const known = knownOf(key);
    // From one record to one per item: an earlier attempt may have written some already.
    const resuming = before.index === null ? new Set(await storage.keys(itemKeyPrefix(key))) : new Set<string>();
    const stored = new Map((before.index?.entries ?? []).map((entry) => [entry.id, entry.updated]));
    try {
      for (const item of record.items) {
        const id = kind.id(item);
        if (stored.get(id) === kind.stamp(item) && known.get(id)?.item === item) continue;
        if (resuming.has(itemKey(key, id)) && (await alreadyWritten(key, item))) continue;
        await storage.set(itemKey(key, id), { version: kind.migrations.length, item });
        known.set(id, { stamp: kind.stamp(item), item });
      }
      const index = indexOf(kind, record);
      if (!before.index || JSON.stringify(index) !== JSON.stringify(before.index)) await storage.set(key, index);
    } catch (error) {
      throw full(error);
    }
    const kept = new Set(record.items.map((item) => kind.id(item)));
    for (const id of stored.keys()) {
      if (kept.has(id)) continue;
      known.delete(id);
      await storage.delete(itemKey(key, id));
    }
  }

  return { read, write };
}

/** A list of a kind stored one record per item that is still one record: written once read (the migration to version 4). */
export const needsSplitting = <T>(kind: ListKind<T>, read: ReadList<T>) =>
  kind.outline !== undefined && read.index === null && read.decoded.problem === null && read.raw !== undefined && read.raw !== null;
