import { expect, type Page } from '@playwright/test';
import { makeDocx } from '../../server/api/testing/office-fixtures';

export const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Uploads a real .docx through the chat's file input and ticks it as context. */
export async function uploadDocx(page: Page, name: string, paragraphs: string[]) {
  const buffer = await makeDocx(paragraphs);
  await page.locator('input[type=file]').setInputFiles({ name, mimeType: DOCX_MIME, buffer });
  await expect(page.getByText('File upload successful')).toBeVisible();
  await page.getByRole('checkbox', { name }).check({ force: true });
  await expect(page.getByRole('checkbox', { name })).toBeChecked();
}

export async function ask(page: Page, question: string) {
  const input = page.getByRole('textbox', { name: 'Message' });
  await input.fill(question);
  await input.press('Enter');
}

/** The conversation's messages as the reader sees them. */
export const assistantMessages = (page: Page) => page.getByRole('article', { name: 'Assistant' });
export const userMessages = (page: Page) => page.getByRole('article', { name: 'You' });

/** Writes a record straight into the studio's IndexedDB, as an earlier visit (or a broken one) left it. */
export async function seedHistory(page: Page, key: string, value: unknown) {
  await page.evaluate(
    ([recordKey, record]) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('studio-history', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('records');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('records', 'readwrite');
          tx.objectStore('records').put(record, recordKey as string);
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    [key, value] as const,
  );
}

export async function readHistory(page: Page, key: string): Promise<unknown> {
  return page.evaluate(
    (recordKey) =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('studio-history', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('records');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result.transaction('records').objectStore('records').get(recordKey);
          request.onsuccess = () => {
            open.result.close();
            resolve(request.result);
          };
        };
      }),
    key,
  );
}

export async function historyKeys(page: Page): Promise<string[]> {
  return page.evaluate(
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
        };
      }),
  );
}
