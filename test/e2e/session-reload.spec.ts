import { expect, type BrowserContext, type Page } from '@playwright/test';
import { e2ePorts } from '../../server/ports';
import { test } from './fixtures';
import { signInAs, storedOidcUser } from './sign-in.helpers';

const corporateIdp = `http://localhost:${e2ePorts.corporateIdp}`;
const tokenEndpoint = `${corporateIdp}/token`;

/** Every answer of the provider's token endpoint in this browser context, by grant type. */
function watchTokenEndpoint(context: BrowserContext) {
  const answers: Array<{ status: number; grant: string }> = [];
  context.on('response', (response) => {
    const request = response.request();
    if (request.method() !== 'POST' || request.url() !== tokenEndpoint) return;
    answers.push({ status: response.status(), grant: new URLSearchParams(request.postData() ?? '').get('grant_type') ?? '' });
  });
  return answers;
}

/**
 * The provider gets the next refresh-token grant and rotates the token, but its answer is held
 * back until the page is gone: a reload (or a typed address) at that moment, as a person makes
 * one. `spent` resolves once the provider has used the token; `release` drops the held answer.
 */
async function holdNextRefreshAnswer(context: BrowserContext) {
  let spent: () => void = () => undefined;
  let release: () => void = () => undefined;
  const providerSpentIt = new Promise<void>((resolve) => (spent = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  let holding = false;
  // Stays in place (an unrouted request held here would go on to the provider, a second use).
  await context.route(tokenEndpoint, async (route) => {
    if (holding || !(route.request().postData() ?? '').includes('grant_type=refresh_token')) return route.continue();
    holding = true;
    await route.fetch(); // the provider has it: the refresh token it carried is used now
    spent();
    await released; // the answer never reaches the page
    await route.abort().catch(() => undefined); // the page that asked is gone
  });
  await providerSpentIt;
  return release;
}

/**
 * Until the refresh-token chain has gone on twice after `from` answers (or an answer was not a
 * 200, as when a page presents a used refresh token): every answer since then.
 */
async function twoMoreRefreshes(answers: Array<{ status: number; grant: string }>, from: number) {
  const since = () => answers.slice(from);
  const settled = () => since().some((a) => a.status !== 200) || since().filter((a) => a.grant === 'refresh_token').length >= 2;
  await expect.poll(settled, { timeout: 30_000, intervals: [500] }).toBe(true);
  return since();
}

async function signedIn(page: Page) {
  await expect(page.getByRole('button', { name: /Alice Adams/ })).toBeVisible({ timeout: 15_000 });
}

test('a reload while a refresh is under way keeps the session through the refreshes after it', async ({ page, context }) => {
  // A sign-in, one renewal (6 s after it with 66 s tokens), and two more after the reload.
  test.setTimeout(60_000);
  const answers = watchTokenEndpoint(context);
  await page.goto('/chat');
  await signInAs(page, 'alice');
  await signedIn(page);
  const before = (await storedOidcUser(page))!;

  const release = await holdNextRefreshAnswer(context);
  const answersBeforeReload = answers.length;
  await page.reload({ waitUntil: 'commit' });
  release();

  // The reloaded page holds the spent refresh token; presenting it would make the provider revoke
  // the grant and the studio go to the session-expired page. The chain goes on instead.
  const after = await twoMoreRefreshes(answers, answersBeforeReload);
  expect(after.map((a) => a.status)).toEqual(after.map(() => 200));
  await expect(page).toHaveURL('/chat');
  await signedIn(page);
  expect((await storedOidcUser(page))!.refresh_token).not.toBe(before.refresh_token);
});

test('a reload of the refreshing tab while another tab of the session is open signs neither out', async ({ page, context }) => {
  test.setTimeout(60_000);
  const answers = watchTokenEndpoint(context);
  await page.goto('/chat');
  await signInAs(page, 'alice');
  await signedIn(page);
  // Opened from the studio (sessionStorage copied): the same refresh token, the first tab leads.
  const [copied] = await Promise.all([context.waitForEvent('page'), page.evaluate(() => window.open('/chat', '_blank'))]);
  await signedIn(copied);

  const release = await holdNextRefreshAnswer(context);
  const answersBeforeReload = answers.length;
  await page.reload({ waitUntil: 'commit' });
  release();

  // The other tab leads now, with the same spent refresh token in its sessionStorage.
  const after = await twoMoreRefreshes(answers, answersBeforeReload);
  expect(after.map((a) => a.status)).toEqual(after.map(() => 200));
  for (const tab of [page, copied]) {
    await expect(tab).toHaveURL('/chat');
    await signedIn(tab);
  }
  const held = await Promise.all([page, copied].map(async (tab) => (await storedOidcUser(tab))?.refresh_token));
  expect(new Set(held).size).toBe(1);
});
