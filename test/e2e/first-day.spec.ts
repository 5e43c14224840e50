import { expect } from '@playwright/test';
import { test } from './fixtures';
import { openSignedIn } from './demo-sessions';
import { signInAs } from './sign-in.helpers';

/** A new staff member's first ten minutes: no dead ends, and each tool says what it is for. */
test('Back is not offered on the first page after sign-in; once the studio has a page behind it, it leads there', async ({ page }) => {
  await page.goto('/');
  await signInAs(page, 'alice');
  const back = page.locator('.navbar .back');
  await expect(page.getByRole('heading', { level: 1 }).or(page.getByRole('textbox', { name: 'Message' })).first()).toBeVisible();
  await expect(back).toBeHidden();
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'AuditGPT' }).click();
  await expect(page).toHaveURL('/audit-gpt');
  await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL('/');
  await expect(back).toBeHidden();
});

test('the handbook and "How to write a prompt" lead to a page the stack serves, with a how-to', async ({ page }) => {
  await openSignedIn(page, 'alice', '/audit-gpt');
  await expect(page.getByRole('link', { name: 'How to write a prompt' })).toHaveAttribute('href', '/guidelines');
  await page.getByRole('button', { name: /User menu/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Handbook' })).toHaveAttribute('href', '/guidelines');
  await page.keyboard.press('Escape');
  await page.goto('/guidelines');
  await expect(page.getByRole('heading', { name: 'How to write a prompt' })).toBeVisible();
});

test('each tool in the bar says what it is for', async ({ page }) => {
  await openSignedIn(page, 'alice');
  await expect(page.getByRole('link', { name: 'Vox Studio' })).toHaveAttribute('title', 'Transcribe calls and recordings, then summarise and evaluate them.');
});

test('the no-access page says what the tool is for and whom to ask', async ({ page }) => {
  await openSignedIn(page, 'bob', '/audit-gpt');
  await expect(page.getByText("AuditGPT: Ask audit questions with your department's stored prompts.")).toBeVisible();
  await expect(page.getByRole('link', { name: 'studio-support@example.com' })).toHaveAttribute('href', 'mailto:studio-support@example.com');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the reference sign-in page fits the screen', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('textbox', { name: /Username/i })).toBeVisible({ timeout: 15_000 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('the burger menu gives each tool its line under the name, in German too', async ({ page }) => {
    await openSignedIn(page, 'alice');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('menuitem', { name: /^RAGS/ })).toContainText('Chat with the company\'s knowledge bases and see their sources.');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /^Language/ }).click();
    await page.getByRole('menuitemradio', { name: /Deutsch/ }).click();
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    await expect(page.getByRole('menuitem', { name: /^Vox Studio/ })).toContainText('Transkribiere Gespräche und Aufnahmen');
  });
});

for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a toast covers neither Send nor the message box', async ({ page }) => {
      await openSignedIn(page, 'alice', '/chat');
      // A file the upload refuses: a toast says so at once.
      await page.locator('input[type=file]').setInputFiles({ name: 'tool.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
      const toast = page.locator('.toast').first();
      await expect(toast).toBeVisible();
      const [toastBox, inputBox] = await Promise.all([toast.boundingBox(), page.locator('.chat-input').boundingBox()]);
      expect(toastBox && inputBox && toastBox.y + toastBox.height <= inputBox.y).toBe(true);
    });
  });
}
