import { expect } from '@playwright/test';
import { test } from './fixtures';
import { trialAppUrl } from './e2e-stack';
import { signInAs } from './sign-in.helpers';
import { openSignedIn } from './demo-sessions';

const navLinks = (page: import('@playwright/test').Page) =>
  page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link');

test('bob opening /audit-gpt lands on the unauthorized error page', async ({ page }) => {
  await openSignedIn(page, 'bob', '/audit-gpt');
  await expect(page).toHaveURL('/error?reason=unauthorized&path=%2Faudit-gpt');
  await expect(page.getByText('You are not allowed to access the page /audit-gpt.')).toBeVisible();
});

test('nora sees no tool in the nav', async ({ page }) => {
  await openSignedIn(page, 'nora', '/guidelines');
  await expect(page.getByRole('button', { name: /Nora Nolan/ })).toBeVisible();
  await expect(navLinks(page)).toHaveCount(0);
});

test('alice sees every internal tool', async ({ page }) => {
  await openSignedIn(page, 'alice');
  // Usage too: the API grants alice the admins' usage page.
  await expect(navLinks(page)).toHaveText(['Home', 'Vision Studio', 'Vox Studio', 'SCOS', 'AuditGPT', 'RAGS', 'Usage']);
  // platform.md §2's breakpoints at their edges: from md (993 px) every link; from sm (769 px) to
  // 992 px the first three and "More" with the rest; below sm the burger.
  const more = page.locator('.navbar').getByRole('button', { name: 'More' });
  const burger = page.locator('.navbar').getByRole('button', { name: 'Open menu' });
  for (const [width, links, flyout] of [
    [993, ['Home', 'Vision Studio', 'Vox Studio', 'SCOS', 'AuditGPT', 'RAGS', 'Usage'], false],
    [992, ['Home', 'Vision Studio', 'Vox Studio'], true],
    [769, ['Home', 'Vision Studio', 'Vox Studio'], true],
  ] as const) {
    await page.setViewportSize({ width, height: 800 });
    await expect(navLinks(page)).toHaveText([...links]);
    await expect(more).toBeVisible({ visible: flyout });
    await expect(burger).toBeHidden();
  }
  await more.click();
  await expect(page.getByRole('menuitem')).toHaveText([/^SCOS/, /^AuditGPT/, /^RAGS/, /^Usage/]);
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 768, height: 800 });
  await expect(navLinks(page)).toHaveCount(0);
  await expect(burger).toBeVisible();
});

test('tina on the trial origin sees only Home and Vision Studio', async ({ page }) => {
  await openSignedIn(page, 'tina', `${trialAppUrl}/`);
  await expect(navLinks(page)).toHaveText(['Home', 'Vision Studio']);
});

test('an unknown path goes to the not-found page', async ({ page }) => {
  await page.goto('/nope');
  await expect(page).toHaveURL('/error?reason=not-found&path=%2Fnope');
  await expect(page.getByText('The page /nope could not be found.')).toBeVisible();
});

