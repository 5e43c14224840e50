import { expect, type Page } from '@playwright/test';
import { wcagViolations } from './axe';
import { bobWithCorruptHistory } from './chat.helpers';
import { test } from './fixtures';
import { openSignedIn } from './demo-sessions';

const routes = ['/', '/chat', '/vision-studio', '/guidelines', '/vox', '/scos-demo', '/audit-gpt', '/rags', '/error?reason=not-found&path=%2Fx', '/logged-out'];
const viewports = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];
const schemes = ['light', 'dark'] as const;

/** The interface's language, chosen in the language menu as a user would (kept across reloads). */
async function chooseLanguage(page: Page, language: 'en' | 'de') {
  if (language === 'en') return;
  await page.getByRole('button', { name: /^Language/ }).click();
  await page.getByRole('menuitemradio', { name: /Deutsch/ }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', /^de/);
}

/**
 * Elements wider than the page at 320 CSS px (1.4.10): only a table's or code's own scroller may
 * scroll sideways; the page itself never does.
 */
async function sidewaysScrolling(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.documentElement;
    if (root.scrollWidth <= root.clientWidth + 1) return [];
    // Named: the innermost elements reaching past the edge, outside a table's or code's scroller.
    const past = Array.from(document.body.querySelectorAll<HTMLElement>('*')).filter(
      (element) => element.getBoundingClientRect().right > root.clientWidth + 1 && !element.closest('pre, table, .table-scroll'),
    );
    const innermost = past.filter((element) => !past.some((other) => other !== element && element.contains(other)));
    return [`the page (${root.scrollWidth} px): ${innermost.slice(0, 3).map((element) => element.outerHTML.slice(0, 100)).join(' | ')}`];
  });
}

// One signed-in page per test: each switches language once, then scheme and viewport without
// reloading; the four groups (half the routes × language) run on both workers.
for (const language of ['en', 'de'] as const) for (const half of [0, 1]) {
  const group = routes.slice(half * 5, half * 5 + 5);
  test(`every route passes WCAG 2.2 AA in ${language}, light and dark, at 1280 and 390 px, and reflows at 320 px (${group[0]} to ${group.at(-1)})`, async ({ page }) => {
    test.setTimeout(150_000);
    await openSignedIn(page, 'alice');
    await expect(page.getByRole('button', { name: /Alice Adams/ })).toBeVisible();
    await chooseLanguage(page, language);
    const found: string[] = [];
    for (const route of group) {
      await page.setViewportSize(viewports[0]!);
      await page.goto(route);
      await expect(page.locator('main h1')).toBeVisible();
      for (const viewport of viewports) {
        await page.setViewportSize(viewport);
        for (const scheme of schemes) {
          await page.emulateMedia({ colorScheme: scheme });
          found.push(...(await wcagViolations(page)).map((v) => `${route} ${language} ${scheme} ${viewport.width}: ${v}`));
        }
      }
      await page.setViewportSize({ width: 320, height: 640 });
      found.push(...(await sidewaysScrolling(page)).map((v) => `${route} ${language} at 320 px: ${v}`));
    }
    expect(found).toEqual([]);
  });
}

for (const scheme of schemes) {
  test(`the chat page with the sidebar hidden, an upload on its way and the unreadable-data notice passes WCAG 2.2 AA in the ${scheme} scheme`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await bobWithCorruptHistory(page);
    await page.getByRole('button', { name: 'Close sidebar' }).click();
    // The upload never answers: the progress line and "Cancel upload" stay on screen.
    await page.route('**/v1/upload/documents', () => new Promise(() => {}));
    await page.locator('input[type=file]').setInputFiles({ name: 'bericht.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    await expect(page.getByRole('toolbar').getByRole('status')).toHaveText('Uploading bericht.pdf…');
    expect(await wcagViolations(page)).toEqual([]);
  });
}
