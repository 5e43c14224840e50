import { describe, expect, it } from 'vitest';
import { popoverOffsetPx } from './overlays';

// Every component of ours, as text (Vite reads them at test time).
const components = import.meta.glob<string>(['../**/*.tsx', '!../**/*.test.tsx'], { query: '?raw', import: 'default', eager: true });

describe('the popover offset (platform.md §9)', () => {
  it('is the spec’s 8 px', () => {
    expect(popoverOffsetPx).toBe(8);
  });

  it('every popover of ours takes its offset from it (no number of its own, as the top-menu search had)', () => {
    const popovers = Object.entries(components).flatMap(([file, text]) => [...text.matchAll(/<Popover\b[^>]*>/g)].map((match) => ({ file, tag: match[0] })));
    expect(popovers.length).toBeGreaterThan(5);
    expect(popovers.filter(({ tag }) => !tag.includes('offset={popoverOffsetPx}'))).toEqual([]);
  });
});
