import type { KeyValueStore } from './key-value-store';

export const HISTORY_DATABASE = 'studio-history';
const STORE = 'records';

/**
 * KeyValueStore over one IndexedDB object store (out-of-line keys). A write resolves when its
 * transaction commits, so a QuotaExceededError (reported on abort) reaches the caller.
 */
export function indexedDbKeyValueStore(factory: IDBFactory = indexedDB, name = HISTORY_DATABASE): KeyValueStore {
  let opening: Promise<IDBDatabase> | null = null;
  /** Forgets `connection` if it is still the one in use (a late event of an old one changes nothing). */
  const forget = (connection: Promise<IDBDatabase>) => {
    if (opening === connection) opening = null;
  };
  const open = (): Promise<IDBDatabase> => {
    if (opening) return opening;
    const connection: Promise<IDBDatabase> = new Promise<IDBDatabase>((resolve, reject) => {
      const request = factory.open(name, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      request.onsuccess = () => {
        const db = request.result;
        // A newer version of the app upgrades the database in another tab: let it, reopen next time.
        db.onversionchange = () => {
          db.close();
          forget(connection);
        };
        // Closed by the browser (site data cleared, the backing store lost): reopen next time.
        db.onclose = () => forget(connection);
        resolve(db);
      };
      request.onerror = () => {
        forget(connection);
        reject(request.error);
      };
    });
    opening = connection;
    return connection;
  };

  /** A transaction on an open connection; one that has closed under us is opened again, once. */
  async function transactionFor(mode: IDBTransactionMode): Promise<IDBTransaction> {
    const connection = open();
    const db = await connection;
    try {
      return db.transaction(STORE, mode);
    } catch (error) {
      if (!(error instanceof DOMException && error.name === 'InvalidStateError')) throw error;
      forget(connection);
      return (await open()).transaction(STORE, mode);
    }
  }

  async function run<T>(mode: IDBTransactionMode, operation: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
    const transaction = await transactionFor(mode);
    return new Promise<T>((resolve, reject) => {
      const request = operation(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onabort = () => reject(transaction.error ?? request.error ?? new Error('IndexedDB transaction aborted'));
    });
  }

  return {
    get: (key) => run('readonly', (store) => store.get(key)),
    set: async (key, value) => {
      await run('readwrite', (store) => store.put(value, key));
    },
    delete: async (key) => {
      await run('readwrite', (store) => store.delete(key));
    },
    keys: async (prefix) => {
      const keys = await run('readonly', (store) => store.getAllKeys(IDBKeyRange.bound(prefix, `${prefix}\uffff`)));
      return keys.map(String);
    },
  };
}
