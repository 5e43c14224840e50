import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { wcagViolations } from './axe';
import { test } from './fixtures';
import { openSignedIn } from './demo-sessions';

const conversation = (page: Page) => page.getByRole('list', { name: /^(Conversation|Unterhaltung)$/ });
const input = (page: Page) => page.getByRole('textbox', { name: /message|Nachricht/i });

async function say(page: Page, text: string) {
  await input(page).fill(text);
  await input(page).press('Enter');
}

/** Waits until the bot's reply is complete (the typing row gone, the input ready). */
async function replied(page: Page) {
  await expect(page.locator('.scos-row .typing-indicator, .scos-row [role="img"][aria-label*="typing"]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Send|Senden)$/ })).toBeVisible();
}

async function openDemo(page: Page) {
  await openSignedIn(page, 'alice', '/scos-demo');
  await expect(conversation(page).getByText('How can I help?')).toBeVisible({ timeout: 15_000 });
}

test('order status with chips and buttons; a card gallery by keyboard; a transcript download', async ({ page }) => {
  test.setTimeout(60_000);
  await openDemo(page);
  await page.getByRole('button', { name: 'Order status' }).first().click();
  await expect(conversation(page).getByText('has been shipped')).toBeVisible();
  await expect(conversation(page).getByText('Order status', { exact: true })).toBeVisible();
  await expect(input(page)).toBeFocused();
  await expect(page.getByRole('link', { name: /Open the order page/ })).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(page.getByRole('link', { name: 'Call us' })).toHaveAttribute('href', 'tel:+49301234567');
  await replied(page);

  await page.getByRole('button', { name: 'Product suggestions' }).first().click();
  const gallery = page.getByRole('list', { name: '4 suggestions' });
  await expect(gallery).toBeVisible();
  const cards = gallery.getByRole('listitem');
  // tools.md §9's gallery, measured: 2 of its 4 cards in view, 340 px cards 10 px apart, 320×192
  // images, card text at most 75 px with an image or 150 px without, 8 px less per button (up to 3).
  const measured = await gallery.evaluate((list) => {
    const box = list.getBoundingClientRect();
    const items = Array.from(list.querySelectorAll(':scope > li')) as HTMLElement[];
    const rects = items.map((item) => item.getBoundingClientRect());
    return {
      inView: rects.filter((rect) => rect.left >= box.left - 0.5 && rect.right <= box.right + 0.5).length,
      widths: rects.map((rect) => Math.round(rect.width)),
      gap: Math.round(rects[1]!.left - rects[0]!.right),
      images: items.flatMap((item) => Array.from(item.querySelectorAll('img')).map((image) => `${Math.round(image.getBoundingClientRect().width)}x${Math.round(image.getBoundingClientRect().height)}`)),
      texts: items.map((item) => {
        const text = item.querySelector('.scos-card-text') as HTMLElement | null;
        const buttons = Math.min(item.querySelector('.scos-card-buttons')?.children.length ?? 0, 3);
        const limit = (item.querySelector('img') ? 75 : 150) - 8 * buttons;
        return text ? parseFloat(getComputedStyle(text).maxHeight) === limit : true;
      }),
    };
  });
  expect(measured.inView).toBe(2);
  expect(measured.widths).toEqual([340, 340, 340, 340]);
  expect(measured.gap).toBe(10);
  expect(measured.images.length).toBeGreaterThan(0);
  expect(new Set(measured.images)).toEqual(new Set(['320x192']));
  expect(measured.texts).toEqual([true, true, true, true]);
  await cards.first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(cards.nth(1)).toBeFocused();
  await expect(cards.nth(1)).toHaveAccessibleName('Studio Tablet, 2 of 4');
  await page.keyboard.press('End');
  await expect(cards.nth(3)).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(cards.nth(3).getByRole('button', { name: 'Reserve' })).toBeFocused();
  await replied(page);

  const download = page.waitForEvent('download');
  await say(page, '/transcript');
  const file = await download;
  // Named by then (auto-naming at 4 messages) or still the page's title.
  expect(file.suggestedFilename()).toMatch(/^transcript-.+-\d{4}-\d{2}-\d{2}\.txt$/);
  const text = await readFile(await file.path(), 'utf8');
  expect(text).toContain('you: Order status');
  expect(text).toContain('bot: Your order **#4711** has been shipped');
  expect(text).not.toContain('/transcript');
});

const savedChats = (page: Page) => page.getByRole('list', { name: 'Saved chats' }).getByRole('button');

test('reload keeps the chats: the first one’s rich messages rendered again', async ({ page }) => {
  test.setTimeout(60_000);
  await openDemo(page);
  await say(page, 'products');
  await expect(page.getByRole('list', { name: '4 suggestions' })).toBeVisible();
  await replied(page);
  await page.getByRole('button', { name: 'New chat' }).click();
  await expect(conversation(page).getByText('How can I help?')).toBeVisible();
  await expect(page.getByRole('list', { name: '4 suggestions' })).toBeHidden();
  await say(page, 'order-status');
  await expect(conversation(page).getByText('has been shipped')).toBeVisible();
  await replied(page);
  await expect(savedChats(page)).toHaveCount(2);

  await page.reload();
  await expect(savedChats(page)).toHaveCount(2, { timeout: 15_000 });
  await expect(conversation(page).getByText('has been shipped')).toBeVisible();
  await savedChats(page).and(page.locator(':not([aria-current])')).click();
  const gallery = page.getByRole('list', { name: '4 suggestions' });
  await expect(gallery).toBeVisible();
  await expect(gallery.getByRole('listitem').nth(1)).toHaveAccessibleName('Studio Tablet, 2 of 4');
});

test('rename and delete a chat; a bot image zooms in a dialog and Escape returns focus', async ({ page }) => {
  test.setTimeout(60_000);
  await openDemo(page);
  await say(page, 'order-track');
  await replied(page);
  const image = page.getByRole('button', { name: /^Enlarge image: Parcel of order/ });
  await image.click();
  const zoom = page.getByRole('dialog', { name: /^Parcel of order/ });
  await expect(zoom.getByRole('img')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(zoom).toBeHidden();
  await expect(image).toBeFocused();

  await page.getByRole('button', { name: 'Rename' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill('  Parcel 4711 ');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(savedChats(page).filter({ hasText: 'Parcel 4711' })).toHaveAttribute('aria-current', 'true');
  await page.getByRole('button', { name: 'Delete chat' }).click();
  await page.getByRole('dialog', { name: 'Delete “Parcel 4711”?' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(savedChats(page).filter({ hasText: 'Parcel 4711' })).toHaveCount(0);
  await expect(conversation(page).getByText('How can I help?')).toBeVisible();
  await expect(conversation(page).getByText('local depot')).toHaveCount(0);
});

test('in German: a chat only greeted is greeted again in German; booking a date, a day before the first allowed sends nothing, a valid day is booked', async ({ page }) => {
  test.setTimeout(60_000);
  await openDemo(page);
  await page.getByRole('button', { name: /^Language: / }).click();
  await page.getByRole('menuitemradio', { name: /Deutsch/ }).click();
  // The chat held only the bot's greeting: it is greeted again, in German.
  await expect(conversation(page).getByText(/^Hallo! Ich bin der Demo-Assistent des Studios/)).toBeVisible();
  await expect(conversation(page).getByText(/^Hello! I am the Studio demo assistant/)).toHaveCount(0);
  await say(page, 'Termin buchen');
  const picker = page.locator('.scos-date').last();
  await expect(picker.getByRole('button', { name: 'Buchen' })).toBeVisible();
  // de-DE's day format.
  await expect(picker.locator('.date-input')).toHaveText(/^\d{1,2}\.\d{1,2}\.\d{4}$/);
  // The bot offers tomorrow to 60 days ahead, tomorrow chosen: a year earlier is before the first day.
  const year = picker.locator('[data-type="year"]');
  await year.focus();
  await page.keyboard.press('ArrowDown');
  const turns = page.waitForRequest((request) => request.url().includes('/v1/scos/') && request.method() === 'POST', { timeout: 1500 }).catch(() => null);
  await picker.getByRole('button', { name: 'Buchen' }).click();
  await expect(picker.getByRole('alert')).toHaveText('Dieses Datum ist zu früh.');
  expect(await turns).toBeNull();

  await year.focus();
  await page.keyboard.press('ArrowUp');
  await picker.getByRole('button', { name: 'Buchen' }).click();
  await expect(conversation(page).getByText(/^Ihr Termin am \d{2}\.\d{2}\.\d{2} ist gebucht\.$/)).toBeVisible();
  await expect(picker.getByRole('button', { name: 'Buchen' })).toBeDisabled();
});

test("an upload started by the bot's trigger; unsafe items refused and the payload switch says why", async ({ page }) => {
  test.setTimeout(60_000);
  await openDemo(page);
  await say(page, 'upload');
  const panel = page.getByRole('region', { name: 'Upload a document' });
  await expect(panel).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await panel.getByRole('button', { name: 'Choose a file' }).click();
  await (await chooser).setFiles({ name: 'invoice.txt', mimeType: 'text/plain', buffer: Buffer.from('Invoice 4711: 499 euros.') });
  await expect(page.getByText('invoice.txt was uploaded.')).toBeVisible({ timeout: 15_000 });
  await expect(panel).toBeHidden();

  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  await say(page, 'safety-check');
  await expect(conversation(page).getByText('That was the safety check.')).toBeVisible();
  await expect(conversation(page).getByText('This video was refused: its site is not on the allowed list.')).toBeVisible();
  await expect(conversation(page).getByText('This message could not be shown.')).toBeVisible();
  await expect(page.getByText('Run a script')).toHaveCount(0);
  await expect(page.getByText('Your shop account')).toHaveCount(0);
  await expect(page.locator('a[href^="javascript"], a[href*="evil.example"], iframe[src*="untrusted"]')).toHaveCount(0);
  await page.getByText('Show payload').click();
  await expect(page.getByRole('list', { name: 'Refused or missing' }).first()).toContainText('Untrusted URL refused (data.buttons[0]): javascript:alert(document.domain)');
  await expect(page.getByRole('list', { name: 'Refused or missing' }).first()).toContainText(
    'URL refused (data.buttons[1]): user information in the address is not allowed: https://shop.example.com@evil.example/login',
  );
  await expect(page.getByText('Video host not on the allowlist: https://videos.untrusted.example/embed/42?autoplay=1')).toBeVisible();
  await expect(page.getByText('Unknown message type "CAROUSEL"')).toBeVisible();
  expect(dialogs).toBe(0);
});

test('every message type on screen: 0 axe violations in light and dark', async ({ page }) => {
  test.setTimeout(90_000);
  await openDemo(page);
  for (const value of ['order-status', 'products', 'product-list', 'how-to', 'appointment', 'data-only', 'handover', 'safety-check']) {
    await say(page, value);
    await replied(page);
  }
  await expect(page.locator('.scos-card')).not.toHaveCount(0);
  await expect(page.locator('.scos-list-entry')).not.toHaveCount(0);
  await expect(page.locator('.scos-date')).toHaveCount(1);
  await expect(page.locator('audio')).toHaveCount(1);
  await expect(page.locator('iframe.scos-embed')).toHaveCount(1);
  await expect(page.locator('iframe.scos-embed')).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-presentation');
  await page.getByText('Show payload').click();
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    expect(await wcagViolations(page), scheme).toEqual([]);
  }
});

test.describe('on a phone (390 × 844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the message box is on the first screen, the newest reply stays in view, nothing is wider than the screen; the sidebar is a drawer', async ({ page }) => {
    test.setTimeout(90_000);
    await openDemo(page);
    const box = input(page);
    await expect(box).toBeInViewport({ ratio: 1 });
    expect((await box.boundingBox())!.y + (await box.boundingBox())!.height).toBeLessThanOrEqual(844);
    await expect(page.getByRole('navigation', { name: 'Chats' })).toHaveCount(0);

    for (const value of ['order-status', 'products', 'product-list', 'how-to', 'data-only']) {
      await say(page, value);
      await replied(page);
    }
    const newest = conversation(page).locator(':scope > li').last();
    await expect(newest).toBeInViewport();
    // The list stands at its bottom: the newest reply ends above the message box, which is still on screen.
    await expect(box).toBeInViewport({ ratio: 1 });
    await expect
      .poll(async () => (await newest.boundingBox())!.y + (await newest.boundingBox())!.height)
      .toBeLessThanOrEqual((await box.boundingBox())!.y);
    await expect(page.getByRole('button', { name: 'Scroll to the bottom' })).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.getByRole('button', { name: 'Open sidebar' }).click();
    const drawer = page.getByRole('navigation', { name: 'Chats' });
    await expect(drawer).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await wcagViolations(page), 'drawer open').toEqual([]);
    await drawer.getByRole('button', { name: 'Close sidebar' }).click();
    await expect(drawer).toHaveCount(0);
    expect(await wcagViolations(page), 'drawer closed').toEqual([]);
  });
});
