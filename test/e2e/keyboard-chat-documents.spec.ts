import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { assistantMessages } from './chat.helpers';
import { test } from './fixtures';
import { openSignedIn } from './demo-sessions';
import { chooseFilesByKeyboard, expectFocusSeen, tabTo } from './keyboard.helpers';

const messageBox = (page: Page) => page.getByRole('textbox', { name: 'Message' }).first();
const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Chats and documents' });

/** Opens a menu from its focused button and chooses `item` by the arrow keys alone. */
async function chooseFromMenu(page: Page, item: string) {
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  const wanted = menu.getByRole('menuitem', { name: item, exact: true });
  for (let presses = 0; presses < 8 && !(await wanted.evaluate((node) => node === document.activeElement)); presses += 1) await page.keyboard.press('ArrowDown');
  await expect(wanted).toBeFocused();
  await page.keyboard.press('Enter');
}

test('the chat’s documents and transcript by keyboard alone: upload through the chooser, untick and tick, ask, download the transcript from the chat’s menu, delete the document with its confirm; the focus never on body', async ({ page }) => {
  test.setTimeout(60_000);
  await openSignedIn(page, 'bob', '/chat');
  await expect(messageBox(page)).toBeEditable();

  // Upload: Enter on the sidebar's button opens the chooser; the focus stays on the button.
  const upload = sidebar(page).getByRole('button', { name: 'Upload files' });
  await tabTo(page, upload);
  await chooseFilesByKeyboard(page, { name: 'keyboard-notes.txt', mimeType: 'text/plain', buffer: Buffer.from('The keyboard meeting is on Tuesday.') });
  await expect(page.getByText('File upload successful')).toBeVisible({ timeout: 20_000 });
  await expectFocusSeen(page, 'after the file chooser');
  const tick = sidebar(page).getByRole('checkbox', { name: 'keyboard-notes.txt' });
  await expect(tick).toBeChecked();

  // Untick and tick again with Space: the chips above the message box follow.
  await tick.focus();
  await expectFocusSeen(page, 'on the document’s tick');
  await page.keyboard.press('Space');
  await expect(tick).not.toBeChecked();
  await expect(page.getByText('No document ticked: the answer uses none of your documents.')).toBeVisible();
  await page.keyboard.press('Space');
  await expect(tick).toBeChecked();
  await expect(page.getByRole('list', { name: 'This message uses:' })).toHaveText('keyboard-notes.txt');

  await tabTo(page, messageBox(page));
  await page.keyboard.type('When is the keyboard meeting?');
  await page.keyboard.press('Enter');
  await expect(assistantMessages(page)).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Send' })).toBeVisible({ timeout: 15_000 });

  // The transcript from the chat's menu: the menu closes, the focus is back on its button.
  const actions = sidebar(page).getByRole('button', { name: 'Chat actions' }).first();
  for (const [item, extension] of [['Download transcript (text)', 'txt'], ['Download transcript (Markdown)', 'md']] as const) {
    await actions.focus();
    const downloading = page.waitForEvent('download');
    await chooseFromMenu(page, item);
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(new RegExp(`\\.${extension}$`));
    expect(await readFile((await download.path())!, 'utf8')).toContain('When is the keyboard meeting?');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(actions).toBeFocused();
    await expectFocusSeen(page, `after the menu's ${item}`);
  }

  // Delete the document: its confirm has the focus; once it is gone (and its button with it) the focus is not on body.
  await sidebar(page).getByRole('button', { name: 'Delete keyboard-notes.txt' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Confirm' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(tick).toHaveCount(0);
  await expect(sidebar(page).getByText('No documents uploaded')).toBeVisible();
  await expectFocusSeen(page, 'after the delete-document confirmation');
});
