import { expect, type Locator, type Page } from '@playwright/test';
import { assistantMessages, ask } from './chat.helpers';
import { test } from './fixtures';
import { openSignedIn } from './demo-sessions';
import { expectFocusSeen } from './keyboard.helpers';

// Chromium's emulation of the user's settings: forced colours (Windows' contrast themes), reduced
// motion, and WCAG 1.4.12's text spacing, injected as a user's style sheet would.

const messageBox = (page: Page) => page.getByRole('textbox', { name: 'Message' }).first();

/** WCAG 1.4.12's bookmarklet values, forced onto every element. */
const textSpacing = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`;

/**
 * Text that the wider spacing cut off inside `scope`: an element that clips (overflow hidden or
 * clip) whose content is now bigger than its box. Ellipsis truncation (a chat's name in the list)
 * is left out: it shows the cut, and the full name is its button's accessible name and title.
 */
async function clippedText(scope: Locator) {
  return scope.evaluate((root) =>
    [root, ...Array.from(root.querySelectorAll<HTMLElement>('*'))]
      .filter((element) => {
        const style = getComputedStyle(element);
        const clips = /hidden|clip/.test(style.overflowX + style.overflowY);
        if (!clips || style.textOverflow === 'ellipsis' || !element.textContent?.trim()) return false;
        if (element.getClientRects().length === 0 || style.position === 'absolute' && element.clientWidth <= 1) return false;
        return element.scrollHeight > element.clientHeight + 1 || element.scrollWidth > element.clientWidth + 1;
      })
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}: ${element.textContent!.trim().slice(0, 40)}`),
  );
}

/** Controls inside `scope` whose boxes overlap each other (neither inside the other). */
async function overlappingControls(scope: Locator) {
  return scope.evaluate((root) => {
    const controls = Array.from(root.querySelectorAll<HTMLElement>('button, a[href], input:not([type="hidden"]), textarea, [role="checkbox"], [role="radio"]')).filter(
      (element) => element.getClientRects().length > 0 && element.getBoundingClientRect().width > 1 && getComputedStyle(element).visibility !== 'hidden',
    );
    const found: string[] = [];
    controls.forEach((first, index) => {
      for (const second of controls.slice(index + 1)) {
        if (first.contains(second) || second.contains(first)) continue;
        const a = first.getBoundingClientRect();
        const b = second.getBoundingClientRect();
        const overlap = Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
        if (overlap) found.push(`${first.textContent?.trim() || first.getAttribute('aria-label')} × ${second.textContent?.trim() || second.getAttribute('aria-label')}`);
      }
    });
    return found;
  });
}

/**
 * The focused control (or the frame that rings it) has an outline: forced colours take every
 * box-shadow away (CSS Color Adjustment), so a ring must be an outline to be seen there.
 */
async function outlinedInForcedColours(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    const outlined = (node: Element | null | undefined) => !!node && getComputedStyle(node).outlineStyle !== 'none' && parseFloat(getComputedStyle(node).outlineWidth) > 0;
    const label = element.closest('label');
    return [element, element.parentElement, element.parentElement?.parentElement].some(outlined) || (!!label && Array.from(label.querySelectorAll('*')).some(outlined))
      ? 'outlined'
      : `no outline on ${element.outerHTML.slice(0, 80)}`;
  });
}

test('with forced colours every Tab stop of the chat shows its focus ring (outlines, not box-shadows, which the colours take away)', async ({ page }) => {
  test.setTimeout(60_000);
  await page.emulateMedia({ forcedColors: 'active' });
  await openSignedIn(page, 'bob', '/chat');
  await expect(messageBox(page)).toBeEditable();
  expect(await page.evaluate(() => matchMedia('(forced-colors: active)').matches)).toBe(true);
  // From the page's start to the message box: the skip link, the navigation, the user menu, the sidebar.
  await page.locator('body').focus();
  for (let stop = 1; stop <= 30 && !(await messageBox(page).evaluate((box) => box === document.activeElement)); stop += 1) {
    await page.keyboard.press('Tab');
    await expectFocusSeen(page, `Tab stop ${stop} in forced colours`);
    expect(await outlinedInForcedColours(page), `Tab stop ${stop} in forced colours`).toBe('outlined');
  }
  await expect(messageBox(page)).toBeFocused();
});

