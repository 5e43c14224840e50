import { expect, type Page } from '@playwright/test';
import { ask, assistantMessages, uploadDocx } from './chat.helpers';
import { trialAppUrl } from './e2e-stack';
import { test } from './fixtures';
import { signInAs } from './sign-in.helpers';

/** Every Content Security Policy violation in any frame of the page, across navigations. */
async function collectViolations(page: Page) {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (violation: string) => violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (violation: string) => void }).reportCspViolation;
      void report(`${event.effectiveDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return violations;
}

const hostile = [
  'Payload <script>window.pwned = 1</script> and <img src=x onerror="window.pwned = 2">',
  'Link [click](javascript:window.pwned=3) and <a href="javascript:window.pwned=4">there</a>',
  'Frame <iframe src="https://evil.example/"></iframe> <object data="x.swf"></object> <style>body{display:none}</style>',
  'Markup <svg onload="window.pwned=5"><circle r="1"/></svg> <p style="background:url(https://evil.example/t.png)">styled</p>',
  '**Bold**, `code`, | a | b |\n|---|---|\n| 1 | 2 |, ![tracker](https://evil.example/pixel.png) <base href="https://evil.example/">',
];

async function visitEveryRoute(page: Page, routes: string[]) {
  for (const route of routes) {
    await page.goto(route);
    await expect(page.locator('main, .panel').first()).toBeVisible();
  }
}

test('signing in on both origins, every route, an upload, a hostile answer and a reload: no CSP violation', async ({ page }) => {
  test.setTimeout(120_000);
  const violations = await collectViolations(page);
  await page.goto('/');
  await signInAs(page, 'alice');
  await expect(page.getByRole('button', { name: /Alice Adams/ })).toBeVisible();
  await visitEveryRoute(page, ['/vision-studio', '/vox', '/scos-demo', '/audit-gpt', '/rags', '/guidelines', '/no-such-page', '/logged-out', '/chat']);

  await uploadDocx(page, 'hostile.docx', hostile.map((line) => `Hostile walrus ${line}`));
  await ask(page, `Hostile walrus question ${hostile[0]} ${hostile[1]}`);
  await expect(assistantMessages(page).last()).toContainText('here are the passages', { timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Send' })).toBeVisible({ timeout: 20_000 });
  await page.reload();
  await expect(assistantMessages(page).last()).toContainText('Hostile walrus');
  expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();

  await page.goto(`${trialAppUrl}/`);
  await signInAs(page, 'tina');
  await expect(page.getByRole('button', { name: /Tina/ })).toBeVisible();
  await visitEveryRoute(page, [`${trialAppUrl}/vision-studio`, `${trialAppUrl}/guidelines`, `${trialAppUrl}/chat`]);
  expect(violations).toEqual([]);
});

test('an inline script injected into the page is blocked and reported: the check can fail', async ({ page }) => {
  const violations = await collectViolations(page);
  // What an injection into the served HTML would look like.
  await page.route('**/logged-out', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace('</head>', '<script>window.injected = true</script></head>');
    await route.fulfill({ response, body: html });
  });
  await page.goto('/logged-out');
  await expect(page.getByRole('heading', { name: 'Logout successful' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
  expect(violations).toHaveLength(1);
  expect(violations[0]).toMatch(/^script-src-elem /);
});

test('the production server sends the strict policy, compresses and caches', async ({ request }) => {
  const index = await request.get('/', { headers: { 'accept-encoding': 'br, gzip' } });
  const csp = index.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self' 'sha256-");
  expect(csp).not.toMatch(/unsafe-(inline|eval)/);
  for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'self'", "require-trusted-types-for 'script'"]) {
    expect(csp).toContain(directive);
  }
  expect(index.headers()['x-content-type-options']).toBe('nosniff');
  expect(index.headers()['referrer-policy']).toBeTruthy();
  expect(index.headers()['permissions-policy']).toBeTruthy();
  expect(index.headers()['cache-control']).toBe('no-store');
  expect(index.headers()['content-encoding']).toBe('br');
  const script = /<script type="module" crossorigin src="([^"]+)"/.exec(await index.text())?.[1];
  expect(script).toBeTruthy();
  const asset = await request.get(script!, { headers: { 'accept-encoding': 'gzip' } });
  expect(asset.headers()['content-encoding']).toBe('gzip');
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});
