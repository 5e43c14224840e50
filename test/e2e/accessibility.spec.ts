import { expect } from '@playwright/test';
import { wcagViolations } from './axe';
import { test } from './fixtures';
import { signInAs } from './sign-in.helpers';

const routes = ['/', '/chat', '/vision-studio', '/guidelines', '/vox', '/scos-demo', '/audit-gpt', '/rags', '/error?reason=not-found&path=%2Fx', '/logged-out'];

for (const scheme of ['light', 'dark'] as const) {
  test(`every route passes WCAG 2.1 AA in the ${scheme} scheme`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/');
    await signInAs(page, 'alice');
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
