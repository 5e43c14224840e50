import { expect, type Page, type Route } from '@playwright/test';
import { ask, assistantMessages } from './chat.helpers';
import { appUrl } from './e2e-stack';
import { test } from './fixtures';
import { signInAs } from './sign-in.helpers';

// An answer with a wide table and a long code line, as the chat API streams it.
const answer = [
  'List them like this:',
  '```sh\nls -la --time-style=long-iso --group-directories-first --human-readable /srv/shared/finance/reports/2026\n```',
  '| region | Q1 | Q2 | Q3 | Q4 | change against the plan | owner of the forecast | comment |\n|---|---|---|---|---|---|---|---|\n| north | 12.4 | 13.1 | 13.9 | 14.2 | +6.1 % | Dana Schulz | volume above plan all year |',
].join('\n\n');

const streamAnswer = (route: Route) =>
  route.fulfill({
    headers: { 'Content-Type': 'application/x-ndjson', 'Access-Control-Allow-Origin': appUrl, 'Access-Control-Allow-Credentials': 'true' },
    body: [...answer.match(/[\s\S]{1,24}/g)!.map((content) => ({ content, done: false, error: null })), { content: '', done: true, error: null }]
      .map((chunk) => JSON.stringify(chunk))
      .join('\n'),
  });

/** Content Security Policy violations (Trusted Types included) from here on. */
async function collectViolations(page: Page) {
  const violations: string[] = [];
  await page.exposeFunction('reportChatLookViolation', (violation: string) => violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      void (window as unknown as { reportChatLookViolation: (violation: string) => void }).reportChatLookViolation(`${event.effectiveDirective} ${event.blockedURI}`);
    });
  });
  return violations;
}

test('"Copy code" copies a code block of an answer under the production CSP and Trusted Types, with no violation', async ({ page, context }) => {
  const violations = await collectViolations(page);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: appUrl });
  await page.route('**/v1/chat/stream', streamAnswer);
  await page.goto('/');
  await signInAs(page, 'bob');

  await ask(page, 'How do I list the reports?');
  await assistantMessages(page).last().getByRole('button', { name: 'Copy code' }).click();

  await expect(page.getByText('Copied to clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('ls -la --time-style=long-iso --group-directories-first --human-readable /srv/shared/finance/reports/2026\n');
  expect(violations).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a wide table and a long code line scroll inside the conversation; nothing is wider than the screen', async ({ page }) => {
    await page.route('**/v1/chat/stream', streamAnswer);
    await page.goto('/');
    await signInAs(page, 'bob');

    await ask(page, 'How do I list the reports?');
    const reply = assistantMessages(page).last();
    await expect(reply.getByRole('button', { name: 'Copy code' })).toBeVisible();

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    for (const wide of [reply.locator('pre'), reply.locator('.table-scroll')]) {
      expect(await wide.evaluate((element) => element.scrollWidth > element.clientWidth && element.clientWidth <= 390)).toBe(true);
    }
  });
});
