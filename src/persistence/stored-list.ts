/**
 * The stored record of one list (version 1):
 * `{ version: 1, items: T[], deleted: { [id]: deletedAt } }`. `deleted` holds tombstones, so a
 * list merged from another tab's older copy does not bring a deleted item back.
 * Version 0 is the legacy shape of tools.md §3: the bare array of items.
 */
export interface StoredList<T> {
  version: number;
  items: T[];
  deleted: Record<string, number>;
}

/** Index n turns a version-n record into version n + 1; the current version is the table's length. */
export type Migration = (stored: unknown) => unknown;

export const listMigrations: Migration[] = [
  (legacy) => {
    if (!Array.isArray(legacy)) throw new TypeError('a version 0 list is an array');
    return { version: 1, items: legacy, deleted: {} };
  },
];

/** How one kind of item is identified, dated and checked. */
export interface ListKind<T> {
  /** The list's name within its tool ("chats", "documents"). */
  list: string;
  id(item: T): string;
  /** Last change, ms since the epoch: the newest copy of an item wins a merge. */
  stamp(item: T): number;
  /** The item, cleaned, or undefined when the value is not one. */
  parse(value: unknown): T | undefined;
  /** What can be kept of a value `parse` rejected (the list is then `partial`, its raw data set aside). */
  repair?(value: unknown): T | undefined;
  migrations: Migration[];
  /**
   * What the list's index says of an item (its title and message count, for a sidebar). A kind
   * with an outline is stored one record per item beside that index (list-storage.ts).
   */
  outline?(item: T): ItemOutline;
}

export interface ItemOutline {
  title: string | null;
  messages: number;
}

export interface DecodedList<T> {
  items: T[];
  deleted: Record<string, number>;
  /** unreadable: nothing could be used; partial: some items could not. Either way the raw data is set aside. */
  problem: 'unreadable' | 'partial' | null;
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const unreadable = <T>(): DecodedList<T> => ({ items: [], deleted: {}, problem: 'unreadable' });

function migrated(raw: unknown, migrations: Migration[]): unknown {
  let value = typeof raw === 'string' ? JSON.parse(raw) : raw;
  let version = Array.isArray(value) ? 0 : isRecord(value) && Number.isInteger(value.version) ? Number(value.version) : -1;
  // Unknown shapes and versions written by a newer release are both unreadable here.
  if (version < 0 || version > migrations.length) throw new TypeError(`no migration from version ${version}`);
  for (; version < migrations.length; version += 1) value = migrations[version]!(value);
  return value;
}

/**
 * Reads whatever is stored under a list's key: nothing, a JSON string or a structured value, of
 * any known version. Never throws: bad JSON, a wrong shape or a throwing migration is `unreadable`.
 */
export function decodeList<T>(raw: unknown, kind: ListKind<T>): DecodedList<T> {
  if (raw === undefined || raw === null) return { items: [], deleted: {}, problem: null };
  let value: unknown;
  try {
    value = migrated(raw, kind.migrations);
  } catch {
    return unreadable();
  }
  if (!isRecord(value) || !Array.isArray(value.items)) return unreadable();

  const byId = new Map<string, T>();
  let rejected = 0;
  for (const candidate of value.items) {
    let item = kind.parse(candidate);
    if (item === undefined) {
      rejected += 1;
      item = kind.repair?.(candidate);
    }
    if (item === undefined) continue;
    if (!byId.has(kind.id(item)) || kind.stamp(item) > kind.stamp(byId.get(kind.id(item))!)) byId.set(kind.id(item), item);
  }
  const deleted = Object.fromEntries(
    Object.entries(isRecord(value.deleted) ? value.deleted : {}).filter((entry): entry is [string, number] => Number.isFinite(entry[1])),
  );
  return { items: [...byId.values()], deleted, problem: rejected > 0 ? 'partial' : null };
}
