import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { pngSize, pngTexts } from '../../server/api/vision/png';
import { wcagViolations } from './axe';
import { trialAppUrl } from './e2e-stack';
import { test } from './fixtures';
import { openSignedIn } from './demo-sessions';

const gallery = (page: Page) => page.getByRole('region', { name: 'Results' });
const images = (page: Page) => gallery(page).getByRole('listitem');

async function expectNoWcagViolations(page: Page) {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    expect(await wcagViolations(page), scheme).toEqual([]);
  }
}

/** The ratio's label takes the click (react-aria keeps the radio input itself out of the way). */
async function chooseRatio(page: Page, ratio: string) {
  await page.getByRole('form', { name: 'Settings' }).getByText(ratio, { exact: true }).click();
  await expect(page.getByRole('radio', { name: ratio })).toBeChecked();
}

async function setNumber(page: Page, label: string, value: string) {
  const field = page.getByRole('textbox', { name: label });
  await field.fill(value);
  await field.blur();
}

test('tina on the trial origin generates two images, zooms one, downloads one, and cancels a third request', async ({ page }) => {
  test.setTimeout(60_000);
  await openSignedIn(page, 'tina', `${trialAppUrl}/vision-studio`);
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Prompt', exact: true }).fill('A lighthouse at dawn');
  await setNumber(page, 'Number of results', '2');
  await setNumber(page, 'Guidance scale', '7.5');
  await chooseRatio(page, '4:3');
  await page.getByRole('button', { name: 'Generate' }).click();
  await expect(gallery(page).getByRole('status')).toHaveText('Generating images…');
  await expect(images(page)).toHaveCount(2, { timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Generate' })).toBeEnabled();
  await expect(images(page).first().getByText('Placeholder', { exact: true })).toBeVisible();
  await expect(images(page).first()).toContainText('Aspect ratio 4:3 · 2 results · Guidance scale 7.5');

  const first = images(page).first();
  await first.getByRole('button', { name: 'Zoom' }).click();
  const dialog = page.getByRole('dialog', { name: 'A lighthouse at dawn (image 1 of 2)' });
  await expect(dialog.getByRole('img')).toBeVisible();
  await expectNoWcagViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(first.getByRole('button', { name: 'Zoom' })).toBeFocused();

  const downloading = page.waitForEvent('download');
  await first.getByRole('button', { name: 'Download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^A-lighthouse-at-dawn-\(image-1-of-2\)-[0-9a-f-]{36}\.png$/);
  const png = await readFile((await download.path())!);
  expect(pngSize(png)).toEqual({ width: 512, height: 384 });
  const texts = pngTexts(png);
  expect(texts.prompt).toBe('A lighthouse at dawn');
  expect(texts.Description).toMatch(
    /^Generated in Studio \(Vision Studio\) on \d{4}-\d\d-\d\dT[\d:.]+Z \(a placeholder: no image model was configured\) with prompt "A lighthouse at dawn", negative prompt "", aspect ratio 4:3, 2 results, guidance scale 7\.5\.$/,
  );

  // The third request is held back long enough that Cancel surely comes first, even on a busy
  // machine (the offline delay of 1.5 s was once too short in CI: the images came before the click).
  await page.route('**/v1/image_gen', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 20_000));
    await route.continue().catch(() => undefined);
  });
  await page.getByRole('button', { name: 'Generate' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The response was aborted.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Generate' })).toBeEnabled();
  await expect(images(page)).toHaveCount(2);
  await expectNoWcagViolations(page);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('alice on the corporate origin gets a policy refusal, then four images at 16:9', async ({ page }) => {
  test.setTimeout(60_000);
  await openSignedIn(page, 'alice', '/vision-studio');
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  // Corporate: no guidance control (that is the stack-provider mode's).
  await expect(page.getByRole('textbox', { name: 'Guidance scale' })).toHaveCount(0);
  const prompt = page.getByRole('textbox', { name: 'Prompt', exact: true });
  await prompt.fill('A knight with a gun');
  await page.getByRole('button', { name: 'Generate' }).click();
  const refusal = gallery(page).getByRole('alert');
  await expect(refusal).toContainText('The response is blocked, as it may violate policies.');
  await expect(refusal).toContainText('Violated policies: weapons');
  await expect(prompt).toHaveValue('A knight with a gun');
  await expectNoWcagViolations(page);

  await prompt.fill('A knight with a lantern');
  await chooseRatio(page, '16:9');
  await setNumber(page, 'Number of results', '4');
  await page.getByRole('button', { name: 'Generate' }).click();
  await expect(images(page)).toHaveCount(4, { timeout: 15_000 });
  await expect(refusal).toBeHidden();
  const sizes = await images(page)
    .getByRole('img')
    .evaluateAll((all) => all.map((image) => `${(image as HTMLImageElement).naturalWidth}x${(image as HTMLImageElement).naturalHeight}`));
  expect(sizes).toEqual(['512x288', '512x288', '512x288', '512x288']);
  // tools.md §4: the preview is at most 420 px wide; these 512 px images are shown at 420 on a wide window.
  const shownWidths = await images(page)
    .getByRole('img')
    .evaluateAll((all) => all.map((image) => Math.round(image.getBoundingClientRect().width)));
  expect(shownWidths).toEqual([420, 420, 420, 420]);
  await expect(images(page).nth(3).getByRole('img')).toHaveAttribute('alt', 'A knight with a lantern (image 4 of 4)');
  await expectNoWcagViolations(page);
});

test('alice’s images and their settings stay in the gallery across a reload; Delete removes one for good; it fits a phone', async ({ page }) => {
  test.setTimeout(60_000);
  await openSignedIn(page, 'alice', '/vision-studio');
  await expect(gallery(page).getByText('Images are kept in this browser for 30 days, at most 100.')).toBeVisible();
  // A new browser context: nothing kept yet.
  await expect(images(page)).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Prompt', exact: true }).fill('A harbour in the rain');
  await page.getByRole('textbox', { name: 'Negative prompt' }).fill('boats');
  await chooseRatio(page, '3:4');
  await setNumber(page, 'Number of results', '2');
  await page.getByRole('button', { name: 'Generate' }).click();
  await expect(images(page)).toHaveCount(2, { timeout: 15_000 });

  await page.reload();
  await expect(images(page)).toHaveCount(2, { timeout: 15_000 });
  const first = images(page).first();
  await expect(first.getByRole('img')).toHaveAttribute('alt', 'A harbour in the rain (image 1 of 2)');
  await expect(first).toContainText('Aspect ratio 3:4 · 2 results');
  await expect(first).toContainText('Negative prompt: boats');
  expect(await first.getByRole('img').evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBe(384);
  await first.getByRole('button', { name: 'Reuse settings' }).click();
  await expect(page.getByRole('textbox', { name: 'Prompt', exact: true })).toHaveValue('A harbour in the rain');
  await expect(page.getByRole('radio', { name: '3:4' })).toBeChecked();

  await images(page).nth(1).getByRole('button', { name: 'Delete' }).click();
  await expect(images(page)).toHaveCount(1);
  await page.setViewportSize({ width: 390, height: 844 });
  // The phone layout follows a media query, a render after the resize: polled, not read in the same frame.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoWcagViolations(page);
  await page.reload();
  await expect(images(page)).toHaveCount(1, { timeout: 15_000 });
  await expect(images(page).first().getByRole('img')).toHaveAttribute('alt', 'A harbour in the rain (image 1 of 2)');
});
