import { expect } from '@playwright/test';
import { ask, assistantMessages, uploadDocx } from './chat.helpers';
import { openSignedIn } from './demo-sessions';
import { test } from './fixtures';

/** About 30,000 tokens of plain text: far more than the 16,000 the documents may take. */
const depots = Array.from({ length: 1500 }, (_, i) => `Section ${i + 1}: the depot in district ${i + 1} keeps ${(i + 1) * 3} pallets for line ${i % 7}.`).join(' ');

test('the answer names the ticked document it read whole, and the receipt is still there after a reload', async ({ page }) => {
  await openSignedIn(page, 'alice');
  await uploadDocx(page, 'receipt-okapi.docx', ['The okapi enclosure opens at nine in the morning.']);
  await ask(page, 'When does the okapi enclosure open?');

  const answer = assistantMessages(page).last();
  await expect(answer).toContainText('opens at nine in the morning', { timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Send' })).toBeVisible({ timeout: 15_000 });
  const summary = answer.getByText(/^Context: 1 document, ~[\d,]+ tokens$/);
  await expect(summary).toBeVisible();
  await expect(answer.getByText("Shortened to fit the model's limit")).toHaveCount(0);
  await summary.click();
  await expect(answer.getByRole('listitem')).toHaveText([/^receipt-okapi\.docx: whole text, ~[\d,]+ tokens$/]);

  await page.reload();
  const reopened = assistantMessages(page).last();
  await expect(reopened).toContainText('opens at nine in the morning');
  await expect(reopened.getByText(/^Context: 1 document, ~[\d,]+ tokens$/)).toBeVisible();
});

test('a document too long to go in whole: the receipt warns that part of it was left out, and says which passages went in', async ({ page }) => {
  await openSignedIn(page, 'bob');
  await page.locator('input[type=file]').setInputFiles({ name: 'receipt-depots.txt', mimeType: 'text/plain', buffer: Buffer.from(depots) });
  await expect(page.getByText('File upload successful')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('checkbox', { name: 'receipt-depots.txt' })).toBeChecked();
  await ask(page, 'Which depot is in district 777?');

  const answer = assistantMessages(page).last();
  await expect(answer).toContainText('district 777', { timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Send' })).toBeVisible({ timeout: 15_000 });
  const warning = answer.getByText("Shortened to fit the model's limit");
  await expect(warning).toBeVisible();
  await answer.getByText(/^Context: 1 document, \d+ passages?, ~[\d,]+ tokens/).click();
  const item = answer.getByRole('listitem');
  await expect(item).toContainText(/^receipt-depots\.txt: passages? [\d, ]+ of [\d,]+, ~[\d,]+ tokens/);
  await expect(item.getByText('not all of it went in')).toBeVisible();
});
