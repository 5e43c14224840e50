import { describe, expect, it } from 'vitest';
import { distribution } from './stats';

describe('bench statistics', () => {
  it('nearest-rank percentiles, total and maximum of the samples', () => {
    const samples = Array.from({ length: 100 }, (_, index) => 100 - index);
    expect(distribution(samples)).toEqual({ count: 100, totalMs: 5050, p50Ms: 50, p95Ms: 95, maxMs: 100 });
  });

  it('no samples read as zeros', () => {
    expect(distribution([])).toEqual({ count: 0, totalMs: 0, p50Ms: 0, p95Ms: 0, maxMs: 0 });
  });
});
