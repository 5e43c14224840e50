import { expect, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { readHistory, seedHistory } from '../browser/history-db';
import { openSignedIn } from './demo-sessions';
import { test } from './fixtures';

const now = Date.now();
const chat = (sessionId: string, name: string, question: string) => ({
  sessionId, name, timeStamp: now - 60_000, createdAt: now - 3_600_000, documents: [],
  messages: [{ role: 'user', content: question }, { role: 'assistant', content: `An answer to: ${question}` }],
});
const aliceChats = { version: 1, items: [chat('session_export-1', 'Walrus travel plans', 'Where do walruses go?'), chat('session_export-2', 'Budget review', 'What did we spend?')], deleted: {} };

/** Every CSP violation (the worker's script URL goes through Trusted Types). */
async function collectViolations(page: Page) {
  const violations: string[] = [];
  await page.exposeFunction('reportExportCspViolation', (violation: string) => violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      void (window as unknown as { reportExportCspViolation: (v: string) => void }).reportExportCspViolation(`${event.effectiveDirective} ${event.blockedURI}`);
    });
  });
  return violations;
}

/** Alice's stored chats, read once the page has settled (a read during a navigation is tried again). */
async function storedChats(page: Page) {
  let stored: unknown;
  await expect
    .poll(async () => {
      stored = await readHistory(page, 'PRIVATE_CHAT_HISTORY:alice').catch(() => undefined);
      return stored !== undefined;
    })
    .toBe(true);
  return stored;
}

async function openTakeAlong(page: Page) {
  await page.getByRole('button', { name: /Alice Adams/ }).click();
  await page.getByRole('menuitem', { name: 'Take chats along' }).click();
  return page.getByRole('dialog', { name: 'Take your chats along' });
}

test('chats exported in one browser import into a fresh one as the same user; a broken file changes nothing and says why', async ({ page, otherPage }) => {
  test.setTimeout(90_000);
  await openSignedIn(page, 'alice');
  await seedHistory(page, 'PRIVATE_CHAT_HISTORY:alice', aliceChats);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Walrus travel plans' })).toBeVisible();

  const exportDialog = await openTakeAlong(page);
  const download = page.waitForEvent('download');
  await exportDialog.getByRole('button', { name: 'Export chats' }).click();
  const exported = await download;
  expect(exported.suggestedFilename()).toMatch(/^studio-take-along-\d{4}-\d{2}-\d{2}\.json$/);
  const file = await readFile(await exported.path());
  await expect(exportDialog.getByRole('status')).toContainText('The file was downloaded.');

  // Another browser profile, the same user, nothing stored yet.
  const violations = await collectViolations(otherPage);
  await openSignedIn(otherPage, 'alice');
  await expect(otherPage.getByRole('button', { name: 'New chat' })).toBeVisible();
  await expect(otherPage.getByRole('button', { name: 'Walrus travel plans' })).toHaveCount(0);
  const importDialog = await openTakeAlong(otherPage);
  await importDialog.locator('input[type=file]').setInputFiles({ name: exported.suggestedFilename(), mimeType: 'application/json', buffer: file });
  await expect(importDialog.getByRole('heading', { name: 'Ready to import' })).toBeVisible({ timeout: 15_000 });
  await expect(importDialog.getByText('Home: 2 chats new')).toBeVisible();
  await importDialog.getByRole('button', { name: 'Import' }).click();
  await expect(importDialog.getByText('Home: 2 chats added')).toBeVisible({ timeout: 15_000 });
  await importDialog.getByRole('button', { name: 'Close' }).click();
  // The open chat page hears the write and shows the chats, as after a reload.
  await expect(otherPage.getByRole('button', { name: 'Walrus travel plans' })).toBeVisible();
  await expect(otherPage.getByRole('button', { name: 'Budget review' })).toBeVisible();
  await otherPage.reload();
  await otherPage.getByRole('button', { name: 'Walrus travel plans' }).click();
  await expect(otherPage.getByRole('article', { name: 'You' })).toContainText('Where do walruses go?');
  const stored = await storedChats(otherPage);
  expect(stored).toMatchObject({ items: aliceChats.items });

  // A file cut short: refused with its reason, nothing stored changes.
  const brokenDialog = await openTakeAlong(otherPage);
  await brokenDialog.locator('input[type=file]').setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: file.subarray(0, file.length / 2) });
  await expect(brokenDialog.getByRole('alert')).toHaveText('This file is not a chat export: it is not JSON. Nothing was changed.', { timeout: 15_000 });
  expect(await storedChats(otherPage)).toEqual(stored);
  await brokenDialog.getByRole('button', { name: 'Close' }).click();
  await expect(otherPage.getByRole('button', { name: 'Walrus travel plans' })).toBeVisible();
  expect(violations).toEqual([]);
});

test('the take-along dialog stays open, its work going on, when the address changes behind it (Back)', async ({ page }) => {
  await openSignedIn(page, 'alice', '/');
  await page.getByRole('link', { name: 'Vision Studio' }).first().click();
  await expect(page).toHaveURL(/\/vision-studio$/);
  const dialog = await openTakeAlong(page);
  await expect(dialog).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Export chats' })).toBeEnabled();
});
