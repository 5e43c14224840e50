import { useCallback, useEffect, useLayoutEffect, useRef, useState, type AriaRole, type KeyboardEvent, type ReactNode, type UIEvent } from 'react';
import { focusRow, rowMoveFor, targetRow } from './row-keys';
import { createRowSizes, type RowSizes } from './row-sizes';
import { rowOffsets, visibleRows, type RowRange } from './virtual-range';

export interface VirtualListProps<T> {
  items: readonly T[];
  /** A stable identity: a measured height follows its item when items are added or removed. */
  itemKey: (item: T, index: number) => string;
  renderItem: (item: T, index: number) => ReactNode;
  /** Height in px assumed for a row until it is measured (rows should have no vertical margins). */
  estimateHeight: number;
  /** Rows kept mounted beyond each edge of the viewport. */
  overscan?: number;
  /** `end` opens at the last row (a conversation) and stays there while the reader is there. */
  startAt?: 'start' | 'end';
  /** `list` (the default) makes the rows `listitem`s with their position in the whole list. */
  role?: AriaRole;
  'aria-label'?: string;
  className?: string;
  /**
   * The list is a tab stop and its rows are focusable: arrows and Page Up/Down move by row, Home
   * and End to the first and last, mounting rows out of view (a long conversation read by keyboard).
   */
  moveByRow?: boolean;
  /** The scrolling element, for behaviour around the list (e.g. a scroll-to-bottom button); keep it stable. */
  scrollerRef?: (element: HTMLDivElement | null) => void | (() => void);
}

interface Viewport {
  top: number | 'end';
  height: number;
}

/** `known` itself when nothing changed (a row mounted again reports its old height). */
function merged(known: ReadonlyMap<string, number>, measured: ReadonlyMap<string, number>): ReadonlyMap<string, number> {
  for (const [key, height] of measured) if (known.get(key) !== height) return new Map([...known, ...measured]);
  return known;
}

const sameRange = (a: RowRange, b: RowRange) => a.start === b.start && a.end === b.end;
// Within this many px of the end counts as being at the end.
const endSlack = 2;

/**
 * A scrolling list that mounts only the rows in view plus a fixed overscan. Row heights are
 * measured with a ResizeObserver; unmeasured rows count as `estimateHeight`. The element
 * scrolls itself: give it a height (or a flex parent) from the outside.
 */
