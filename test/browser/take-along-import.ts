import type { Page } from '@playwright/test';

/**
 * Imports a take-along file through the studio's own dialog (the account menu's "Take chats
 * along"), as a user moving to a new browser would; resolves once the import says it is done.
 */
export async function importTakeAlong(page: Page, text: string, timeoutMs = 120_000): Promise<void> {
  await page.getByRole('button', { name: /Alice Adams/ }).click();
  await page.getByRole('menuitem', { name: 'Take chats along' }).click();
  const dialog = page.getByRole('dialog', { name: 'Take your chats along' });
  await dialog.locator('input[type=file]').setInputFiles({ name: 'studio-take-along.json', mimeType: 'application/json', buffer: Buffer.from(text) });
  await dialog.getByRole('button', { name: 'Import' }).click({ timeout: timeoutMs });
  await dialog.getByText(/chats? added/).waitFor({ timeout: timeoutMs });
  await dialog.getByRole('button', { name: 'Close' }).click();
}
