import { expect } from '@playwright/test';
import { readHistory } from '../browser/history-db';
import { ask } from './chat.helpers';
import { test } from './fixtures';
import { openSignedIn } from './demo-sessions';

// The heavy project: these run after all others, so a 50 MB history is read and written on a machine
// that is not also running the other specs' browsers (playwright.config.ts).

test('a 50 MB history in IndexedDB loads, and a new chat is saved beside it', async ({ page }) => {
  test.setTimeout(60_000);
  await openSignedIn(page, 'bob');
  await expect(page.getByRole('button', { name: 'New chat' })).toBeVisible();
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const now = Date.now();
        const filler = 'Lorem ipsum dolor sit amet, consectetur adipiscing elit. '.repeat(1_000); // ~57 KB
        const items = Array.from({ length: 900 }, (_, i) => ({
          sessionId: `session_big_${i}`,
          name: `Big chat ${i}`,
          createdAt: now - i * 1000,
          timeStamp: now - i * 1000,
          documents: [],
          messages: [{ role: 'user', content: `Question ${i}` }, { role: 'assistant', content: filler }],
        }));
        const open = indexedDB.open('studio-history', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('records');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('records', 'readwrite');
          tx.objectStore('records').put({ version: 1, items, deleted: {} }, 'PRIVATE_CHAT_HISTORY:bob');
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
  );
  await page.reload();
  await expect(page.getByRole('button', { name: 'Big chat 0', exact: true })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'New chat' }).click();
  await ask(page, 'One more question');
  await expect(page.getByRole('button', { name: 'Send' })).toBeVisible({ timeout: 15_000 });
  // Each write of the 50 MB record takes seconds on a busy two-core machine: the save is awaited, not timed.
  await expect
    .poll(async () => ((await readHistory(page, 'PRIVATE_CHAT_HISTORY:bob')) as { items: unknown[] }).items.length, { timeout: 30_000 })
    .toBe(901);
});
