import type { Page } from '@playwright/test';
import { inPage } from './in-page';

/**
 * The studio's IndexedDB as a test or the bench reaches it from outside the app: records written
 * as an earlier visit (or a broken one) left them, and read back. The database and store names
 * are src/persistence/indexeddb-store.ts's.
 */
export function seedHistory(page: Page, key: string, record: unknown): Promise<void> {
  return inPage(
    page,
    ({ key, record }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('studio-history', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('records');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const transaction = open.result.transaction('records', 'readwrite');
          transaction.objectStore('records').put(record, key);
          transaction.oncomplete = () => {
            open.result.close();
            resolve();
          };
          transaction.onerror = () => reject(transaction.error);
        };
      }),
    { key, record },
  );
}

/**
 * One record, or undefined; reading creates nothing the app would not. A chat list stored one
 * record per chat (an index of `entries`, each chat under `<key>/<id>`) comes back put together
 * as `{ version, items, deleted }`.
 */
export function readHistory(page: Page, key: string): Promise<unknown> {
  return inPage(
    page,
    (key) =>
      new Promise<unknown>((resolve, reject) => {
        const open = indexedDB.open('studio-history', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('records');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const store = open.result.transaction('records').objectStore('records');
          const request = store.get(key);
          request.onsuccess = () => {
            const index = request.result as { version: number; entries?: Array<{ id: string }>; deleted: unknown } | undefined;
            if (!index || !Array.isArray(index.entries)) {
              open.result.close();
              resolve(index);
              return;
            }
            const items: unknown[] = [];
            if (index.entries.length === 0) {
              open.result.close();
              resolve({ version: index.version, items, deleted: index.deleted });
            }
            index.entries.forEach(({ id }, at) => {
              const chat = store.get(`${key}/${encodeURIComponent(id)}`);
              chat.onsuccess = () => {
                items[at] = (chat.result as { item?: unknown } | undefined)?.item;
                if (at !== index.entries!.length - 1) return;
                open.result.close();
                resolve({ version: index.version, items, deleted: index.deleted });
              };
              chat.onerror = () => reject(chat.error);
            });
          };
          request.onerror = () => reject(request.error);
        };
      }),
    key,
  );
}

/** Every record's key. */
export function historyKeys(page: Page): Promise<string[]> {
  return inPage(
    page,
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('studio-history', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('records');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result.transaction('records').objectStore('records').getAllKeys();
          request.onsuccess = () => {
            open.result.close();
            resolve(request.result.map(String));
          };
          request.onerror = () => reject(request.error);
        };
      }),
    null,
  );
}
