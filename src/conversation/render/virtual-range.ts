/** Where each row starts: `offsets[i]` is the top of row i, `offsets[count]` the total height. */
export function rowOffsets(count: number, heightOf: (index: number) => number): number[] {
  const offsets = new Array<number>(count + 1);
  offsets[0] = 0;
  for (let index = 0; index < count; index += 1) offsets[index + 1] = (offsets[index] ?? 0) + heightOf(index);
  return offsets;
}

/** The first row whose bottom is below `y` (binary search over the offsets). */
function rowAt(offsets: readonly number[], y: number): number {
  let low = 0;
  let high = offsets.length - 2;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((offsets[middle + 1] ?? 0) <= y) low = middle + 1;
    else high = middle;
  }
  return Math.max(0, low);
}

/** Rows to mount, `start` inclusive and `end` exclusive. */
export interface RowRange {
  start: number;
  end: number;
}

/**
 * The rows in view between `top` and `top + height`, plus `overscan` rows on each side. An
 * unmeasured viewport (height 0) shows just the overscan rows from `top`.
 */
export function visibleRows(offsets: readonly number[], top: number, height: number, overscan: number): RowRange {
  const count = offsets.length - 1;
  if (count <= 0) return { start: 0, end: 0 };
  const first = rowAt(offsets, top);
  const last = height > 0 ? rowAt(offsets, top + height - 1) : first;
  return { start: Math.max(0, first - overscan), end: Math.min(count, last + 1 + overscan) };
}
