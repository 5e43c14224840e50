import { expect } from '@playwright/test';
import { e2ePorts } from '../../server/ports';
import { test } from './fixtures';
import { signInAs, storedOidcUser } from './sign-in.helpers';

const corporateIdp = `http://localhost:${e2ePorts.corporateIdp}`;

test('an expiring access token is renewed without a visible sign-out', async ({ page }) => {
  await page.goto('/');
  await signInAs(page, 'alice');
  await expect(page.getByRole('button', { name: /Alice Adams/ })).toBeVisible();
  const before = (await storedOidcUser(page))!;
  // The e2e provider gives out 66 s tokens; renewal starts 60 s before expiry.
  await expect.poll(async () => (await storedOidcUser(page))?.access_token, { timeout: 30_000 }).not.toBe(before.access_token);
  const after = (await storedOidcUser(page))!;
  expect(after.refresh_token).not.toBe(before.refresh_token);
  await expect(page.getByRole('button', { name: /Alice Adams/ })).toBeVisible();
  await expect(page).toHaveURL('/');
});

test('a revoked refresh token ends at the session-expired page', async ({ page }) => {
  // Sign-in plus up to one token lifetime before the refresh that finds the token revoked.
  test.setTimeout(60_000);
  await page.goto('/vision-studio');
  await signInAs(page, 'alice');
  await expect(page.getByRole('button', { name: /Alice Adams/ })).toBeVisible();
  const { refresh_token } = (await storedOidcUser(page))!;
  const revoked = await page.request.post(`${corporateIdp}/token/revocation`, {
    form: { token: refresh_token, token_type_hint: 'refresh_token', client_id: 'studio-corporate' },
  });
  expect(revoked.status()).toBe(200);
  await expect(page).toHaveURL('/logged-out?reason=session-expired&path=%2Fvision-studio', { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Your session has expired.' })).toBeVisible();
  expect(await storedOidcUser(page)).toBeNull();
});

test('logging out revokes the refresh token', async ({ page }) => {
  await page.goto('/');
  await signInAs(page, 'alice');
  await expect(page.getByRole('button', { name: /Alice Adams/ })).toBeVisible();
  const { refresh_token } = (await storedOidcUser(page))!;
  // The test provider also ends the grant at end-session: the studio's own revocation is seen on
  // the wire, before the page leaves for the provider, or this test would pass without it.
  const revocations: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url() === `${corporateIdp}/token/revocation`) revocations.push(request.postData() ?? '');
  });
  await page.getByRole('button', { name: /User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL('/logged-out');
  expect(revocations.map((body) => new URLSearchParams(body).get('token'))).toContain(refresh_token);
  const reuse = await page.request.post(`${corporateIdp}/token`, {
    form: { grant_type: 'refresh_token', client_id: 'studio-corporate', refresh_token },
  });
  expect(reuse.status()).toBe(400);
});
