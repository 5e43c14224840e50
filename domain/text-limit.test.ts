import { readFileSync } from 'node:fs';
import { encode } from 'gpt-tokenizer';
import { describe, expect, it } from 'vitest';
import { charactersSurelyOverLimit, maxTextTokens, newestWithinReach, surelyOverTokenLimit } from './text-limit';

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

describe('what of a long conversation is sent', () => {
  const message = (content: string) => ({ role: 'user', content });

  it('a conversation within 240,000 characters goes whole', () => {
    const messages = [message('a'.repeat(120_000)), message('b'.repeat(119_999)), message('c')];
    expect(newestWithinReach(messages)).toEqual(messages);
  });

  it('the oldest messages go while the rest is surely over the limit', () => {
    const messages = [message('old'), message('a'.repeat(200_000)), message('b'.repeat(39_999)), message('next'), message('?')];
    expect(newestWithinReach(messages).map(({ content }) => content.slice(0, 4))).toEqual(['bbbb', 'next', '?']);
  });

  it('the newest message stays, however long (the server says it is too long)', () => {
    const messages = [message('old'), message('x'.repeat(300_000))];
    expect(newestWithinReach(messages)).toEqual([messages[1]]);
  });
});
