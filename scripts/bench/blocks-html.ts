/// <reference lib="dom" />

/**
 * The HTML of a rendered answer's blocks as the Markdown renderer made them: what
 * `src/conversation/render/code-blocks.ts` adds once the answer is in the page (a scrolling
 * wrapper round each table, `tabindex` on tables' wrappers and code blocks, a bar above each code
 * block) is taken off a copy first, so the streamed answer compares with the whole text rendered
 * at once. Self-contained: it also runs in the page through `inPage`.
 */
export function blocksHtml({ selector, which }: { selector: string; which: 'first' | 'last' }): string {
  const found = document.querySelectorAll(selector);
  const root = found[which === 'first' ? 0 : found.length - 1];
  if (!root) return '';
  const copy = root.cloneNode(true) as Element;
  const unwrap = (element: Element) => element.replaceWith(...Array.from(element.childNodes));
  copy.querySelectorAll('.code-block-bar').forEach((bar) => bar.remove());
  copy.querySelectorAll('.code-block, .table-scroll').forEach(unwrap);
  copy.querySelectorAll('pre[tabindex]').forEach((pre) => pre.removeAttribute('tabindex'));
  return Array.from(copy.children, (block) => block.innerHTML).join('');
}
