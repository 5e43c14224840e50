import { describe, expect, it } from 'vitest';
import deCommon from '../../locales/de-DE/common.json';
import deGuidelines from '../../locales/de-DE/guidelines.json';
import enCommon from '../../locales/en-US/common.json';
import enGuidelines from '../../locales/en-US/guidelines.json';

const namespaces = ['chat', 'chat-stream', 'chat-persistence'] as const;
const load = async (locale: string) =>
  Object.fromEntries(
    await Promise.all(namespaces.map(async (ns) => [ns, (await import(`../../locales/${locale}/${ns}.json`)).default])),
  ) as Tree;
const en = { common: enCommon, guidelines: enGuidelines, ...(await load('en-US')) } as unknown as Tree;
const de = { common: deCommon, guidelines: deGuidelines, ...(await load('de-DE')) } as unknown as Tree;

type Tree = { [key: string]: string | string[] | Tree };

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : Array.isArray(value) ? [`${prefix}${key}[${value.length}]`] : keys(value, `${prefix}${key}.`),
  );
}

describe('locales', () => {
  it('German has exactly the keys English has', () => {
    expect(keys(de).sort()).toEqual(keys(en).sort());
  });

  it('no message is left empty', () => {
    const values = (tree: Tree): string[] =>
      Object.values(tree).flatMap((v) => (typeof v === 'string' ? [v] : Array.isArray(v) ? v : values(v)));
    expect([...values(en), ...values(de)].filter((v) => v.trim() === '')).toEqual([]);
  });

  it('a message that counts has a singular and a plural form (not "1 selected documents")', () => {
    const withCount = (tree: Tree, prefix = ''): string[] =>
      Object.entries(tree).flatMap(([key, value]) =>
        typeof value === 'string' ? (/\{\{count\}\}/.test(value) ? [`${prefix}${key}`] : []) : Array.isArray(value) ? [] : withCount(value, `${prefix}${key}.`),
      );
    const counted = [...withCount(en), ...withCount(de)];
    expect(counted.length).toBeGreaterThan(0);
    expect(counted.filter((key) => !/_(one|other)$/.test(key))).toEqual([]);
    for (const tree of [en, de]) {
      const plurals = keys(tree).filter((key) => key.endsWith('_other'));
      expect(plurals.filter((key) => !keys(tree).includes(key.replace(/_other$/, '_one')))).toEqual([]);
    }
  });
});
