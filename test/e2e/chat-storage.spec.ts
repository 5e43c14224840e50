import { expect } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { appUrl } from './e2e-stack';
import { readHistory } from '../browser/history-db';
import { ask, assistantMessages, userMessages } from './chat.helpers';
import { test } from './fixtures';
import { openSignedIn } from './demo-sessions';

type StoredChats = { items: { name: string | null; messages: { content: string }[] }[] };

test('a full browser storage warns and offers the download; nothing in memory is lost, saving resumes once there is room', async ({ page }) => {
  test.setTimeout(60_000);
  // A real quota: Chromium refuses IndexedDB writes past it with a QuotaExceededError. It reads
  // the quota when the database opens, so it is set before the app opens it.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Storage.overrideQuotaForOrigin', { origin: appUrl, quotaSize: 200_000 });
  await openSignedIn(page, 'alice');
  await ask(page, 'A first question that is saved');
  await expect(page.getByRole('button', { name: 'Send' })).toBeVisible({ timeout: 15_000 });
  await expect.poll(async () => ((await readHistory(page, 'PRIVATE_CHAT_HISTORY:alice')) as StoredChats | undefined)?.items.length).toBe(1);

  // Random text: Chromium compresses large IndexedDB values, and repeated text would fit anyway.
  // About 210,000 characters: over the quota, under the studio's own before-sending limit (240,000).
  const noise = Array.from({ length: 30_000 }, () => Math.random().toString(36).slice(2, 8)).join(' ');
  const longQuestion = `Please read all of this: a long pasted report line. ${noise}`;
  await ask(page, longQuestion);

  await expect(page.getByText('Storage is full', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(userMessages(page)).toHaveCount(2);
  await expect(userMessages(page).last()).toContainText('a long pasted report line.');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download chats' }).click();
  const transcript = await readFile(await (await download).path(), 'utf8');
  expect(transcript).toContain('A first question that is saved');
  expect(transcript).toContain('a long pasted report line.');

  // Room again (the override lifted): the next change saves everything, the long question included.
  // (The API refused the long question as too long, so this chat takes no more input.)
  await cdp.send('Storage.overrideQuotaForOrigin', { origin: appUrl });
  await expect(page.getByRole('button', { name: 'Start a new conversation' })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'New chat' }).click();
  await ask(page, 'And one more');
  await expect(page.getByText('Storage is full', { exact: true })).toBeHidden({ timeout: 15_000 });
  await expect
    .poll(async () => JSON.stringify(await readHistory(page, 'PRIVATE_CHAT_HISTORY:alice')).includes('a long pasted report line.'), { timeout: 10_000 })
    .toBe(true);
});

test('a rename the browser could not write before a reload is kept through the page-hide journal', async ({ page }) => {
  await openSignedIn(page, 'bob');
  await ask(page, 'Name me later');
  await expect(assistantMessages(page).last()).toContainText('No language model is connected', { timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();
  // Auto-named after the answer (two messages): that name is stored before writes start failing.
  await expect.poll(async () => ((await readHistory(page, 'PRIVATE_CHAT_HISTORY:bob')) as StoredChats | undefined)?.items[0]?.name).toBeTruthy();

  // From here on this page's IndexedDB writes fail, as when the page goes before they commit.
  await page.evaluate(() => {
    IDBObjectStore.prototype.put = () => {
      throw new DOMException('The page is going away.', 'UnknownError');
    };
  });
  await page.getByRole('button', { name: 'Chat actions' }).click();
  await page.getByRole('menuitem', { name: 'Rename', exact: true }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill('Named just before leaving');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: 'Named just before leaving' })).toBeVisible();
  expect(((await readHistory(page, 'PRIVATE_CHAT_HISTORY:bob')) as StoredChats).items[0]?.name).not.toBe('Named just before leaving');

  await page.reload();
  await expect(page.getByRole('button', { name: 'Named just before leaving' })).toBeVisible();
  await expect
    .poll(async () => ((await readHistory(page, 'PRIVATE_CHAT_HISTORY:bob')) as StoredChats).items[0]?.name, { timeout: 10_000 })
    .toBe('Named just before leaving');
  await expect.poll(() => page.evaluate(() => Object.keys(localStorage).filter((key) => key.includes('#unsaved:')))).toEqual([]);
});
