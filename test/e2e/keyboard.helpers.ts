import { expect, type Locator, type Page } from '@playwright/test';

/** Tabs (forward) until `target` has the focus: the way a keyboard user gets there, counted. */
export async function tabTo(page: Page, target: Locator, most = 40): Promise<number> {
  for (let tabs = 1; tabs <= most; tabs += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((node) => node === document.activeElement)) return tabs;
  }
  throw new Error(`${String(target)} not reached in ${most} Tabs`);
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
    const ringed = [element, element.parentElement, element.parentElement?.parentElement].some((node) => {
      if (!node) return false;
      const style = getComputedStyle(node);
      return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
    });
    if (!ringed) return `no focus indicator on ${element.outerHTML.slice(0, 80)}`;
    element.scrollIntoView({ block: 'nearest' });
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + Math.min(box.height / 2, 8));
    if (!top || !(element === top || element.contains(top) || top.contains(element))) return `covered by ${top?.outerHTML.slice(0, 80) ?? 'nothing'}`;
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
