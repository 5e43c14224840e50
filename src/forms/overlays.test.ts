import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { flyoutDelayMs, popoverOffsetPx, tooltipDelayMs } from './overlays';
import { typeAheadResetMs } from './type-ahead';

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : entry.name.endsWith('.tsx') && !entry.name.includes('.test.') ? [join(dir, entry.name)] : [],
  );

describe('the shared overlay timings (platform.md §9)', () => {
  it('are the spec’s: type-ahead 500 ms, tooltip and flyout 200 ms, popovers 8 px from their trigger', () => {
    expect({ typeAheadResetMs, tooltipDelayMs, flyoutDelayMs, popoverOffsetPx }).toEqual({ typeAheadResetMs: 500, tooltipDelayMs: 200, flyoutDelayMs: 200, popoverOffsetPx: 8 });
  });

  it('every popover and tooltip of ours takes its offset from them (no number of its own, as the top-menu search had)', () => {
    const ownNumbers = sourceFiles(join(import.meta.dirname, '..')).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/offset=\{\s*\d+\s*\}/g)].map((match) => `${file}: ${match[0]}`),
    );
    expect(ownNumbers).toEqual([]);
  });
});
