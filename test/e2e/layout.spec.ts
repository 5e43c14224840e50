import { expect, type Locator, type Page } from '@playwright/test';
import { wcagViolations } from './axe';
import { openSignedIn } from './demo-sessions';
import { test } from './fixtures';

const phone = { width: 390, height: 844 };

interface ToolOnPhone {
  route: string;
  /** The tool's main input: it must be on the first screen. */
  mainInput: (page: Page) => Locator;
  /** The labelled button that opens the panel (a drawer below `sm`). */
  opener: string;
  panel: (page: Page) => Locator;
}

/** The six tools on the one layout, each with its main input and its panel. */
const tools: ToolOnPhone[] = [
  { route: '/chat', mainInput: (page) => page.getByRole('textbox', { name: 'Message' }), opener: 'Open sidebar', panel: (page) => page.getByRole('complementary', { name: 'Chats and documents' }) },
  { route: '/audit-gpt', mainInput: (page) => page.getByRole('textbox', { name: 'Your query' }), opener: 'Audit settings', panel: (page) => page.getByRole('complementary', { name: 'Audit settings' }) },
  { route: '/rags', mainInput: (page) => page.getByRole('searchbox', { name: 'Search components' }), opener: 'Components and chats', panel: (page) => page.getByRole('complementary', { name: 'Components and chats' }) },
  { route: '/scos-demo', mainInput: (page) => page.getByRole('textbox', { name: /message/i }), opener: 'Open sidebar', panel: (page) => page.getByRole('navigation', { name: 'Chats' }) },
  { route: '/vision-studio', mainInput: (page) => page.getByRole('textbox', { name: 'Prompt', exact: true }), opener: 'Settings', panel: (page) => page.getByRole('form', { name: 'Settings' }) },
  { route: '/vox', mainInput: (page) => page.getByRole('button', { name: 'Choose audio or video files' }), opener: 'Files and settings', panel: (page) => page.getByRole('region', { name: 'Files and settings' }) },
];

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** Whether a button wears the disabled look of src/tokens.css (flat grey), whatever its kind. */
/** Polled by its callers: the colours ease into the disabled look (the motion tokens), so one look can land mid-way. */
async function looksDisabled(button: Locator) {
  return button.evaluate((element) => {
    const probe = document.createElement('span');
    probe.style.background = 'var(--disabled-surface)';
    probe.style.color = 'var(--disabled-text)';
    element.parentElement!.append(probe);
    const want = getComputedStyle(probe);
    const have = getComputedStyle(element);
    const same = have.backgroundColor === want.backgroundColor && have.color === want.color;
    probe.remove();
    return same;
  });
}

test.describe('on a phone (390 × 844), every tool on the one layout', () => {
  test.use({ viewport: phone });

  for (const tool of tools) {
    test(`${tool.route}: the main input is on the first screen, nothing is wider than the screen, the panel opens from "${tool.opener}" and closes, no WCAG violations`, async ({ page }) => {
      test.setTimeout(90_000);
      await openSignedIn(page, 'alice', tool.route);
      const input = tool.mainInput(page);
      await expect(input).toBeInViewport({ ratio: 1 });
      const box = (await input.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(phone.height);
      await expect(tool.panel(page)).toHaveCount(0);
      expect(await pageWidth(page)).toBeLessThanOrEqual(phone.width);

      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        expect(await wcagViolations(page), `${scheme}, panel closed`).toEqual([]);
        await page.getByRole('button', { name: tool.opener, exact: true }).click();
        const panel = tool.panel(page);
        await expect(panel).toBeInViewport();
        expect(await pageWidth(page)).toBeLessThanOrEqual(phone.width);
        expect(await wcagViolations(page), `${scheme}, panel open`).toEqual([]);
        await panel.getByRole('button', { name: 'Close sidebar' }).click();
        await expect(panel).toHaveCount(0);
        await expect(input).toBeInViewport({ ratio: 1 });
      }
      // Escape closes the drawer too.
      await page.getByRole('button', { name: tool.opener, exact: true }).click();
      await expect(tool.panel(page)).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(tool.panel(page)).toHaveCount(0);
    });
  }

  test('the chat’s top menu is one row of icons with an overflow menu; disabled buttons look disabled', async ({ page }) => {
    await openSignedIn(page, 'alice', '/chat');
    const bar = page.getByRole('toolbar', { name: 'Chats and documents' });
    await expect(bar).toBeVisible();
    const buttons = await bar.getByRole('button').all();
    const tops = await Promise.all(buttons.map(async (button) => Math.round((await button.boundingBox())!.y)));
    expect(new Set(tops).size).toBe(1);
    await bar.getByRole('button', { name: 'More chat actions' }).click();
    await expect(page.getByRole('menuitem', { name: 'Search chats' })).toBeVisible();
    expect(await pageWidth(page)).toBeLessThanOrEqual(phone.width);
    await page.keyboard.press('Escape');

    // Vox: Transcript with no file; the demo: "Delete selected documents" with none selected.
    await page.goto('/vox');
    const transcript = page.getByRole('button', { name: 'Transcript', exact: true });
    await expect(transcript).toBeDisabled();
    await expect.poll(() => looksDisabled(transcript)).toBe(true);
    await page.goto('/scos-demo');
    await page.getByRole('button', { name: 'Open sidebar' }).click();
    const deleteDocuments = page.getByRole('navigation', { name: 'Chats' }).getByRole('button', { name: 'Delete selected documents' });
    await expect(deleteDocuments).toBeDisabled();
    await expect.poll(() => looksDisabled(deleteDocuments)).toBe(true);
  });
});