test('with reduced motion the transitions are instant and a toast still closes by itself', async ({ page }) => {
  test.setTimeout(60_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openSignedIn(page, 'bob', '/chat');
  await expect(messageBox(page)).toBeEditable();
  const durations = await page.evaluate(() => ['--duration-fast', '--duration-normal'].map((token) => getComputedStyle(document.documentElement).getPropertyValue(token).trim()));
  expect(durations.map((duration) => parseFloat(duration))).toEqual([0, 0]);

  await page.locator('input[type=file]').setInputFiles({ name: 'motion.txt', mimeType: 'text/plain', buffer: Buffer.from('Still here.') });
  const toast = page.locator('.toast').filter({ hasText: 'File upload successful' });
  await expect(toast).toBeVisible({ timeout: 20_000 });
  // A cap, not a timing: the toast's time is its progress bar's animation, which reduced motion keeps.
  await expect(toast).toHaveCount(0, { timeout: 20_000 });
});

test.describe('a user style sheet', () => {
  // As a reader's extension or bookmarklet adds it: the page's CSP does not apply to it.
  test.use({ bypassCSP: true });

  test('with WCAG text spacing (1.4.12) nothing in the chat, the help dialog or the rename dialog is cut off or overlaps', async ({ page }) => {
    test.setTimeout(60_000);
    await openSignedIn(page, 'bob', '/chat');
    await expect(messageBox(page)).toBeEditable();
    await page.addStyleTag({ content: textSpacing });
    await ask(page, 'Give me three tips for a short, clear e-mail to the whole team, please.');
    await expect(assistantMessages(page)).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Send' })).toBeVisible({ timeout: 15_000 });

    const main = page.locator('#main');
    expect(await clippedText(main), 'the chat: text cut off').toEqual([]);
    expect(await overlappingControls(main), 'the chat: controls overlapping').toEqual([]);

    await page.getByRole('button', { name: 'Help' }).first().press('Enter');
    const help = page.getByRole('dialog', { name: 'How the chat works' });
    await expect(help).toBeVisible();
    expect(await clippedText(help), 'the help dialog: text cut off').toEqual([]);
    expect(await overlappingControls(help), 'the help dialog: controls overlapping').toEqual([]);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Chat actions' }).first().press('Enter');
    await page.getByRole('menuitem', { name: 'Rename', exact: true }).press('Enter');
    const rename = page.getByRole('dialog');
    await expect(rename.getByRole('textbox', { name: 'Name' })).toBeFocused();
    expect(await clippedText(rename), 'the rename dialog: text cut off').toEqual([]);
    expect(await overlappingControls(rename), 'the rename dialog: controls overlapping').toEqual([]);
  });
});

test('the sidebar resizer is a 24 px target (2.5.8) over none of the sidebar’s controls, and a click steps its width without a drag (2.5.7)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openSignedIn(page, 'bob', '/chat');
  const resizer = page.getByRole('separator', { name: 'Resize sidebar' });
  await expect(resizer).toBeVisible();
  const box = (await resizer.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(24);
  expect(box.height).toBeGreaterThanOrEqual(24);
  const sidebar = page.getByRole('complementary', { name: 'Chats and documents' });
  // Nothing sticks out of the scrolling sidebar, and the target covers none of its controls.
  expect(await sidebar.evaluate((aside) => aside.scrollWidth <= aside.clientWidth)).toBe(true);
  expect(await overlappingControls(sidebar.locator('xpath=..'))).toEqual([]);
  const covered = await sidebar.evaluate((aside) => {
    const target = aside.querySelector('.sidebar-resizer')!.getBoundingClientRect();
    return Array.from(aside.querySelectorAll<HTMLElement>('button, input, [role="checkbox"]'))
      .map((control) => control.getBoundingClientRect())
      .filter((rect) => rect.width > 0 && rect.right > target.left + 0.5 && rect.left < target.right && rect.bottom > target.top && rect.top < target.bottom).length;
  });
  expect(covered).toBe(0);

  await expect(resizer).toHaveAttribute('aria-valuenow', '300');
  await resizer.click();
  await expect(resizer).toHaveAttribute('aria-valuenow', '560');
  await resizer.click();
  await expect(resizer).toHaveAttribute('aria-valuenow', '220');
});
