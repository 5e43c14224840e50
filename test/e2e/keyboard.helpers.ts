import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Whether `target` has the focus, without waiting: a list that opens on focus (the department
 * combobox's) hides the rest of the page from the accessibility tree, where a role locator would wait.
 */
const hasFocus = async (page: Page, target: Locator) => (await target.and(page.locator(':focus')).count()) > 0;

/** Tabs (forward) until `target` has the focus: the way a keyboard user gets there, counted. */
export async function tabTo(page: Page, target: Locator, most = 40): Promise<number> {
  await target.waitFor({ state: 'attached' });
  for (let tabs = 1; tabs <= most; tabs += 1) {
    await page.keyboard.press('Tab');
    if (await hasFocus(page, target)) return tabs;
  }
  throw new Error(`${String(target)} not reached in ${most} Tabs`);
}

/** Shift+Tabs (backward) until `target` has the focus: to a control above the one focused. */
export async function shiftTabTo(page: Page, target: Locator, most = 40): Promise<number> {
  await target.waitFor({ state: 'attached' });
  for (let tabs = 1; tabs <= most; tabs += 1) {
    await page.keyboard.press('Shift+Tab');
    if (await hasFocus(page, target)) return tabs;
  }
  throw new Error(`${String(target)} not reached in ${most} Shift+Tabs`);
}

/**
 * The focused element is not `body`, shows a focus indicator (an outline, or a box-shadow ring), and
 * is not hidden under the header or the composer (2.4.11): the topmost element at its centre is it
 * or inside it.
 */
export async function expectFocusSeen(page: Page, what = 'the focus') {
  // A closed dialog gives the focus back a frame or two later.
  await expect.poll(() => page.evaluate(() => document.activeElement !== document.body), { message: `${what}: not on body` }).toBe(true);
  const seen = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return 'on body';
    // A field inside a control (a combobox's input) shows the ring on its frame.
    const hasRing = (node: Element | null | undefined) => {
      if (!node) return false;
      const style = getComputedStyle(node);
      return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
    };
    // A visually hidden input (a checkbox's) shows the ring on the box drawn inside its label.
    const label = element.closest('label[data-focus-visible]');
    const ringed = [element, element.parentElement, element.parentElement?.parentElement].some(hasRing) || (!!label && Array.from(label.querySelectorAll('*')).some(hasRing));
    if (!ringed) return `no focus indicator on ${element.outerHTML.slice(0, 80)}`;
    element.scrollIntoView({ block: 'nearest' });
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + Math.min(box.height / 2, 8));
    // A hidden input's drawn box lies over it, inside the same label.
    const frame = label ?? element;
    if (!top || !(element === top || frame.contains(top) || top.contains(element))) return `covered by ${top?.outerHTML.slice(0, 80) ?? 'nothing'}`;
    return 'seen';
  });
  expect(seen, what).toBe('seen');
}

/** Presses Enter on the focused button that opens a file chooser and answers it with `files`. */
export async function chooseFilesByKeyboard(page: Page, files: Parameters<import('@playwright/test').FileChooser['setFiles']>[0]) {
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  await (await chooser).setFiles(files);
}