test.describe('at desk size (1280 × 800)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('ticking a document only puts it into the chat: its delete stays its own, and the chips above the box say what the message uses', async ({ page }) => {
    await openSignedIn(page, 'alice', '/chat');
    await page.locator('input[type=file]').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('Meeting notes.') });
    const sidebar = page.getByRole('complementary', { name: 'Chats and documents' });
    await expect(sidebar.getByRole('checkbox', { name: 'notes.txt' })).toBeChecked({ timeout: 15_000 });
    const remove = sidebar.getByRole('button', { name: 'Delete notes.txt' });
    await expect(page.getByRole('list', { name: 'This message uses:' })).toHaveText('notes.txt');
    await sidebar.getByRole('checkbox', { name: 'notes.txt' }).uncheck({ force: true });
    await expect(remove).toBeEnabled();
    await expect(page.getByText('No document ticked: the answer uses none of your documents.')).toBeVisible();
  });

  test('the audit sidebar’s fields stay inside their panel; its panel, closed, stays closed after a reload', async ({ page }) => {
    await openSignedIn(page, 'alice', '/audit-gpt');
    const sidebar = page.getByRole('complementary', { name: 'Audit settings' });
    await expect(sidebar.getByRole('button', { name: /Model/ })).toBeVisible();
    const overflowing = await sidebar.evaluate((aside) => {
      const panel = aside.getBoundingClientRect();
      const inner = { left: panel.left + aside.clientLeft, right: panel.left + aside.clientLeft + aside.clientWidth };
      return Array.from(aside.querySelectorAll<HTMLElement>('input, button, textarea, .field, .stepper, .audit-combobox-field, a'))
        .filter((element) => {
          const box = element.getBoundingClientRect();
          return box.width > 0 && (box.left < inner.left - 0.5 || box.right > inner.right + 0.5);
        })
        .map((element) => element.outerHTML.slice(0, 80));
    });
    expect(overflowing).toEqual([]);
    expect(await sidebar.evaluate((aside) => aside.scrollWidth <= aside.clientWidth)).toBe(true);

    await sidebar.getByRole('button', { name: 'Close sidebar' }).click();
    await expect(sidebar).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Audit settings' })).toBeFocused();
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Your query' })).toBeVisible();
    await expect(sidebar).toHaveCount(0);
    // Per tool: the chat's sidebar is still open.
    await page.goto('/chat');
    await expect(page.getByRole('complementary', { name: 'Chats and documents' })).toBeVisible();
    await page.goto('/audit-gpt');
    await page.getByRole('button', { name: 'Audit settings' }).click();
    await expect(sidebar).toBeVisible();
  });
});
