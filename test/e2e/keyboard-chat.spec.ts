import { expect, type Page } from '@playwright/test';
import { assistantMessages, userMessages } from './chat.helpers';
import { test } from './fixtures';
import { openSignedIn } from './demo-sessions';
import { expectFocusSeen, tabTo } from './keyboard.helpers';

const messageBox = (page: Page) => page.getByRole('textbox', { name: 'Message' }).first();
const sendOrStop = (page: Page) => page.getByRole('button', { name: /^(Send|Stop)$/ }).first();

/** Holds every chat stream back by `ms` before it goes on to the server. */
async function holdStreams(page: Page, ms: number) {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.route('**/v1/chat/stream', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue().catch(() => undefined);
  });
}

test('the chat by keyboard alone: Enter and Space on Send never stop the answer, Space on Stop does; edit and resend, rename and delete with its confirm, the focus never on body (Send disabled after an answer hands it to the message box)', async ({ page }) => {
  test.setTimeout(60_000);
  await openSignedIn(page, 'bob', '/chat');
  await expect(messageBox(page)).toBeEditable();

  // Send turns into Stop in place; the key-up of Enter (and of Space) lands on it and must not press it.
  await holdStreams(page, 1_500);
  await tabTo(page, page.getByRole('button', { name: 'New chat' }));
  await page.keyboard.press('Enter');
  await tabTo(page, messageBox(page));
  await page.keyboard.type('First question?');
  await tabTo(page, sendOrStop(page));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Stop' })).toBeFocused();
  // The answer came, the box is empty, Send is disabled: the focus goes to the message box, not to body.
  await expect(messageBox(page)).toBeFocused({ timeout: 15_000 });
  await expect(assistantMessages(page)).toHaveCount(1);
  await expect(page.getByText('The response was canceled')).toHaveCount(0);

  await page.keyboard.type('Second question?');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: 'Stop' })).toBeFocused();
  await expect(messageBox(page)).toBeFocused({ timeout: 15_000 });
  await expect(page.getByText('The response was canceled')).toHaveCount(0);
  await expect(assistantMessages(page)).toHaveCount(2);

  // Stop by Space while the answer is held back: it is cut, the focus is kept and seen.
  await holdStreams(page, 20_000);
  await page.keyboard.type('Third question?');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Stop' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.getByText('The response was canceled')).toBeVisible();
  await expectFocusSeen(page, 'after Stop');
  await page.unrouteAll({ behavior: 'ignoreErrors' });

  // Edit the first question and send it again from the dialog, by keys.
  await userMessages(page).first().getByRole('button', { name: 'Edit message' }).focus();
  await page.keyboard.press('Enter');
  const edit = page.getByRole('dialog');
  await expect(edit).toBeVisible();
  await expect(edit.getByRole('textbox')).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Edited question?');
  await tabTo(page, edit.getByRole('button', { name: 'Send' }));
  await page.keyboard.press('Enter');
  await expect(edit).toHaveCount(0);
  await expect(userMessages(page)).toHaveText([/Edited question\?/]);
  await expect(messageBox(page)).toBeFocused();
  await expectFocusSeen(page, 'after the edit dialog');
  await expect(page.getByRole('button', { name: 'Send' })).toBeVisible({ timeout: 15_000 });

  // Rename through the chat's menu; Enter in the name field saves.
  const actions = page.getByRole('button', { name: 'Chat actions' }).first();
  await actions.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Rename', exact: true }).press('Enter');
  await expect(page.getByRole('textbox', { name: 'Name' })).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Keyboard chat');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Keyboard chat' })).toBeVisible();
  await expectFocusSeen(page, 'after the rename dialog');

  // Delete with its confirmation: the confirm button has the focus, Enter deletes.
  await actions.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: /^Delete/ }).press('Enter');
  await expect(page.getByRole('button', { name: 'Confirm' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Keyboard chat' })).toHaveCount(0);
  await expect(messageBox(page)).toBeFocused();
  await expectFocusSeen(page, 'after the delete confirmation');
});

test('the registry by keyboard alone: a card, its chat, Enter on Send, a source opened and closed with the focus back on it', async ({ page }) => {
  test.setTimeout(60_000);
  await openSignedIn(page, 'alice', '/rags');
  const card = page.getByRole('button', { name: 'Travel policy', exact: true });
  await expect(card).toBeVisible();
  await card.focus();
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('button', { name: 'To chat with Travel policy' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Chat with Travel policy' })).toBeVisible();

  await tabTo(page, messageBox(page));
  await page.keyboard.type('What is the hotel limit per night in Germany?');
  await page.keyboard.press('Tab');
  await expect(sendOrStop(page)).toBeFocused();
  await page.keyboard.press('Enter');
  const sources = page.getByRole('grid', { name: 'Sources of this answer' });
  await expect(sources).toBeVisible({ timeout: 20_000 });
  await expect(messageBox(page)).toBeFocused({ timeout: 15_000 });
  await expect(page.getByText('The response was canceled')).toHaveCount(0);

  // Back up to the first source and open it; Escape brings the focus back to it.
  const firstSource = sources.getByRole('row').first();
  for (let tabs = 0; tabs < 20 && !(await firstSource.evaluate((row) => row === document.activeElement)); tabs += 1) await page.keyboard.press('Shift+Tab');
  await expect(firstSource).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(firstSource).toBeFocused();
  await expectFocusSeen(page, 'after the source dialog');
});
