import { expect } from '@playwright/test';
import { test } from './fixtures';
import { createPrompt, mainArea, openAudit, run, selectButton } from './audit.helpers';
import { openSignedIn } from './demo-sessions';
import { tabTo } from './keyboard.helpers';

const promptName = `Keyboard check ${run}`;

test('in the audit assistant a keyboard alone chooses department, prompt and model, writes the query and sends it with Enter; the answer arrives whole, nothing is aborted', async ({ page }) => {
  test.setTimeout(90_000);
  // Arranged by pointer: a prompt to choose.
  await openAudit(page, 'alice');
  await page.getByRole('button', { name: 'Manage prompts' }).click();
  await createPrompt(page, promptName, { private: true, draft: false });
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Department' })).toBeEnabled();

  // From here on, keys only.
  await tabTo(page, page.getByRole('combobox', { name: 'Department' }));
  await page.keyboard.type('IT');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('combobox', { name: 'Department' })).toHaveValue('IT (IT)');

  const promptSelect = selectButton(page, 'Prompt');
  await tabTo(page, promptSelect);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.type(promptName.slice(0, 8));
  await page.keyboard.press('Enter');
  await expect(promptSelect).toContainText(promptName);

  const modelSelect = selectButton(page, 'Model');
  await tabTo(page, modelSelect);
  await page.keyboard.press('Space');
  await expect(page.getByRole('option', { name: 'offline' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(modelSelect).toContainText('offline');

  const query = mainArea(page).getByRole('textbox', { name: 'Your query' });
  await tabTo(page, query);
  await page.keyboard.type('Is a trip without a receipt a risk?');
  const send = mainArea(page).getByRole('button', { name: 'Send' });
  await tabTo(page, send);
  await page.keyboard.press('Enter');

  // Send turns into Cancel in place (the offline answer may be done before we look) and back: the focus stayed on that one button.
  await expect(mainArea(page).getByRole('button', { name: /^(Send|Cancel)$/ })).toBeFocused();
  const answer = page.locator('.audit-answer');
  await expect(mainArea(page).getByRole('button', { name: 'Send' })).toBeVisible({ timeout: 15_000 });
  await expect(answer).toContainText('Is a trip without a receipt a risk?');
  await expect(answer).toContainText(`Check ${promptName}.`);
  await expect(page.getByText('The response was aborted.')).toHaveCount(0);
  await expect(mainArea(page).getByRole('button', { name: 'Send' })).toBeFocused();
});

test('the first Tab on a page reaches the skip link; it leads past the navigation and the panel to the chat, a few Tabs from the message box', async ({ page }) => {
  await openSignedIn(page, 'bob');
  const messageBox = page.getByRole('textbox', { name: 'Message' });
  await expect(messageBox).toBeVisible();
  await page.locator('body').focus();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to the main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  // 17 Tabs without it (navigation, user menu, the chat list's panel).
  expect(await tabTo(page, messageBox)).toBeLessThanOrEqual(8);
});
