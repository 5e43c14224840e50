import { createServer, type IncomingHttpHeaders } from 'node:http';
import { expect, type Page } from '@playwright/test';
import { e2ePorts } from '../../server/ports';
import { wcagViolations } from './axe';
import { appUrl } from './e2e-stack';
import { test } from './fixtures';
import { openSignedIn } from './demo-sessions';
import { storedOidcUser } from './sign-in.helpers';

const apiUrl = `http://localhost:${e2ePorts.api}`;
/** The fourth registry entry ("Partner wiki") points here: another origin, outside the bearer allowlist. */
const untrustedPort = 4999;

async function openRegistry(page: Page, user: string) {
  await openSignedIn(page, user, `${appUrl}/rags`);
  await expect(page.getByRole('heading', { level: 1, name: /^(Retrieval-chat registry|Retrieval-Chat-Verzeichnis)$/ })).toBeVisible();
}

async function expectNoWcagViolations(page: Page, what: string) {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    expect(await wcagViolations(page), `${what}, ${scheme}`).toEqual([]);
  }
}

/** Listens where the untrusted component lives and keeps the headers of every request that reaches it. */
async function listenAsUntrustedHost() {
  const seen: IncomingHttpHeaders[] = [];
  const server = createServer((request, response) => {
    seen.push(request.headers);
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
  });
  await new Promise<void>((resolve) => server.listen(untrustedPort, '127.0.0.1', resolve));
  return { seen, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

test('alice sets "Travel policy", asks in German, gets an answer with its sources, and after a reload finds the chat under that component; the untrusted entry never gets a token', async ({ page }) => {
  test.setTimeout(90_000);
  const untrusted = await listenAsUntrustedHost();
  try {
    const browserCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).port === String(untrustedPort)) browserCalls.push(request.url());
    });
    await openRegistry(page, 'alice');
    await page.getByRole('button', { name: /^Language: / }).click();
    await page.getByRole('menuitemradio', { name: /Deutsch/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Retrieval-Chat-Verzeichnis' })).toBeVisible();

    // Registry mode: alice sees all four entries; the external one carries its warning.
    for (const title of ['IT service desk', 'Travel policy', 'Onboarding guide', 'Partner wiki (external host)']) {
      await expect(page.getByRole('button', { name: title, exact: true })).toBeVisible();
    }
    await page.getByRole('button', { name: 'Partner wiki (external host)', exact: true }).click();
    await expect(page.getByText(/außerhalb der Freigabeliste/).first()).toBeVisible();
    await expectNoWcagViolations(page, 'registry mode');

    // The external entry is offered neither Set nor To chat: it can never be chatted with.
    await expect(page.getByRole('button', { name: 'Zum Chat mit Partner wiki (external host)' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Setzen Partner wiki (external host)' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Verzeichnis' }).click();
    await page.getByRole('button', { name: 'Travel policy', exact: true }).click();
    await page.getByRole('button', { name: 'Setzen Travel policy' }).click();
    await expect(page.getByText('Gesetzt: Travel policy (dev)')).toBeVisible();
    await page.getByRole('button', { name: 'Chat', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Chat mit Travel policy' })).toBeVisible();

    await page.getByRole('textbox', { name: 'Nachricht' }).fill('Wie hoch ist die Hotelobergrenze pro Nacht in Deutschland?');
    await page.keyboard.press('Enter');
    const sources = page.getByRole('grid', { name: 'Quellen dieser Antwort' });
    await expect(sources).toBeVisible({ timeout: 20_000 });
    await expect(sources.getByRole('row').first()).toContainText('Hotels');
    await expect(page.locator('.message-assistant').last()).toContainText('120');
    // The sources are reached with the keyboard.
    await sources.getByRole('row').first().focus();
    await expect(sources.getByRole('row').first()).toBeFocused();
    await expectNoWcagViolations(page, 'chat mode with an answer and its sources');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Retrieval-Chat-Verzeichnis' })).toBeVisible();
    await page.getByRole('button', { name: 'Travel policy', exact: true }).click();
    await page.getByRole('button', { name: 'Zum Chat mit Travel policy' }).click();
    await page.getByRole('button', { name: /Chats mit dieser Komponente/ }).click();
    await page.getByRole('option', { name: /Hotelobergrenze/ }).click();
    await expect(page.getByRole('grid', { name: 'Quellen dieser Antwort' })).toBeVisible();

    expect(browserCalls).toEqual([]);
    // The API's health checks reach it (without a token); nothing that reached it carried one.
    expect(untrusted.seen.filter((headers) => headers.authorization !== undefined)).toEqual([]);
  } finally {
    await untrusted.close();
  }
});

test('carl does not see the component his groups do not allow, and a direct call to it gets 403', async ({ page }) => {
  await openRegistry(page, 'carl');
  await expect(page.getByRole('button', { name: 'Travel policy', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'IT service desk', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Onboarding guide', exact: true })).toHaveCount(0);

  const user = await storedOidcUser(page);
  expect(user).not.toBeNull();
  const ask = (component: string) =>
    page.request.post(`${apiUrl}/v1/registry/${component}/v1/chat/stream`, {
      headers: { authorization: `Bearer ${user!.id_token}` },
      data: { messages: [{ role: 'user', content: 'Who helps me in my first week?' }], documents: [] },
    });
  expect((await ask('onboarding-guide')).status()).toBe(403);
  // The same token is good for a component his groups allow: the 403 is the Role's, not the token's.
  expect((await ask('travel-policy')).status()).toBe(200);
});

test('carl asks the IT service desk, sees a verified source, opens it at its passage, Escape returns to it, and after a reload it is still marked', async ({ page }) => {
  test.setTimeout(90_000);
  await openRegistry(page, 'carl');
  await page.getByRole('button', { name: 'IT service desk', exact: true }).click();
  await page.getByRole('button', { name: 'To chat with IT service desk' }).click();
  await page.getByRole('textbox', { name: 'Message' }).fill('How do I reset a forgotten password?');
  await page.keyboard.press('Enter');

  const passwordSource = () => page.getByRole('grid', { name: 'Sources of this answer' }).getByRole('row').filter({ hasText: 'Resetting a forgotten password' });
  await expect(passwordSource()).toContainText('Verified', { timeout: 20_000 });
  await passwordSource().focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'IT service desk FAQ · Resetting a forgotten password' });
  const passage = dialog.locator('mark');
  await expect(passage).toContainText('Open the self-service portal');
  // The whole passage, beyond the 280 characters the list shows, in its surrounding text.
  await expect(passage).toContainText('have your staff number ready.');
  await expect(dialog.getByRole('region', { name: 'The passage in its document' })).toContainText('## Locked account');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(passwordSource()).toBeFocused();

  // With carl's rights: the onboarding guide's documents are not his to read.
  const user = await storedOidcUser(page);
  const forbidden = await page.request.get(`${apiUrl}/v1/registry/onboarding-guide/v1/documents/onboarding-guide.en/passage?start=0&end=10`, {
    headers: { authorization: `Bearer ${user!.id_token}` },
  });
  expect(forbidden.status()).toBe(403);

  await page.reload();
  await page.getByRole('button', { name: 'IT service desk', exact: true }).click();
  await page.getByRole('button', { name: 'To chat with IT service desk' }).click();
  await page.getByRole('button', { name: /Chats with this component/ }).click();
  await page.getByRole('option', { name: /forgotten password/ }).click();
  await expect(passwordSource()).toContainText('Verified');
  await passwordSource().click();
  await expect(page.getByRole('dialog').locator('mark')).toContainText('Open the self-service portal');
});
