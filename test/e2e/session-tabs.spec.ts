import { expect, type BrowserContext, type Page } from '@playwright/test';
import { e2ePorts } from '../../server/ports';
import { ask, assistantMessages, userMessages } from './chat.helpers';
import { test } from './fixtures';
import { signInAs, storedOidcUser } from './sign-in.helpers';

const corporateIdp = `http://localhost:${e2ePorts.corporateIdp}`;

/** Every answer of the provider's token endpoint in this browser context, refreshes marked. */
function watchTokenEndpoint(context: BrowserContext) {
  const answers: Array<{ status: number; refresh: boolean }> = [];
  context.on('response', (response) => {
    const request = response.request();
    if (request.method() !== 'POST' || !request.url().startsWith(`${corporateIdp}/token`) || request.url().includes('revocation')) return;
    answers.push({ status: response.status(), refresh: (request.postData() ?? '').includes('grant_type=refresh_token') });
  });
  return answers;
}

async function signedIn(page: Page) {
  await expect(page.getByRole('button', { name: /Alice Adams/ })).toBeVisible({ timeout: 15_000 });
}

/** A second tab opened from the studio (window.open copies sessionStorage, as duplicating a tab does). */
async function openFromStudio(page: Page, path: string) {
  const [opened] = await Promise.all([page.context().waitForEvent('page'), page.evaluate((to) => window.open(to, '_blank'), path)]);
  return opened;
}

test('three tabs (one opened from the studio, one by hand) stay signed in through three refresh cycles', async ({ page, context }) => {
  test.setTimeout(120_000);
  const answers = watchTokenEndpoint(context);
  await page.goto('/chat');
  await signInAs(page, 'alice');
  await signedIn(page);
  const copied = await openFromStudio(page, '/chat');
  await signedIn(copied);
  const typed = await context.newPage();
  await typed.goto('/chat'); // the provider's session signs this one in without a form
  await signedIn(typed);

  // 66 s tokens renew 60 s before expiry: a refresh every 6 s or so.
  await expect.poll(() => answers.filter((a) => a.refresh).length, { timeout: 75_000, intervals: [1_000] }).toBeGreaterThanOrEqual(3);
  for (const tab of [page, copied, typed]) {
    await signedIn(tab);
    await expect(tab).toHaveURL(/\/chat$/);
  }
  expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
  // One chain: every tab holds the newest tokens.
  const held = await Promise.all([page, copied, typed].map(async (tab) => (await storedOidcUser(tab))?.refresh_token));
  expect(new Set(held).size).toBe(1);
  for (const [index, tab] of [page, copied, typed].entries()) {
    await tab.bringToFront();
    await ask(tab, `Still here, tab ${index + 1}?`);
    await expect(userMessages(tab).last()).toContainText(`Still here, tab ${index + 1}?`);
    await expect(tab.getByRole('button', { name: 'Send' })).toBeVisible({ timeout: 20_000 });
    await expect(assistantMessages(tab).last()).toContainText('No language model is connected');
  }
  expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
});

test('logging out in one of two tabs shows the other the logged-out page within 5 s', async ({ page }) => {
  await page.goto('/chat');
  await signInAs(page, 'alice');
  await signedIn(page);
  const other = await openFromStudio(page, '/chat');
  await signedIn(other);
  await expect(other.getByRole('textbox', { name: 'Message' })).toBeVisible();

  await page.getByRole('button', { name: /User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(other).toHaveURL('/logged-out', { timeout: 5_000 });
  await expect(other.getByRole('heading', { name: 'Logout successful' })).toBeVisible();
  await expect(other.getByRole('textbox', { name: 'Message' })).toHaveCount(0);
  expect(await storedOidcUser(other)).toBeNull();
});

test('a sign-out at the provider itself is noticed by the studio within 5 s', async ({ page, context }) => {
  // "Ended" is believed once the check has seen the session alive: its first answer, a code.
  const sessionSeen = page.waitForRequest(/\/silent-check\.html\?code=/);
  await page.goto('/chat');
  await signInAs(page, 'alice');
  await signedIn(page);
  await sessionSeen;
  const provider = await context.newPage();
  await provider.goto(`${corporateIdp}/session/end`);
  await expect(provider.getByText(/Sign-out Success/).first()).toBeVisible();
  await expect(page).toHaveURL('/logged-out', { timeout: 5_000 });
  expect(await storedOidcUser(page)).toBeNull();
});
