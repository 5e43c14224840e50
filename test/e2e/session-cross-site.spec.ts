import { expect, type Page } from '@playwright/test';
import { e2ePorts } from '../../server/ports';
import { ask, assistantMessages } from './chat.helpers';
import { appUrl } from './e2e-stack';
import { test as base } from './fixtures';
import { signInAs, storedOidcUser } from './sign-in.helpers';

const corporateIdp = `http://localhost:${e2ePorts.corporateIdp}`;
/** The development fallback on 127.0.0.1: its provider, on `localhost`, is another site. */
const crossSiteStudio = `http://127.0.0.1:${e2ePorts.app}`;

/** Chromium as it ships to people who block third-party cookies: a cross-site frame gets none. */
const test = base.extend({
  launchOptions: [
    async ({ launchOptions }, use) => {
      await use({ ...launchOptions, args: [...(launchOptions.args ?? []), '--test-third-party-cookie-phaseout'] });
    },
    { scope: 'worker' },
  ],
});

/**
 * What the provider answers a silent request (`prompt=none`) from a hidden frame of this page,
 * as the studio's session check asks it: `code`, or the error it returns.
 */
function providerAnswersAFrame(page: Page) {
  return page.evaluate(async (authorize) => {
    const request = new URL(authorize);
    const state = crypto.randomUUID();
    request.search = new URLSearchParams({
      client_id: 'studio-corporate',
      redirect_uri: `${location.origin}/silent-check.html`,
      response_type: 'code',
      scope: 'openid',
      prompt: 'none',
      state,
      code_challenge: 'a'.repeat(43),
      code_challenge_method: 'S256',
    }).toString();
    const frame = document.createElement('iframe');
    frame.hidden = true;
    const answer = new Promise<string>((resolve) => {
      window.addEventListener('message', (event: MessageEvent<{ source?: string; url?: string } | null>) => {
        if (event.data?.source === 'studio-silent-check' && event.data.url) resolve(event.data.url);
      });
    });
    frame.src = request.toString();
    document.body.append(frame);
    const params = new URL(await answer).searchParams;
    frame.remove();
    return params.get('state') !== state ? 'wrong state' : params.has('code') ? 'code' : params.get('error');
  }, `${corporateIdp}/auth`);
}

test('with a cross-site provider and third-party cookies blocked, the user stays signed in; a sign-out at the provider shows at the next refresh', async ({
  page,
  context,
}) => {
  // Sign-in, five session-check periods, one answer, then up to two 6 s refresh cycles.
  test.setTimeout(90_000);
  const silentRequests: string[] = [];
  context.on('request', (request) => {
    if (request.url().startsWith(`${corporateIdp}/auth?`) && request.url().includes('prompt=none')) silentRequests.push(request.url());
  });
  await page.goto(`${crossSiteStudio}/chat`);
  await signInAs(page, 'alice');
  await expect(page.getByRole('button', { name: /Alice Adams/ })).toBeVisible({ timeout: 15_000 });

  // Five periods of the 2 s check: nobody is signed out, and the studio does not even ask
  // through a frame that cannot see the provider's session.
  await page.waitForTimeout(10_000);
  await expect(page).toHaveURL(`${crossSiteStudio}/chat`);
  await ask(page, 'Still signed in?');
  await expect(assistantMessages(page).last()).toContainText('No language model is connected', { timeout: 20_000 });
  expect(silentRequests).toEqual([]);

  // The setup is the one at issue: from this page a frame sees nobody signed in at the provider,
  // while the same question from the provider's own site gets a code.
  expect(await providerAnswersAFrame(page)).toBe('login_required');
  const sameSite = await context.newPage();
  await sameSite.goto(`${appUrl}/logged-out`);
  expect(await providerAnswersAFrame(sameSite)).toBe('code');

  // Signed out at the provider: its grant is revoked, so the next refresh fails.
  await sameSite.goto(`${corporateIdp}/session/end`);
  await expect(sameSite.getByText(/Sign-out Success/).first()).toBeVisible();
  await expect(page).toHaveURL(`${crossSiteStudio}/logged-out?reason=session-expired&path=%2Fchat`, { timeout: 35_000 });
  await expect(page.getByRole('heading', { name: 'Your session has expired.' })).toBeVisible();
  expect(await storedOidcUser(page)).toBeNull();
});
