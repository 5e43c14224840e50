import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// The tests run from the repository's root.
const srcDir = join(process.cwd(), 'src');
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) && !/\.test(-support)?\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );

/** Formatting a date or time by hand: each such place was a style of its own. */
const ownDateStyle = /new Intl\.DateTimeFormat\(|\.toLocale(Date|Time)?String\(|dateStyle:|timeStyle:/;

describe('dates and times shown to users', () => {
  it('are formatted by src/i18n/formats.ts alone (the developers\' inspector aside)', () => {
    const offenders = sources(srcDir)
      .map((file) => relative(process.cwd(), file))
      .filter((file) => file !== join('src', 'i18n', 'formats.ts') && file !== join('src', 'inspector', 'inspector-page.ts'))
      .filter((file) => ownDateStyle.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