export function VirtualList<T>(props: VirtualListProps<T>) {
  const { items, itemKey, renderItem, estimateHeight, overscan = 3, startAt = 'start', role = 'list', moveByRow = false } = props;
  const [heights, setHeights] = useState<ReadonlyMap<string, number>>(() => new Map());
  const [sizes] = useState(() => createRowSizes((measured) => setHeights((known) => merged(known, measured))));
  // `top: 'end'`: pinned to the last row, wherever the measured total puts it.
  const [viewport, setViewport] = useState<Viewport>(() => ({ top: startAt === 'end' ? 'end' : 0, height: 0 }));
  const element = useRef<HTMLDivElement>(null);
  const { scrollerRef } = props;
  const attach = useCallback(
    (node: HTMLDivElement | null) => {
      element.current = node;
      const cleanup = scrollerRef?.(node);
      return () => {
        if (typeof cleanup === 'function') cleanup();
        element.current = null;
      };
    },
    [scrollerRef],
  );

  const keys = items.map((item, index) => itemKey(item, index));
  const offsets = rowOffsets(items.length, (index) => heights.get(keys[index] ?? '') ?? estimateHeight);
  const total = offsets[items.length] ?? 0;
  const top = viewport.top === 'end' ? Math.max(0, total - viewport.height) : viewport.top;
  const range = visibleRows(offsets, top, viewport.height, overscan);
  const rendered = useRef({ range, offsets });
  useLayoutEffect(() => {
    rendered.current = { range, offsets };
  });

  useEffect(() => () => sizes.disconnect(), [sizes]);

  // Measure the viewport; follow its resizes.
  useLayoutEffect(() => {
    const node = element.current;
    if (!node) return undefined;
    const measure = () => setViewport((current) => (current.height === node.clientHeight ? current : { ...current, height: node.clientHeight }));
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  // Pinned: keep the element scrolled to the end as rows are measured or added. The larger of
  // the estimated and the real height, so the browser clamps to the real end either way.
  useLayoutEffect(() => {
    const node = element.current;
    if (node && viewport.top === 'end' && viewport.height > 0) node.scrollTop = Math.max(total, node.scrollHeight) - viewport.height;
  }, [total, viewport]);

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const { scrollTop, clientHeight, scrollHeight } = event.currentTarget;
    // The real height, not the estimate: unmeasured rows may be shorter than estimated.
    if (startAt === 'end' && scrollTop + clientHeight >= scrollHeight - endSlack) {
      if (viewport.top !== 'end' || viewport.height !== clientHeight) setViewport({ top: 'end', height: clientHeight });
      return;
    }
    const current = rendered.current;
    const next = visibleRows(current.offsets, scrollTop, clientHeight, overscan);
    // Re-render only when the mounted rows change, not on every scrolled pixel.
    if (viewport.top === 'end' || !sameRange(next, current.range) || clientHeight !== viewport.height) {
      setViewport({ top: scrollTop, height: clientHeight });
    }
  };

  // A row to focus once it is mounted (a key moved to a row out of view).
  const [focusRequest, setFocusRequest] = useState<number | null>(null);
  useLayoutEffect(() => {
    if (focusRequest !== null && element.current && focusRow(element.current, focusRequest)) setFocusRequest(null);
  }, [focusRequest, range.start, range.end]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const node = element.current;
    const move = rowMoveFor(event);
    if (!moveByRow || !node || !move) return;
    const target = event.target as HTMLElement;
    const onRow = target.parentElement === node && target.dataset.index !== undefined;
    // Keys inside a row (its buttons, a code block's scroller) stay theirs.
    if (target !== node && !onRow) return;
    const inView = visibleRows(offsets, node.scrollTop, node.clientHeight, 0);
    const index = targetRow(move, onRow ? Number(target.dataset.index) : null, inView, items.length);
    if (index === null) return;
    event.preventDefault();
    if (focusRow(node, index)) return;
    if (startAt === 'end' && index === items.length - 1) setViewport({ top: 'end', height: node.clientHeight });
    else {
      node.scrollTop = offsets[index] ?? 0;
      setViewport({ top: offsets[index] ?? 0, height: node.clientHeight });
    }
    setFocusRequest(index);
  };

  const rows: ReactNode[] = [];
  for (let index = range.start; index < range.end; index += 1) {
    const item = items[index] as T;
    const key = keys[index] ?? String(index);
    rows.push(
      <Row key={key} rowKey={key} sizes={sizes} index={index} count={items.length} listItem={role === 'list'} focusable={moveByRow}>
        {renderItem(item, index)}
      </Row>,
    );
  }
  return (
    <div
      ref={attach}
      role={role}
      aria-label={props['aria-label']}
      className={props.className}
      style={{ overflowY: 'auto', overflowAnchor: 'auto' }}
      tabIndex={moveByRow ? 0 : undefined}
      onScroll={onScroll}
      onKeyDown={onKeyDown}
    >
      <div aria-hidden="true" style={{ height: offsets[range.start] ?? 0 }} />
      {rows}
      <div aria-hidden="true" style={{ height: total - (offsets[range.end] ?? total) }} />
    </div>
  );
}

interface RowProps {
  rowKey: string;
  sizes: RowSizes;
  index: number;
  count: number;
  listItem: boolean;
  focusable: boolean;
  children: ReactNode;
}

function Row({ rowKey, sizes, index, count, listItem, focusable, children }: RowProps) {
  const measure = useCallback((node: HTMLDivElement) => sizes.observe(rowKey, node), [sizes, rowKey]);
  return (
    <div
      ref={measure}
      data-index={index}
      tabIndex={focusable ? -1 : undefined}
      role={listItem ? 'listitem' : undefined}
      aria-posinset={listItem ? index + 1 : undefined}
      aria-setsize={listItem ? count : undefined}
    >
      {children}
    </div>
  );
}
