import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | string[] | Tree };

// Every namespace file of both locales, a tool's included as soon as it exists.
const files = import.meta.glob<Tree>('../../locales/*/*.json', { eager: true, import: 'default' });
const locale = (name: string): Tree =>
  Object.fromEntries(
    Object.entries(files)
      .filter(([path]) => path.includes(`/locales/${name}/`))
      .map(([path, tree]) => [path.replace(/^.*\/([^/]+)\.json$/, '$1'), tree]),
  );
const en = locale('en-US');
const de = locale('de-DE');

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : Array.isArray(value) ? [`${prefix}${key}[${value.length}]`] : keys(value, `${prefix}${key}.`),
  );
}

describe('locales', () => {
  it('both locales have the same namespaces, the shell’s and the chat’s among them', () => {
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(en)).toEqual(expect.arrayContaining(['common', 'guidelines', 'chat', 'chat-stream', 'chat-persistence']));
  });

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
