import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The tests run from the repository's root.
const localesDir = join(process.cwd(), 'locales');
const read = (locale: string, file: string) => JSON.parse(readFileSync(join(localesDir, locale, file), 'utf8')) as Record<string, unknown>;

/** Every key path of a message file (plural forms by their base key, so a language's own plural rules do not count). */
const keysOf = (value: unknown, prefix = ''): string[] =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? Object.entries(value).flatMap(([key, inner]) => keysOf(inner, `${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, '')}.`))
    : [prefix.slice(0, -1)];

describe('the two locales', () => {
  it.each(readdirSync(join(localesDir, 'en-US')))('%s has the same messages in German as in English', (file) => {
    expect([...new Set(keysOf(read('de-DE', file)))].sort()).toEqual([...new Set(keysOf(read('en-US', file)))].sort());
  });

  it.each(['en-US', 'de-DE'])('%s says what every tool in the navigation is for', (locale) => {
    const common = read(locale, 'common.json') as { tools: Record<string, string>; toolDescriptions: Record<string, string> };
    expect(Object.keys(common.toolDescriptions).sort()).toEqual(Object.keys(common.tools).sort());
    for (const description of Object.values(common.toolDescriptions)) expect(description.trim()).not.toBe('');
  });
});
