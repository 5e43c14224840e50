import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { openSignedIn } from './demo-sessions';
import { chooseFilesByKeyboard, expectFocusSeen, shiftTabTo, tabTo } from './keyboard.helpers';

const conversation = (page: Page) => page.getByRole('list', { name: 'Conversation' });
const input = (page: Page) => page.getByRole('textbox', { name: 'Message' });

/** The bot's reply is complete: the typing row gone, Send back. */
async function replied(page: Page) {
  await expect(page.locator('.scos-row .typing-indicator, .scos-row [role="img"][aria-label*="typing"]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();
}

/** The newest of the bot's chips or buttons named `name`. */
const newest = (page: Page, name: string | RegExp) => conversation(page).getByRole('button', { name, exact: true }).last();

test('customer service by keyboard alone: quick replies, the carousel and its buttons, a date booked, an upload through the chooser, the transcript; the focus never on body', async ({ page }) => {
  test.setTimeout(90_000);
  await openSignedIn(page, 'alice', '/scos-demo');
  await expect(conversation(page).getByText('How can I help?')).toBeVisible({ timeout: 15_000 });

  // A quick reply by Tab and Enter: the reply comes, the focus goes back to the message box.
  await tabTo(page, newest(page, /Order status$/));
  await page.keyboard.press('Enter');
  await expect(conversation(page).getByText('has been shipped')).toBeVisible();
  await expect(input(page)).toBeFocused();
  await replied(page);
  await expectFocusSeen(page, 'after a quick reply');

  // Back up from the message box to the next quick reply.
  await shiftTabTo(page, newest(page, 'Product suggestions'));
  await expectFocusSeen(page, 'on a quick reply');
  await page.keyboard.press('Space');
  const gallery = page.getByRole('list', { name: '4 suggestions' });
  await expect(gallery).toBeVisible();
  await replied(page);

  // The carousel: one Tab stop, the arrows move between its cards, Tab reaches a card's buttons.
  const cards = gallery.getByRole('listitem');
  await shiftTabTo(page, cards.first());
  await expectFocusSeen(page, 'on the first card');
  await page.keyboard.press('ArrowRight');
  await expect(cards.nth(1)).toBeFocused();
  await expectFocusSeen(page, 'on the second card');
  await page.keyboard.press('End');
  await expect(cards.nth(3)).toBeFocused();
  await page.keyboard.press('Home');
  await expect(cards.first()).toBeFocused();
  await page.keyboard.press('Tab');
  const reserve = cards.first().getByRole('button').first();
  await expect(reserve).toBeFocused();
  await expectFocusSeen(page, 'on a card’s button');
  await page.keyboard.press('Enter');
  await replied(page);
  await expectFocusSeen(page, 'after a card’s button');

  // A date: the picker's default day, Tab to its button, Enter books it; the focus is not lost with the closed picker.
  await tabTo(page, input(page));
  await page.keyboard.type('appointment');
  await page.keyboard.press('Enter');
  const picker = page.locator('.scos-date').last();
  const book = picker.getByRole('button', { name: 'Book' });
  await expect(book).toBeVisible();
  await shiftTabTo(page, book);
  await page.keyboard.press('Shift+Tab');
  await expectFocusSeen(page, 'in the date picker');
  await page.keyboard.press('Tab');
  await expect(book).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(conversation(page).getByText(/^Your appointment on \d{2}\/\d{2}\/\d{2} is booked\.$/)).toBeVisible();
  await expect(book).toBeDisabled();
  await replied(page);
  await expectFocusSeen(page, 'after booking');

  // An upload the bot starts: its panel's button opens the chooser; the panel goes, the focus does not go to body.
  await tabTo(page, input(page));
  await page.keyboard.type('upload');
  await page.keyboard.press('Enter');
  const panel = page.getByRole('region', { name: 'Upload a document' });
  const choose = panel.getByRole('button', { name: 'Choose a file' });
  await expect(choose).toBeVisible();
  await tabTo(page, choose);
  await expectFocusSeen(page, 'on the upload panel’s button');
  await chooseFilesByKeyboard(page, { name: 'keyboard-invoice.txt', mimeType: 'text/plain', buffer: Buffer.from('Invoice 4712: 12 euros.') });
  await expect(page.getByText('keyboard-invoice.txt was uploaded.')).toBeVisible({ timeout: 15_000 });
  await expect(panel).toBeHidden();
  await expectFocusSeen(page, 'after the upload panel closed');

  // The transcript, by the sidebar's button.
  await replied(page);
  const downloading = page.waitForEvent('download');
  await tabTo(page, page.getByRole('button', { name: 'Download transcript' }));
  await page.keyboard.press('Enter');
  const text = await readFile((await (await downloading).path())!, 'utf8');
  expect(text).toContain('you: Order status');
  await expectFocusSeen(page, 'after the download');
});
