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
