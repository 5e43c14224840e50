import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The tests run from the repository's root.
const germanDir = join(process.cwd(), 'locales', 'de-DE');

const stringsOf = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : typeof value === 'object' && value !== null ? Object.values(value).flatMap(stringsOf) : [];

const germanTexts = readdirSync(germanDir)
  .filter((name) => name.endsWith('.json'))
  .flatMap((name) => stringsOf(JSON.parse(readFileSync(join(germanDir, name), 'utf8'))).map((text) => ({ file: name, text })));

describe('one German word for each term', () => {
  it('a count of tokens says "Tokens" (the plural the German texts chose), never "Token"', () => {
    const counts = germanTexts.flatMap(({ file, text }) => [...text.matchAll(/\d[\d.]*\s+(Tokens?)\b/g)].map((match) => `${file}: ${match[0]}`));
    expect(counts.length).toBeGreaterThan(0);
    expect(counts.filter((count) => !count.endsWith('Tokens'))).toEqual([]);
  });

  it('the token limit reads the same wherever it is named: 40.000 Tokens', () => {
    const limits = germanTexts.filter(({ text }) => /40[.,]000/.test(text)).map(({ text }) => text.match(/40[.,]000\s+\S+/)?.[0].replace(/[.,]$/, ''));
    expect(limits.length).toBeGreaterThanOrEqual(2);
    expect(new Set(limits)).toEqual(new Set(['40.000 Tokens']));
  });
});
