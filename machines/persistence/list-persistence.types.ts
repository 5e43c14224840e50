import type { StorageScope } from '../../domain/chat';

/** id → stamp of the items the storage held at the last read or write: what this tab's changes are measured against. */
export type Stamps = Readonly<Record<string, number>>;

/** Unreadable data found under the list's key. */
export interface Incident {
  /** The value as it was stored (compared with what is found later, so it is set aside once). */
  raw: unknown;
  /** Where it was set aside; null: not yet, the storage was full (no save writes over it until it is). */
  asideKey: string | null;
  /** The user has been told: the list may be written over it. */
  acknowledged: boolean;
}

/** Which list, and whose. */
export interface ListInput {
  /** The list's name within its tool ("chats", "documents"). */
  list: string;
  scope: StorageScope;
}

/** What the list persistence knows between its effects: the stamps, the journals to forget, the incident. */
export interface ListBookkeeping {
  base: Stamps;
  /** Journals of closed pages merged into memory at load: removed once a save has written memory. */
  journalKeys: readonly string[];
  incident: Incident | null;
}

export interface LoadInput extends ListInput, ListBookkeeping {
  /** Loading (first, or again after a failure) rather than reloading after another tab's save. */
  initial: boolean;
}

/** What reading the stored list gave: it was merged into memory; `incident` when it could not be read. */
export interface LoadResult extends ListBookkeeping {
  /** Memory holds changes the storage lacks. */
  dirty: boolean;
}

export interface SaveInput extends ListInput, ListBookkeeping {}

export type SaveResult =
  | (ListBookkeeping & {
      outcome: 'saved';
      /**
       * false: memory as it is now was written (changes heard during the write had been read
       * before it), so nothing waits; true: changes heard meanwhile may be missing.
       */
      behind: boolean;
    })
  /** Unreadable data appeared under the key (another tab, another release): set aside, and the user must be told. */
  | { outcome: 'unreadable'; incident: Incident };

/** The answer streaming now, as far as it came: noted with the unsaved changes when the tab is hidden. */
export interface PendingAnswer {
  sessionId: string;
  content: string;
  /** A kept answer's id: the backend goes on writing it, so the note keeps it waiting instead of settled. */
  answerId?: string;
}

/** The storage refused a write for lack of space (QuotaExceededError); anything else is a plain failure. */
export class StorageFullError extends Error {
  constructor(cause?: unknown) {
    super('storage is full', { cause });
    this.name = 'StorageFullError';
  }
}

export type ListPersistenceEvent =
  /** Memory changed (the watch actor saw the list change in the store). */
  | { type: 'persistence.changed' }
  /** Write what waits for the throttle now. */
  | { type: 'persistence.flush' }
  /** Another tab wrote this list. */
  | { type: 'persistence.remoteSaved' }
  | { type: 'persistence.acknowledged' }
  | { type: 'persistence.retry' }
  /** The page may go: note the unsaved changes synchronously (with the answer streaming now, if any). */
  | { type: 'persistence.rescue'; pending: PendingAnswer | null };

export type ListPersistenceEmitted = { type: 'unreadableFound'; asideKey: string | null } | { type: 'storageFull' };

/** What the view shows of a list. `ready` includes saving in the background. */
export type ListStatus = 'loading' | 'ready' | 'unreadable' | 'loadFailed' | 'storageFull' | 'saveFailed';
