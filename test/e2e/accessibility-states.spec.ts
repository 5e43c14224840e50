import { expect, type Locator, type Page } from '@playwright/test';
import { wcagViolations } from './axe';
import { ask } from './chat.helpers';
import { test } from './fixtures';
import { openSignedIn } from './demo-sessions';
import { expectFocusSeen } from './keyboard.helpers';

/** axe in both schemes, the state left as it is (the scheme is a media switch, no reload). */
async function violationsInBothSchemes(page: Page, state: string): Promise<string[]> {
  const found: string[] = [];
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    found.push(...(await wcagViolations(page)).map((v) => `${state} (${scheme}): ${v}`));
  }
  return found;
}

/** Escape closes what is open; the focus goes back to what opened it, never to `body`. */
async function closeWithEscape(page: Page, opener: Locator) {
  await page.keyboard.press('Escape');
  await expect(opener).toBeFocused();
  await expectFocusSeen(page, 'after Escape');
}

// One signed-in page walks through the states a user meets on the chat page, each checked in both
// schemes: cheaper than a page (and a sign-in) per state.
test('the states users meet pass WCAG 2.2 AA in both schemes: each menu and dialog open, an answer on its way and cut, a refused upload\'s toast, the take-along refusal, the phone drawer', async ({ page }) => {
  test.setTimeout(120_000);
  await openSignedIn(page, 'alice', '/chat');
  const found: string[] = [];
  // The page settled (the chat's code and its history loaded) before a key is pressed.
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeEditable();

  const user = page.getByRole('button', { name: /Alice Adams/ });
  await user.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  found.push(...(await violationsInBothSchemes(page, 'the user menu')));
  await closeWithEscape(page, user);

  const language = page.getByRole('button', { name: /^Language/ });
  await language.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  found.push(...(await violationsInBothSchemes(page, 'the language menu')));
  await closeWithEscape(page, language);

  // An answer on its way (held back), then cut by Stop.
  await page.route('**/v1/chat/stream', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 20_000));
    await route.continue().catch(() => undefined);
  });
  await ask(page, 'Is this answer checked while it comes?');
  await expect(page.getByRole('button', { name: 'Stop' })).toBeVisible();
  found.push(...(await violationsInBothSchemes(page, 'an answer on its way')));
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(page.getByText('The response was canceled')).toBeVisible();
  found.push(...(await violationsInBothSchemes(page, 'a cut answer')));
  await page.unrouteAll({ behavior: 'ignoreErrors' });

  // The chat's menu and its rename and delete dialogs.
  const actions = page.getByRole('button', { name: 'Chat actions' });
  await actions.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Rename', exact: true })).toBeVisible();
  found.push(...(await violationsInBothSchemes(page, "the chat's menu")));
  await page.getByRole('menuitem', { name: 'Rename', exact: true }).press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  found.push(...(await violationsInBothSchemes(page, 'the rename dialog')));
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectFocusSeen(page, 'after the rename dialog');
  await actions.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: /^Delete/ }).press('Enter');
  await expect(page.getByRole('alertdialog').or(page.getByRole('dialog'))).toBeVisible();
  found.push(...(await violationsInBothSchemes(page, 'the delete confirmation')));
  await page.keyboard.press('Escape');
  await expectFocusSeen(page, 'after the delete confirmation');

  // A refused upload: its toast.
  await page.locator('input[type=file]').setInputFiles({ name: 'tool.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
  await expect(page.locator('.toast').first()).toBeVisible();
  found.push(...(await violationsInBothSchemes(page, "a refused upload's toast")));

  // The take-along import's refusal (it was white on light grey once).
  await user.click();
  await page.getByRole('menuitem', { name: 'Take chats along' }).click();
  const takeAlong = page.getByRole('dialog', { name: 'Take your chats along' });
  await takeAlong.locator('input[type=file]').setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from('{"version":') });
  await expect(takeAlong.getByRole('alert')).toContainText('Nothing was changed.', { timeout: 15_000 });
  found.push(...(await violationsInBothSchemes(page, 'the take-along refusal')));
  await takeAlong.getByRole('button', { name: 'Close' }).click();

  // The phone drawer.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Open sidebar' }).first().click();
  await expect(page.getByRole('button', { name: 'New chat' }).first()).toBeVisible();
  found.push(...(await violationsInBothSchemes(page, 'the phone drawer')));
  expect(found).toEqual([]);
});
