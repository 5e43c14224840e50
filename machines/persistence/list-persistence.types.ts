/** What reading the stored list gave: loaded (merged into memory), or data that had to be set aside. */
export type LoadResult =
  | { outcome: 'loaded'; /** memory holds changes the storage lacks */ dirty: boolean }
  /**
   * `asideKey` null: the data could not be copied aside yet (storage full). It stays under its own
   * key, which no save writes over until the copy is made.
   */
  | { outcome: 'unreadable'; asideKey: string | null; dirty: boolean };

export type SaveResult =
  | {
      outcome: 'saved';
      /**
       * false: memory as it is now was written (changes heard during the write had been read
       * before it), so nothing waits; true or absent: changes heard meanwhile may be missing.
       */
      behind?: boolean;
    }
  | { outcome: 'unreadable'; asideKey: string };

export interface LoadInput {
  /** Loading (first, or again after a failure) rather than reloading after another tab's save. */
  initial: boolean;
}

export interface SaveInput {
  /** The user has been told about the unreadable data set aside: it may now be written over. */
  acknowledged: boolean;
}

/** The storage refused a write for lack of space (QuotaExceededError); anything else is a plain failure. */
export class StorageFullError extends Error {
  constructor(cause?: unknown) {
    super('storage is full', { cause });
    this.name = 'StorageFullError';
  }
}

export type ListPersistenceEvent =
  | { type: 'persistence.changed' }
  | { type: 'persistence.flush' }
  | { type: 'persistence.remoteSaved' }
  | { type: 'persistence.acknowledged' }
  | { type: 'persistence.retry' };

export type ListPersistenceEmitted = { type: 'unreadableFound'; asideKey: string | null } | { type: 'storageFull' };
