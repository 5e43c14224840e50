import { expect } from '@playwright/test';
import { wcagViolations } from './axe';
import { bobWithCorruptHistory } from './chat.helpers';
import { test } from './fixtures';
import { openSignedIn } from './demo-sessions';

// Two groups per scheme: each tool page with axe takes a few seconds, and the groups run in parallel.
const routeGroups = [
  ['/', '/chat', '/vision-studio', '/guidelines', '/vox'],
  ['/scos-demo', '/audit-gpt', '/rags', '/error?reason=not-found&path=%2Fx', '/logged-out'],
];

for (const routes of routeGroups) for (const scheme of ['light', 'dark'] as const) {
  test(`every route passes WCAG 2.1 AA in the ${scheme} scheme (routes ${routes[0]} to ${routes.at(-1)})`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.emulateMedia({ colorScheme: scheme });
    await openSignedIn(page, 'alice');
    await expect(page.getByRole('button', { name: /Alice Adams/ })).toBeVisible();
    const found: string[] = [];
    for (const route of routes) {
      await page.goto(route);
      await expect(page.locator('main h1')).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.dataset.colorScheme)).toBe('auto');
      found.push(...(await wcagViolations(page)).map((v) => `${route}: ${v}`));
    }
    expect(found).toEqual([]);
  });
}

for (const scheme of ['light', 'dark'] as const) {
  test(`the chat page with the sidebar hidden, an upload on its way and the unreadable-data notice passes WCAG 2.1 AA in the ${scheme} scheme`, async ({ page }) => {
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
