import { describe, expect, it } from 'vitest';
import { rowOffsets, visibleRows } from './virtual-range';

describe('virtual list geometry', () => {
  const offsets = rowOffsets(100, (index) => (index % 2 === 0 ? 10 : 30));

  it('offsets add up each row height, ending with the total', () => {
    expect(offsets.slice(0, 4)).toEqual([0, 10, 40, 50]);
    expect(offsets.at(-1)).toBe(2000);
  });

  it.each([
    ['the top of the list', 0, 100, 0, { start: 0, end: 6 }],
    ['a row cut by the top edge is in view', 45, 20, 0, { start: 2, end: 4 }],
    ['overscan adds rows on both sides', 400, 100, 2, { start: 18, end: 28 }],
    ['overscan stops at the ends', 1990, 100, 3, { start: 96, end: 100 }],
    ['an unmeasured viewport shows the overscan from the top', 400, 0, 3, { start: 17, end: 24 }],
    ['scrolled past the end shows the last rows', 5000, 100, 0, { start: 99, end: 100 }],
  ])('%s', (_scenario, top, height, overscan, range) => {
    expect(visibleRows(offsets, top, height, overscan)).toEqual(range);
  });

  it('an empty list has no rows', () => {
    expect(visibleRows(rowOffsets(0, () => 10), 0, 100, 3)).toEqual({ start: 0, end: 0 });
  });
});
