import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

/**
 * Imports a take-along file through the studio's own dialog (the account menu's "Take chats
 * along"), as a user moving to a new browser would; resolves once the import says it is done.
 */
export async function importTakeAlong(page: Page, text: string, timeoutMs = 120_000): Promise<void> {
  await page.getByRole('button', { name: /Alice Adams/ }).click();
  await page.getByRole('menuitem', { name: 'Take chats along' }).click();
  const dialog = page.getByRole('dialog', { name: 'Take your chats along' });
  // From a file on disk: a 36 MB buffer handed over the protocol takes longer than a locator waits.
  const folder = await mkdtemp(join(tmpdir(), 'studio-take-along-'));
  const path = join(folder, 'studio-take-along.json');
  await writeFile(path, text);
  try {
    await dialog.locator('input[type=file]').setInputFiles(path, { timeout: timeoutMs });
    await dialog.getByRole('button', { name: 'Import' }).click({ timeout: timeoutMs });
    await dialog.getByText(/chats? added/).waitFor({ timeout: timeoutMs });
  } finally {
    // Only now: the page reads a chosen file from disk when it uses it.
    await rm(folder, { recursive: true, force: true });
  }
  await dialog.getByRole('button', { name: 'Close' }).click();
}
