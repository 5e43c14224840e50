/**
 * What the rendered answer gets after its sanitised HTML is in the page, made with DOM calls
 * (no HTML string, so nothing passes a Trusted Types sink): each table in a scrolling wrapper and
 * each code block scrolling by itself, both reachable by keyboard, so a wide one scrolls inside the
 * column instead of widening the page; with `bars`, each code block gets a bar above it where the
 * view puts its copy button. Done once per element: a block rendered again (the streaming tail)
 * comes back bare and is done again.
 */
export function decorateBlocks(root: HTMLElement, bars: boolean): HTMLElement[] {
  const doc = root.ownerDocument;
  for (const table of Array.from(root.querySelectorAll('table'))) {
    if (table.parentElement?.classList.contains('table-scroll')) continue;
    const wrapper = doc.createElement('div');
    wrapper.className = 'table-scroll';
    wrapper.tabIndex = 0;
    table.before(wrapper);
    wrapper.append(table);
  }
  const found: HTMLElement[] = [];
  for (const pre of Array.from(root.querySelectorAll('pre'))) {
    pre.tabIndex = 0;
    if (!bars) continue;
    let block = pre.parentElement;
    if (!block?.classList.contains('code-block')) {
      block = doc.createElement('div');
      block.className = 'code-block';
      const bar = doc.createElement('div');
      bar.className = 'code-block-bar';
      pre.before(block);
      block.append(bar, pre);
    }
    found.push(block.firstElementChild as HTMLElement);
  }
  return found;
}

/** The code a bar belongs to, as text (what the reader sees in the block). */
export const codeOf = (bar: HTMLElement) => bar.parentElement?.querySelector('pre')?.textContent ?? '';

/** The block's language, as the Markdown's fence named it (`language-ts`), if it did. */
export const languageOf = (bar: HTMLElement) => /(?:^|\s)language-([\w#+.-]+)/.exec(bar.parentElement?.querySelector('pre > code')?.className ?? '')?.[1];
