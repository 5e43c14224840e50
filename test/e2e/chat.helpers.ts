import { expect, type Page } from '@playwright/test';
import { makeDocx } from '../../server/api/testing/office-fixtures';
import { seedHistory } from '../browser/history-db';
import { openSignedIn } from './demo-sessions';

export const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Uploads a real .docx through the chat's file input and ticks it as context. */
export async function uploadDocx(page: Page, name: string, paragraphs: string[]) {
  const buffer = await makeDocx(paragraphs);
  await page.locator('input[type=file]').setInputFiles({ name, mimeType: DOCX_MIME, buffer });
  // Extraction takes a few seconds on a busy two-core machine (CI once was still uploading at 5 s).
  await expect(page.getByText('File upload successful')).toBeVisible({ timeout: 20_000 });
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

/** A history record that breaks off mid-JSON: what a corrupt write leaves. */
export const corruptHistory = '{"version":1,"items":[{"sessionId":';

/** Bob signed in, his stored history corrupt, the page reloaded: the unreadable-data notice is shown. */
export async function bobWithCorruptHistory(page: Page) {
  await openSignedIn(page, 'bob');
  await expect(page.getByRole('button', { name: 'New chat' })).toBeVisible();
  await seedHistory(page, 'PRIVATE_CHAT_HISTORY:bob', corruptHistory);
  await page.reload();
  await expect(page.getByText('Some saved chats could not be read')).toBeVisible();
}
