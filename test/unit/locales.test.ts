import { describe, expect, it } from 'vitest';
import de from '../../locales/de-DE/common.json';
import en from '../../locales/en-US/common.json';

type Tree = { [key: string]: string | Tree };

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );
}

describe('locales', () => {
  it('German has exactly the keys English has', () => {
    expect(keys(de).sort()).toEqual(keys(en).sort());
  });

  it('no message is left empty', () => {
    const values = (tree: Tree): string[] => Object.values(tree).flatMap((v) => (typeof v === 'string' ? [v] : values(v)));
    expect([...values(en), ...values(de)].filter((v) => v.trim() === '')).toEqual([]);
  });
});
