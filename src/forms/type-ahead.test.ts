import { describe, expect, it } from 'vitest';
import { createTypeAhead } from './type-ahead';

describe('type-ahead', () => {
  const departments = ['Audit', 'Finance', 'Facilities', 'IT', 'Internal Audit'];

  it('keys typed within 500 ms build one prefix', () => {
    let now = 0;
    const typeAhead = createTypeAhead(() => departments, () => now);
    expect(typeAhead('f', 0)).toBe(1);
    now += 400;
    expect(typeAhead('a', 1)).toBe(2);
  });

  it('after 500 ms a key starts a new search', () => {
    let now = 0;
    const typeAhead = createTypeAhead(() => departments, () => now);
    expect(typeAhead('i', 0)).toBe(3);
    now += 501;
    expect(typeAhead('i', 3)).toBe(4);
  });

  it('no match leaves the selection where it is', () => {
    const typeAhead = createTypeAhead(() => departments, () => 0);
    expect(typeAhead('z', 0)).toBeUndefined();
  });
});
