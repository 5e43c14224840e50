import { describe, expect, it } from 'vitest';
import { flyoutDelayMs, popoverOffsetPx, tooltipDelayMs } from './overlays';
import { typeAheadResetMs } from './type-ahead';

// Every component of ours, as text (Vite reads them at test time).
const components = import.meta.glob<string>(['../**/*.tsx', '!../**/*.test.tsx'], { query: '?raw', import: 'default', eager: true });

describe('the shared overlay timings (platform.md §9)', () => {
  it('are the spec’s: type-ahead 500 ms, tooltip and flyout 200 ms, popovers 8 px from their trigger', () => {
    expect({ typeAheadResetMs, tooltipDelayMs, flyoutDelayMs, popoverOffsetPx }).toEqual({ typeAheadResetMs: 500, tooltipDelayMs: 200, flyoutDelayMs: 200, popoverOffsetPx: 8 });
  });

  it('every popover and tooltip of ours takes its offset from them (no number of its own, as the top-menu search had)', () => {
    expect(Object.keys(components).length).toBeGreaterThan(20);
    const ownNumbers = Object.entries(components).flatMap(([file, text]) =>
      [...text.matchAll(/offset=\{\s*\d+\s*\}/g)].map((match) => `${file}: ${match[0]}`),
    );
    expect(ownNumbers).toEqual([]);
  });
});
