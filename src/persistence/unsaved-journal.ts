import { laterTombstones, newestById } from './merge-list';
import { isRecord, type ListKind } from './stored-list';

/** The synchronous Web Storage the journal is written to (window.localStorage). */
export type JournalStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

/**
 * What memory holds that the stored list may lack: items new or changed since the last save,
 * and ids deleted (→ when).
 */
export interface UnsavedChanges<T> {
  items: T[];
  deleted: Record<string, number>;
}

/** Larger changes are left to the asynchronous save alone (localStorage holds about 5 MB an origin). */
export const JOURNAL_MAX_CHARS = 2_000_000;

export const journalKeyPrefix = (key: string) => `${key}#unsaved:`;

export interface UnsavedJournal<T> {
  /** Writes this tab's unsaved changes synchronously; false when they could not be (too large, storage full). */
  write(changes: UnsavedChanges<T>): boolean;
  /** Every tab's journal for the key (a closed tab's included): their changes, and the keys they were under. */
  read(): { changes: UnsavedChanges<T>; keys: string[] };
  /** Forgets journals whose changes are now in the stored list. */
  remove(keys: readonly string[]): void;
  readonly ownKey: string;
}

function parseEntry<T>(raw: string | null, kind: ListKind<T>): UnsavedChanges<T> {
  let value: unknown;
  try {
    value = raw === null ? null : JSON.parse(raw);
  } catch {
    return { items: [], deleted: {} };
  }
  if (!isRecord(value)) return { items: [], deleted: {} };
  const items = (Array.isArray(value.items) ? value.items : []).map((item) => kind.parse(item)).filter((item) => item !== undefined);
  const deleted = Object.fromEntries(
    Object.entries(isRecord(value.deleted) ? value.deleted : {}).filter((entry): entry is [string, number] => Number.isFinite(entry[1])),
  );
  return { items, deleted };
}

/**
 * A synchronous note of the changes a page has not written yet, made when the page is hidden or
 * closed: an IndexedDB write begun then may never commit, a localStorage write always does. The
 * next page that loads the list merges it (newest stamp wins) and removes it once saved.
 */
export function createUnsavedJournal<T>(storage: JournalStorage, key: string, tabId: string, kind: ListKind<T>): UnsavedJournal<T> {
  const ownKey = `${journalKeyPrefix(key)}${tabId}`;
  const journalKeys = () => {
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const candidate = storage.key(index);
      if (candidate?.startsWith(journalKeyPrefix(key))) keys.push(candidate);
    }
    return keys;
  };
  return {
    ownKey,
    write(changes) {
      const text = JSON.stringify({ version: 1, ...changes });
      try {
        if (text.length > JOURNAL_MAX_CHARS) {
          storage.removeItem(ownKey);
          return false;
        }
        storage.setItem(ownKey, text);
        return true;
      } catch {
        // Full or blocked: the asynchronous save is still under way.
        return false;
      }
    },
    read() {
      const keys = journalKeys();
      // An unreadable journal holds nothing usable; the stored list itself is untouched by it.
      const entries = keys.map((journalKey) => parseEntry(storage.getItem(journalKey), kind));
      const items = [...newestById(kind, ...entries.map((entry) => entry.items)).values()];
      const deleted = entries.reduce<Record<string, number>>((all, entry) => laterTombstones(all, entry.deleted), {});
      return { changes: { items, deleted }, keys };
    },
    remove(keys) {
      for (const journalKey of keys) {
        try {
          storage.removeItem(journalKey);
        } catch {
          // Left for the next save to remove.
        }
      }
    },
  };
}

/** The page's localStorage, or null where it is missing or blocked (some privacy settings throw on access). */
export function localStorageIfAllowed(): JournalStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