test('switching to German translates the shell and survives a reload', async ({ page }) => {
  await openSignedIn(page, 'alice');
  await page.getByRole('button', { name: /^Language/ }).click();
  await page.getByRole('menuitemradio', { name: /Deutsch/ }).click();
  await expect(page.getByRole('button', { name: 'Neuer Chat' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  await page.reload();
  await expect(page.getByRole('link', { name: 'Startseite' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');

  // What start-up waits on is asked for beside the entry: config.json once, by its
  // preload, and the start-up texts in German and in English (its fallback) by module preloads.
  const loaded = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => [new URL(entry.name).pathname, (entry as PerformanceResourceTiming).initiatorType]),
  );
  expect(loaded.filter(([path]) => path === '/config.json')).toEqual([['/config.json', 'link']]);
  const texts = loaded.map(([path]) => path!).filter((path) => /^\/assets\/texts-(de-DE|en-US)-[\w-]{8}\.js$/.test(path));
  expect(texts).toHaveLength(2); // one chunk of start-up texts per locale
  const preloaded = await page.locator('link[rel="modulepreload"]').evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  expect(preloaded).toEqual(expect.arrayContaining(texts));
});

test('the dark scheme survives a reload and is there before the first paint', async ({ page }) => {
  await openSignedIn(page, 'alice');
  await page.getByRole('button', { name: /User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Colour scheme' }).click();
  await page.getByText('Dark', { exact: true }).click();
  await expect(page.getByRole('radio', { name: /^Dark/ })).toBeChecked();
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'dark');
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(17, 24, 39)');

  // Without the app's script at all, the page is already dark: no light flash before React runs.
  await page.route('**/assets/index-*.js', (route) => route.abort());
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'dark');
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(17, 24, 39)');
});

test('the user menu shows the app version and closes with Escape, focus back on its button', async ({ page }) => {
  // The menu's code comes at the first interaction: held back here, so the press lands on the
  // stand-in button and the menu opens as the code arrives.
  await page.route('**/assets/UserMenu-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await openSignedIn(page, 'alice');
  await page.getByRole('button', { name: /User menu/ }).click();
  await expect(page.getByRole('button', { name: /User menu/ })).toHaveAttribute('aria-haspopup', 'menu');
  await expect(page.getByText(/^Version \d+\.\d+\.\d+$/)).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Show Release Notes' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /User menu/ })).toBeFocused();
});

test.describe('release notes', () => {
  test.use({ firstVisit: true });

  test('OK shows them again at the next start, "Don\'t show anymore" not for this version; a new version does', async ({ page }) => {
    await openSignedIn(page, 'bob');
    const dialog = page.getByRole('dialog', { name: "What's new" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toHaveCount(0);
    await page.reload();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: "Don't show anymore" }).click();
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
    await expect(dialog).toHaveCount(0);

    // A record from an older version: shown again.
    await page.evaluate(() => {
      const record = JSON.parse(localStorage.getItem('aiStudioVersion')!) as Record<string, string>;
      localStorage.setItem('aiStudioVersion', JSON.stringify({ ...record, version: '"0.0.1"' }));
    });
    await page.reload();
    await expect(dialog).toBeVisible();
  });

  test('Show Release Notes in the user menu shows them after the reload', async ({ page }) => {
    await openSignedIn(page, 'bob');
    await page.getByRole('dialog').getByRole('button', { name: "Don't show anymore" }).click();
    // A mark on this page load: the reload (platform.md §4) takes it away.
    await page.evaluate(() => Object.assign(window, { beforeTheReload: true }));
    await page.getByRole('button', { name: /User menu/ }).click();
    await page.getByRole('menuitem', { name: 'Show Release Notes' }).click();
    await expect(page.getByRole('dialog', { name: "What's new" })).toBeVisible();
    expect(await page.evaluate(() => 'beforeTheReload' in window)).toBe(false);
  });
});

test('guidelines: the corporate lists internally, the Markdown text and trial terms on the trial origin', async ({ page }) => {
  await openSignedIn(page, 'nora', '/guidelines');
  await expect(page.getByRole('heading', { name: 'Usage guidelines' })).toBeVisible();
  await expect(page.getByText('Do not enter personal data of customers, colleagues or anyone else.')).toBeVisible();
  // tools.md §3's points: no outputs with legal effect, no abusive or non-work use.
  await expect(page.getByText('Do not use outputs for decisions with legal effect on people.')).toBeVisible();
  await expect(page.getByText('Do not use the tools abusively or for anything that is not work.')).toBeVisible();

  await openSignedIn(page, 'tina', `${trialAppUrl}/guidelines`);
  await expect(page.getByRole('heading', { name: 'Trial terms' })).toBeVisible();
  await expect(page.getByText('The trial lasts 30 days.')).toBeVisible();
  // platform.md §1's terms, each one, and both contacts.
  await expect(page.getByText('Confidentiality applies for 2 years after the end of the trial.')).toBeVisible();
  await expect(page.getByText('Personal data is deleted 30 days after the trial ends.')).toBeVisible();
  await expect(page.getByText('The data controller is the cloud provider.')).toBeVisible();
  await expect(page.getByText('You must not enter personal data, and you must not use generated results to automate decisions about people.')).toBeVisible();
  await expect(page.getByText('Support: studio-support@example.com · Privacy: privacy@example.com')).toBeVisible();
  await expect(page.getByText('Terms of 06/23/25')).toBeVisible();
  await expect(page.locator('.markdown strong').first()).toHaveText('Check every output');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 480, height: 800 } });

  test('the tools are behind the burger menu, which closes when the route changes', async ({ page }) => {
    await openSignedIn(page, 'alice');
    await expect(navLinks(page).first()).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('menuitem', { name: 'AuditGPT' }).click();
    await expect(page).toHaveURL('/audit-gpt');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Query' })).toBeVisible();
    // Choosing an item closes a menu by itself; the route rule shows when the path changes while
    // it is open (here: the browser's Back).
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('menu')).toHaveCount(0);
  });
});

test('the provider test switch moves alice to the trial provider and back', async ({ page }) => {
  await page.goto('/');
  await signInAs(page, 'alice');
  await page.getByRole('button', { name: /User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Test the trial provider' }).click();
  // A developers' tool that signs out: it asks first, and Cancel keeps the session.
  await page.getByRole('dialog', { name: 'Test the trial provider?' }).getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL('/');
  await page.getByRole('button', { name: /User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Test the trial provider' }).click();
  await page.getByRole('dialog', { name: 'Test the trial provider?' }).getByRole('button', { name: 'Sign out and switch' }).click();
  await expect(page).toHaveURL('/logged-out');
  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/^http:\/\/localhost:4102\/interaction\//);
  await signInAs(page, 'alice');
  await expect(page).toHaveTitle('Studio Trial');
  await expect(navLinks(page)).toHaveText(['Home', 'Vision Studio']);

  await page.getByRole('button', { name: /User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Back to the corporate provider' }).click();
  await page.getByRole('dialog', { name: 'Back to the corporate provider?' }).getByRole('button', { name: 'Sign out and switch' }).click();
  await expect(page).toHaveURL('/logged-out');
  await expect(page).toHaveTitle('Studio');
});
