import type { RowRange } from './virtual-range';

/** Where a key moves the reader in a list read message by message (the ARIA feed pattern's keys, plus arrows). */
export type RowMove = 'previous' | 'next' | 'first' | 'last';

const moves: Record<string, RowMove> = {
  ArrowUp: 'previous',
  PageUp: 'previous',
  ArrowDown: 'next',
  PageDown: 'next',
  Home: 'first',
  End: 'last',
};

/** The move a key asks for; modified keys (Alt+Arrow, Shift+Page) stay the browser's and the screen reader's. */
export function rowMoveFor(event: Pick<KeyboardEvent, 'key' | 'altKey' | 'shiftKey' | 'metaKey'>): RowMove | null {
  if (event.altKey || event.shiftKey || event.metaKey) return null;
  return moves[event.key] ?? null;
}

/**
 * The row a move lands on. From a focused row it is one step (or the ends); from the list
 * itself, `next` starts at the first row in view and `previous` at the last, so the first
 * press reads what is on screen.
 */
export function targetRow(move: RowMove, current: number | null, inView: RowRange, count: number): number | null {
  if (count === 0) return null;
  const last = count - 1;
  if (move === 'first') return 0;
  if (move === 'last') return last;
  if (current === null) return move === 'next' ? Math.min(inView.start, last) : Math.max(0, Math.min(inView.end, count) - 1);
  return Math.max(0, Math.min(last, current + (move === 'next' ? 1 : -1)));
}

/** Focuses the mounted row `index` of `list` and scrolls it into view; false when it is not mounted. */
export function focusRow(list: HTMLElement, index: number): boolean {
  const row = list.querySelector<HTMLElement>(`:scope > [data-index="${index}"]`);
  if (!row) return false;
  row.focus({ preventScroll: true });
  const [shown, frame] = [row.getBoundingClientRect(), list.getBoundingClientRect()];
  // A row taller than the view shows its start, where reading begins.
  if (shown.top < frame.top || shown.bottom > frame.bottom) row.scrollIntoView?.({ block: shown.height > frame.height ? 'start' : 'nearest' });
  return true;
}
