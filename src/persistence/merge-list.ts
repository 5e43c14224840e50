import type { Stamps } from '../../machines/persistence/list-persistence.types';
import type { DecodedList, ListKind, StoredList } from './stored-list';

/** Tombstones are dropped after this long; a tab that kept a deleted item longer may bring it back. */
export const TOMBSTONE_TTL_MS = 180 * 24 * 60 * 60 * 1000;

export const stampsOf = <T>(kind: ListKind<T>, items: readonly T[]): Stamps =>
  Object.fromEntries(items.map((item) => [kind.id(item), kind.stamp(item)]));

/** The stamp `base` holds for `id` (own keys only: an id may be any string). */
const stampIn = (base: Stamps, id: string) => (Object.hasOwn(base, id) ? base[id] : undefined);

/**
 * A deletion's stamp: now, and always after the copy deleted, so that copy never outlives it (a
 * stamp ahead of this clock, from another machine's or a file's, would otherwise bring it back).
 */
const deletedAt = (base: Stamps, id: string, now: number) => Math.max(now, (stampIn(base, id) ?? 0) + 1);

/** Memory holds a change the storage lacks: an item new or changed since `base`, or one deleted. */
export function hasUnsavedChanges<T>(kind: ListKind<T>, local: readonly T[], base: Stamps): boolean {
  const ids = new Set<string>();
  for (const item of local) {
    ids.add(kind.id(item));
    if (stampIn(base, kind.id(item)) !== kind.stamp(item)) return true;
  }
  return Object.keys(base).some((id) => !ids.has(id));
}

/** The newest copy of each item across `lists`, by stamp; on a tie the copy seen first stays. */
export function newestById<T>(kind: ListKind<T>, ...lists: ReadonlyArray<readonly T[]>): Map<string, T> {
  const newest = new Map<string, T>();
  for (const list of lists) {
    for (const item of list) {
      const known = newest.get(kind.id(item));
      if (known === undefined || kind.stamp(item) > kind.stamp(known)) newest.set(kind.id(item), item);
    }
  }
  return newest;
}

/**
 * Tombstones by id, in an object with no prototype: an id may be any string, `constructor` or
 * `__proto__` included, and must find only its own deletion (or none).
 */
const tombstones = (): Record<string, number> => Object.create(null) as Record<string, number>;

/** Both sets of tombstones; an id in both keeps the later deletion. */
export function laterTombstones(a: Readonly<Record<string, number>>, b: Readonly<Record<string, number>>): Record<string, number> {
  const deleted = tombstones();
  for (const [id, at] of Object.entries(a)) deleted[id] = at;
  for (const [id, at] of Object.entries(b)) deleted[id] = Math.max(deleted[id] ?? 0, at);
  return deleted;
}

/**
 * What memory holds that the storage lacks, as `hasUnsavedChanges` sees it: the items new or
 * changed since `base`, and the ids deleted (stamped `now`). Null when there is nothing.
 */
export function unsavedChanges<T>(kind: ListKind<T>, local: readonly T[], base: Stamps, now: number) {
  if (!hasUnsavedChanges(kind, local, base)) return null;
  const ids = new Set(local.map((item) => kind.id(item)));
  return {
    items: local.filter((item) => stampIn(base, kind.id(item)) !== kind.stamp(item)),
    deleted: Object.fromEntries(Object.keys(base).filter((id) => !ids.has(id)).map((id) => [id, deletedAt(base, id, now)])),
  };
}

/**
 * Merges this tab's list into the stored one, per item: the newest stamp wins (a tie keeps ours,
 * so unchanged items keep their identity); an item in `base` but no longer here was deleted
 * here and gets a tombstone; a tombstone removes every copy not newer than itself.
 */
export function mergeList<T>(
  kind: ListKind<T>,
  stored: Pick<DecodedList<T>, 'items' | 'deleted'>,
  local: readonly T[],
  base: Stamps,
  now: number,
): { record: StoredList<T>; memoryChanged: boolean } {
  const deleted = tombstones();
  for (const [id, at] of Object.entries(stored.deleted)) if (at > now - TOMBSTONE_TTL_MS) deleted[id] = at;
  const localById = new Map(local.map((item) => [kind.id(item), item]));
  for (const id of Object.keys(base)) if (!localById.has(id)) deleted[id] = Math.max(deleted[id] ?? 0, deletedAt(base, id, now));

  const newest = new Map(stored.items.map((item) => [kind.id(item), item]));
  for (const [id, item] of localById) {
    const theirs = newest.get(id);
    if (theirs === undefined || kind.stamp(item) >= kind.stamp(theirs)) newest.set(id, item);
  }
  const items = [...newest.values()].filter((item) => !(kind.stamp(item) <= (deleted[kind.id(item)] ?? -Infinity)));
  const memoryChanged = items.length !== local.length || items.some((item) => localById.get(kind.id(item)) !== item);
  return { record: { version: kind.migrations.length, items, deleted }, memoryChanged };
}
