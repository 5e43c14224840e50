import { expect } from '@playwright/test';
import { test } from './fixtures';
import { e2ePorts } from '../../server/ports';
import { trialAppUrl } from './e2e-stack';
import { signInAs, storedOidcUser } from './sign-in.helpers';
import { wcagViolations } from './axe';

const corporateIdp = `http://localhost:${e2ePorts.corporateIdp}`;
const brandedIdp = `http://localhost:${e2ePorts.brandedIdp}`;

test('alice signs in through the real sign-in page and sees her name', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(new RegExp(`^${corporateIdp}/interaction/`));
  await signInAs(page, 'alice');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('banner').getByRole('button', { name: /Alice Adams/ })).toBeVisible();
});

test('sign-in returns to the page the user asked for, without the callback parameters', async ({ page }) => {
  await page.goto('/vox');
  await signInAs(page, 'alice');
  await expect(page).toHaveURL('/vox');
  await expect(page.getByRole('heading', { name: 'Files and settings' })).toBeVisible();
});

test('a wrong password is refused with a visible message; the page, refusal shown, passes WCAG 2.2 AA and lets password managers and paste fill it (3.3.8)', async ({ page }) => {
  await page.goto('/');
  await signInAs(page, 'alice', 'not-her-password');
  await expect(page.getByRole('alert')).toHaveText('Wrong username or password.');
  await expect(page).toHaveURL(new RegExp(`^${corporateIdp}/interaction/`));
  expect(await wcagViolations(page)).toEqual([]);
  await expect(page.getByLabel('Username')).toHaveAttribute('autocomplete', 'username');
  await expect(page.getByLabel('Password')).toHaveAttribute('autocomplete', 'current-password');
  // Paste is not refused: nothing cancels the paste event (a page that blocks it calls preventDefault).
  const pasteRefused = await page.getByLabel('Password').evaluate((field) => !field.dispatchEvent(new ClipboardEvent('paste', { bubbles: true, cancelable: true })));
  expect(pasteRefused).toBe(false);
});

test('the authorize request uses PKCE with S256', async ({ page }) => {
  const authorize = page.waitForRequest((request) => request.url().startsWith(`${corporateIdp}/auth?`));
  await page.goto('/');
  const params = new URL((await authorize).url()).searchParams;
  expect(params.get('code_challenge_method')).toBe('S256');
  expect(params.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(params.get('response_type')).toBe('code');
  // The test ends on the sign-in page, not mid-redirect: closing a context while Chromium is
  // between the app and the provider hung its teardown past the timeout (2 in 40 runs).
  await expect(page).toHaveURL(new RegExp(`^${corporateIdp}/interaction/`));
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('no token is found in localStorage after sign-in', async ({ page }) => {
  await page.goto('/');
  await signInAs(page, 'alice');
  await expect(page.getByRole('button', { name: /Alice Adams/ })).toBeVisible();
  const user = await storedOidcUser(page);
  expect(user?.access_token).toBeTruthy();
  const local = await page.evaluate(() => JSON.stringify({ ...localStorage }));
  for (const token of [user!.access_token, user!.refresh_token, user!.id_token]) {
    expect(local).not.toContain(token);
  }
  expect(local).not.toMatch(/eyJ[\w-]+\.[\w-]+\./);
});

test('signing out ends at /logged-out and the provider session is gone', async ({ page }) => {
  await page.goto('/');
  await signInAs(page, 'bob');
  await page.getByRole('button', { name: /Bob Berger/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL('/logged-out');
  await expect(page.getByRole('heading', { name: 'Logout successful' })).toBeVisible();
  expect(await storedOidcUser(page)).toBeNull();

  await page.getByRole('button', { name: 'Log in' }).first().click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('the trial origin signs in through its own provider', async ({ page }) => {
  await page.goto(`${trialAppUrl}/`);
  await expect(page).toHaveURL(new RegExp(`^${brandedIdp}/interaction/`));
  await signInAs(page, 'tina');
  await expect(page).toHaveURL(`${trialAppUrl}/`);
  await expect(page.getByRole('button', { name: /Tina Torres/ })).toBeVisible();
  await expect(page).toHaveTitle('Studio Trial');
});

test('refresh tokens rotate, a used one is refused, and a revoked one is dead', async ({ page }) => {
  await page.goto('/');
  await signInAs(page, 'alice');
  await expect(page.getByRole('button', { name: /Alice Adams/ })).toBeVisible();
  const first = (await storedOidcUser(page))!.refresh_token;
  const refresh = (refreshToken: string) =>
    page.request.post(`${corporateIdp}/token`, {
      form: { grant_type: 'refresh_token', client_id: 'studio-corporate', refresh_token: refreshToken },
    });

  const rotated = await refresh(first);
  expect(rotated.status()).toBe(200);
  const body = (await rotated.json()) as { access_token: string; refresh_token: string; expires_in: number };
  expect(body.access_token).toBeTruthy();
  expect(body.expires_in).toBeGreaterThan(0);
  expect(body.refresh_token).not.toBe(first);

  expect((await refresh(first)).status()).toBe(400);

  // Reusing a rotated token revoked the grant; start a fresh one to test revocation on its own.
  await page.context().clearCookies();
  await page.evaluate(() => sessionStorage.clear());
  await page.goto('/');
  await signInAs(page, 'alice');
  await expect(page.getByRole('button', { name: /Alice Adams/ })).toBeVisible();
  const fresh = (await storedOidcUser(page))!.refresh_token;
  const revoked = await page.request.post(`${corporateIdp}/token/revocation`, {
    form: { token: fresh, token_type_hint: 'refresh_token', client_id: 'studio-corporate' },
  });
  expect(revoked.status()).toBe(200);
  expect((await refresh(fresh)).status()).toBe(400);
});
