import { expect, type Locator, type Page } from '@playwright/test';
import { trialAppUrl } from './e2e-stack';
import { test } from './fixtures';
import { openSignedIn } from './demo-sessions';
import { expectFocusSeen, tabTo } from './keyboard.helpers';

/** Shift+Tab until `target` has the focus. */
async function tabBackTo(page: Page, target: Locator, most = 60) {
  for (let tabs = 1; tabs <= most; tabs += 1) {
    await page.keyboard.press('Shift+Tab');
    if (await target.evaluate((node) => node === document.activeElement)) return;
  }
  throw new Error(`${String(target)} not reached in ${most} Shift+Tabs`);
}

const images = (page: Page) => page.getByRole('region', { name: 'Results' }).getByRole('listitem');

test('Vision Studio by keyboard alone: ratio, count, generate (its key-up never cancels), zoom and back, reuse, delete; the focus never on body', async ({ page }) => {
  test.setTimeout(60_000);
  await openSignedIn(page, 'tina', `${trialAppUrl}/vision-studio`);
  const prompt = page.getByRole('textbox', { name: 'Prompt', exact: true });
  await expect(prompt).toBeEditable();

  await tabTo(page, prompt);
  await page.keyboard.type('A lighthouse at dawn');
  await tabTo(page, page.getByRole('textbox', { name: 'Number of results' }));
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('2');
  // A radio group is one Tab stop; the arrows choose within it.
  const checkedRatio = page.getByRole('radiogroup').getByRole('radio', { checked: true });
  await tabTo(page, checkedRatio);
  const before = await checkedRatio.getAttribute('value');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radiogroup').getByRole('radio', { checked: true })).not.toHaveAttribute('value', before ?? '');
  const ratio = (await page.getByRole('radiogroup').getByRole('radio', { checked: true }).getAttribute('value'))!;
  await expectFocusSeen(page, 'the ratio');

  // Generate turns into Cancel in place: the key-up of Enter must not press it.
  await tabTo(page, page.getByRole('button', { name: 'Generate' }));
  await page.keyboard.press('Enter');
  await expect(images(page)).toHaveCount(2, { timeout: 15_000 });
  await expect(page.getByRole('alert').filter({ hasText: 'The response was aborted.' })).toHaveCount(0);
  await expect(images(page).first()).toContainText(`Aspect ratio ${ratio} · 2 results`);
  await expectFocusSeen(page, 'after generating');

  const first = images(page).first();
  await tabTo(page, first.getByRole('button', { name: 'Zoom' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'A lighthouse at dawn (image 1 of 2)' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(first.getByRole('button', { name: 'Zoom' })).toBeFocused();

  // Back up to the prompt and change it, so that reusing the image's settings shows.
  await tabBackTo(page, prompt);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Something else');
  await tabTo(page, first.getByRole('button', { name: 'Reuse settings' }), 60);
  await page.keyboard.press('Enter');
  await expect(prompt).toHaveValue('A lighthouse at dawn');
  await expectFocusSeen(page, 'after reusing');

  await tabTo(page, images(page).nth(1).getByRole('button', { name: 'Delete' }), 60);
  await page.keyboard.press('Enter');
  await expect(images(page)).toHaveCount(1);
  await expectFocusSeen(page, 'after deleting');
});
