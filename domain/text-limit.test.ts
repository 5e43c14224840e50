import { readFileSync } from 'node:fs';
import { encode } from 'gpt-tokenizer';
import { describe, expect, it } from 'vitest';
import { charactersSurelyOverLimit, maxTextTokens, surelyOverTokenLimit } from './text-limit';

const logLine = (index: number) => `2026-12-02T04:${String(index % 60).padStart(2, '0')}:00.000Z INFO request ${index} took ${index % 997} ms\n`;

describe('the before-sending length check', () => {
  it('a pasted 20,000-line log is over the limit by its characters alone', () => {
    const log = Array.from({ length: 20_000 }, (_, index) => logLine(index)).join('');
    expect(surelyOverTokenLimit(log)).toBe(true);
  });

  it('the shortest text it stops is over the limit by the exact count too (prose: the most characters a token)', () => {
    const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
    const prose = (read('../docs/decisions.md') + read('../README.md')).slice(0, charactersSurelyOverLimit + 1);
    expect(surelyOverTokenLimit(prose)).toBe(true);
    expect(encode(prose).length).toBeGreaterThan(maxTextTokens);
  });

  it('a text just under the character bound is left to the server', () => {
    expect(surelyOverTokenLimit('x'.repeat(charactersSurelyOverLimit))).toBe(false);
  });
});
