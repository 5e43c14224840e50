import { describe, expect, it } from 'vitest';
import { popoverOffsetPx, tooltipDelayMs } from './overlays';

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

describe('tooltips (platform.md §9)', () => {
  it('show after the spec’s 200 ms hover debounce', () => {
    expect(tooltipDelayMs).toBe(200);
  });

  it('every tooltip of ours waits that long and sits at the popover offset (react-aria would wait 1500 ms)', () => {
    const triggers = Object.entries(components).flatMap(([file, text]) => [...text.matchAll(/<TooltipTrigger\b[^>]*>/g)].map((match) => ({ file, tag: match[0] })));
    const tooltips = Object.entries(components).flatMap(([file, text]) => [...text.matchAll(/<Tooltip\b[^>]*>/g)].map((match) => ({ file, tag: match[0] })));
    expect(triggers.length).toBeGreaterThan(0);
    expect(triggers.filter(({ tag }) => !tag.includes('delay={tooltipDelayMs}'))).toEqual([]);
    expect(tooltips.filter(({ tag }) => !tag.includes('offset={popoverOffsetPx}'))).toEqual([]);
  });
});
