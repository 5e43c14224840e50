import { isRecord, type ListKind, type StoredList } from './stored-list';

/** The first version stored one record per item: an index or item record of it or later is read as one. */
export const firstIndexedVersion = 4;

/** A version this release reads as an index's or an item record's: from the first indexed one to its own. */
const isIndexedVersion = <T>(version: unknown, kind: ListKind<T>) =>
  typeof version === 'number' && Number.isInteger(version) && version >= firstIndexedVersion && version <= kind.migrations.length;

/**
 * A list stored one record per item (version 4 of the chat lists), under the list's own key
 * (`PRIVATE_CHAT_HISTORY:<user>`):
 * `{ version, entries: [{ id, updated, created?, title, messages }], deleted: { [id]: deletedAt } }`.
 * Each item is `{ version, item }` under `<key>/<id>` (the id URI-encoded).
 */
export interface StoredIndex {
  version: number;
  entries: IndexEntry[];
  deleted: Record<string, number>;
}

export interface IndexEntry {
  id: string;
  /** The item's stamp: a reader whose copy has it needs not read the item's record. */
  updated: number;
  title: string | null;
  messages: number;
}

/** Where the records of the items of the list under `key` live; never a prefix of another list's key nor of its set-aside keys. */
export const itemKeyPrefix = (key: string) => `${key}/`;
export const itemKey = (key: string, id: string) => `${itemKeyPrefix(key)}${encodeURIComponent(id)}`;

const isEntry = (value: unknown): value is IndexEntry =>
  isRecord(value) && typeof value.id === 'string' && value.id !== '' && typeof value.updated === 'number' && Number.isFinite(value.updated);

/**
 * An index of a version since the first indexed one (entries that are not one are left out; their items are not read).
 * Any other value is a list stored as one record, read by the list's migrations, or unreadable.
 */
export function isStoredIndex<T>(value: unknown, kind: ListKind<T>): value is StoredIndex {
  if (!isRecord(value) || !isIndexedVersion(value.version, kind) || !Array.isArray(value.entries)) return false;
  value.entries = value.entries.filter(isEntry);
  const deleted = isRecord(value.deleted) ? value.deleted : {};
  value.deleted = Object.fromEntries(Object.entries(deleted).filter((entry): entry is [string, number] => Number.isFinite(entry[1])));
  return true;
}

export function indexOf<T>(kind: ListKind<T>, record: StoredList<T>): StoredIndex {
  const outline = kind.outline!;
  return {
    version: kind.migrations.length,
    entries: record.items.map((item) => ({ id: kind.id(item), updated: kind.stamp(item), ...outline(item) })),
    deleted: { ...record.deleted },
  };
}

export type ReadItem<T> = { ok: true; item: T } | { ok: false; repaired: T | undefined };

/**
 * One item's record: the envelope of an indexed version around an item the kind's parser accepts
 * (else what `repair` keeps). An older one is read through the list's migrations, as a list of
 * that one item: a record left unchanged since an older release stays readable.
 */
export function readItemRecord<T>(value: unknown, kind: ListKind<T>): ReadItem<T> {
  if (!isRecord(value) || !isIndexedVersion(value.version, kind)) return { ok: false, repaired: undefined };
  const stored = value.version === kind.migrations.length ? value.item : migratedItem(value.item, value.version as number, kind);
  const item = stored === undefined ? undefined : kind.parse(stored);
  return item === undefined ? { ok: false, repaired: stored === undefined ? undefined : kind.repair?.(stored) } : { ok: true, item };
}

/** An item of an older indexed version brought to this one; undefined when a migration refuses it. */
function migratedItem<T>(item: unknown, version: number, kind: ListKind<T>): unknown {
  let value: unknown = { version, items: [item], deleted: {} };
  try {
    for (let at = version; at < kind.migrations.length; at += 1) value = kind.migrations[at]!(value);
  } catch {
    return undefined;
  }
  return isRecord(value) && Array.isArray(value.items) ? value.items[0] : undefined;
}
