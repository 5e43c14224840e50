import { describe, expect, it } from 'vitest';
import { busiestSecond, distribution } from './stats';

describe('bench statistics', () => {
  it('nearest-rank percentiles, total and maximum of the samples', () => {
    const samples = Array.from({ length: 100 }, (_, index) => 100 - index);
    expect(distribution(samples)).toEqual({ count: 100, totalMs: 5050, p50Ms: 50, p95Ms: 95, maxMs: 100 });
  });

  it('no samples read as zeros', () => {
    expect(distribution([])).toEqual({ count: 0, totalMs: 0, p50Ms: 0, p95Ms: 0, maxMs: 0 });
  });

  it('the busiest second counts events less than a second apart, in any order', () => {
    expect(busiestSecond([])).toBe(0);
    expect(busiestSecond([2500, 0, 999, 1000, 1998])).toBe(3);
    expect(busiestSecond([0, 1000, 2000])).toBe(1);
  });
});
