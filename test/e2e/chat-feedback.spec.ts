import { expect } from '@playwright/test';
import { wcagViolations } from './axe';
import { ask, assistantMessages } from './chat.helpers';
import { openSignedIn } from './demo-sessions';
import { test } from './fixtures';

test.describe('feedback on a chat answer, on a phone (390 × 844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('carl gives an answer a thumbs-down with a reason; it is still his after a reload, and withdrawing it clears it', async ({ page }) => {
    await openSignedIn(page, 'carl');
    await ask(page, 'Name one colour of the rainbow.');
    const answer = assistantMessages(page).last();
    await expect(page.getByRole('button', { name: 'Send' })).toBeVisible({ timeout: 15_000 });
    const bad = answer.getByRole('button', { name: 'Bad answer' });
    await bad.click();
    const form = answer.getByRole('form', { name: 'What was wrong?' });
    await form.getByText('It is hard to follow').click();
    await form.getByText('Include the question and answer').click();
    await expect(form.getByRole('checkbox', { name: 'Include the question and answer' })).toBeChecked();

    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      expect(await wcagViolations(page), scheme).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), scheme).toBe(390);
    }
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(bad).toHaveAttribute('aria-pressed', 'true');
    await expect(answer.getByText('Thank you: your feedback was saved.')).toBeVisible();

    await page.reload();
    const reopened = assistantMessages(page).last();
    await expect(reopened.getByRole('button', { name: 'Bad answer' })).toHaveAttribute('aria-pressed', 'true');
    await expect(reopened.getByRole('button', { name: 'Good answer' })).toHaveAttribute('aria-pressed', 'false');

    await reopened.getByRole('button', { name: 'Bad answer' }).click();
    await expect(reopened.getByRole('button', { name: 'Bad answer' })).toHaveAttribute('aria-pressed', 'false');
    await page.reload();
    await expect(assistantMessages(page).last().getByRole('button', { name: 'Bad answer' })).toHaveAttribute('aria-pressed', 'false');
  });
});
