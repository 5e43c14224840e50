import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isCode, linesCitingTrackers, trackerReferencesInCode } from './tracker-references';

// Built from parts, so the search below does not find this file's own examples.
const issue = (rest: string) => ['issue', rest].join('');

describe('code says why, not which tracker entry', () => {
  it('no comment, test name or text in the code cites a tracker number', () => {
    expect(trackerReferencesInCode(join(import.meta.dirname, '..', '..'))).toEqual([]);
  });
});

describe('the tracker-number search', () => {
  it('finds a number however it is cited', () => {
    const text = [
      `// kept (${issue(' 11')})`,
      `/** ${issue('s 15')} and 27: the checks */`,
      `describe('the gallery (${issue(' 27 item 1')})', () => {`,
      `// ${issue(' #24')}'s fix`,
      `// ${issue(' 26').toUpperCase()}`,
    ].join('\n');
    expect(linesCitingTrackers(text)).toEqual([1, 2, 3, 4, 5]);
  });

  it('leaves words that only look alike', () => {
    expect(linesCitingTrackers('// the issuer 12 trusts\n// the provider gives out 66 s tokens\n// a technical issue')).toEqual([]);
  });

  it('counts everything but prose as code', () => {
    expect(isCode('src/chat/chat-tool.tsx')).toBe(true);
    expect(isCode('docs/openapi/main.yaml')).toBe(true);
    expect(isCode('.ci/run')).toBe(true);
    expect(isCode('docs/benchmarks.md')).toBe(false);
    expect(isCode('README.md')).toBe(false);
    expect(isCode('docs/machines/chat.mmd')).toBe(false);
  });
});
