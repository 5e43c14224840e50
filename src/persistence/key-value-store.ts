/**
 * The small asynchronous key-value storage the persisted lists need. Values are structured
 * clones (IndexedDB semantics): what `get` returns is a copy, never the object given to `set`.
 */
export interface KeyValueStore {
  /** undefined when nothing is stored under the key. */
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  delete(key: string): Promise<void>;
  /** Every key that starts with `prefix`. */
  keys(prefix: string): Promise<string[]>;
}

/** A write refused for lack of space, whichever storage refused it. */
export const isQuotaExceeded = (error: unknown): boolean =>
  // Structural: a DOMException is not an Error instance everywhere.
  typeof error === 'object' && error !== null && 'name' in error &&
  (error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED');

export interface MemoryKeyValueStore extends KeyValueStore {
  readonly data: Map<string, unknown>;
  /** Total size allowed (characters of the values as JSON); a larger total fails like a full disk. */
  quotaChars: number;
}

const sizeOf = (value: unknown) => (typeof value === 'string' ? value.length : JSON.stringify(value)?.length ?? 0);

/** In-memory storage: for tests, and as a stand-in where IndexedDB is missing. */
export function memoryKeyValueStore(initial: Record<string, unknown> = {}): MemoryKeyValueStore {
  const data = new Map<string, unknown>(Object.entries(initial));
  const store: MemoryKeyValueStore = {
    data,
    quotaChars: Number.POSITIVE_INFINITY,
    async get(key) {
      return data.has(key) ? structuredClone(data.get(key)) : undefined;
    },
    async set(key, value) {
      const copy = structuredClone(value);
      if (Number.isFinite(store.quotaChars)) {
        let used = sizeOf(copy);
        for (const [other, stored] of data) if (other !== key) used += sizeOf(stored);
        if (used > store.quotaChars) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      }
      data.set(key, copy);
    },
    async delete(key) {
      data.delete(key);
    },
    async keys(prefix) {
      return [...data.keys()].filter((key) => key.startsWith(prefix));
    },
  };
  return store;
}
