import { expect, type Page } from '@playwright/test';

/** Fills the reference provider's own sign-in page, as a person would. */
export async function signInAs(page: Page, username: string, password = username) {
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The user oidc-client-ts keeps in sessionStorage (key `oidc.user:<authority>:<client>`). */
export async function storedOidcUser(page: Page) {
  return page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'));
    return key
      ? (JSON.parse(sessionStorage.getItem(key) ?? '{}') as { access_token: string; refresh_token: string; id_token: string })
      : null;
  });
}
