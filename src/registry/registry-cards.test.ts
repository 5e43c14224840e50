import { describe, expect, it } from 'vitest';
import { indexedDate, mailtoOf, registryCards, searchCards, visibleComponents } from './registry-cards';
import { partnerWiki, serviceDesk, travelPolicy } from './registry-tool.test-support';

describe('registry cards', () => {
  it.each([
    ['travel@example.com', 'mailto:travel@example.com'],
    ['  travel@example.com ', 'mailto:travel@example.com'],
    ['paul.extern@example.org', 'mailto:paul.extern@example.org'],
    ['travel@example', null],
    ['travel example.com', null],
    ['a@b@example.com', null],
    ['travel@example.com?cc=all@example.com', null],
    ['travel@example.com,all@example.com', null],
    ['travel%40example.com@example.com', null],
    ['javascript:alert(1)//@example.com', null],
    ['<travel@example.com>', null],
    ['', null],
  ])('mailto from %j: %j', (address, expected) => {
    expect(mailtoOf(address)).toBe(expected);
  });

  it('keys a card ComponentName_Environment and trusts only allowlisted hosts', () => {
    const allowlist = new Set([new URL(travelPolicy.Url).origin]);
    const cards = registryCards([travelPolicy, partnerWiki], allowlist);
    expect(cards.map((card) => [card.key, card.trusted])).toEqual([
      ['travel-policy_dev', true],
      ['partner-wiki_test', false],
    ]);
    expect(cards[0]!.health).toEqual({ ok: true, indexedAt: '2026-11-20T08:30:00Z' });
    expect(cards[1]!.health).toEqual({ ok: false, indexedAt: null });
  });

  it.each([
    // what the health said, what the card shows (a date as UTC ISO, 'unknown', or nothing)
    ['2026-11-20T08:30:00Z', '2026-11-20T08:30:00.000Z'],
    ['2026-11-20T08:30:00.123+01:00', '2026-11-20T07:30:00.123Z'],
    ['2026-11-20', '2026-11-20T00:00:00.000Z'],
    ['3', 'unknown'],
    ['2026', 'unknown'],
    ['2026-11', 'unknown'],
    ['Nov 20 2026', 'unknown'],
    ['2026-02-30', 'unknown'],
    ['2026-11-20T25:00:00Z', 'unknown'],
    ['', 'unknown'],
    [null, null],
  ])('a last indexing of %j shows as %j (only a full ISO date is a date)', (indexedAt, shown) => {
    const date = indexedDate(indexedAt);
    expect(date instanceof Date ? date.toISOString() : date).toBe(shown);
  });

  it('the search matches title, name, description, environment and contact, case-insensitively; blank shows all', () => {
    const cards = registryCards([travelPolicy, partnerWiki], new Set());
    expect(searchCards(cards, ' TRAVEL ').map((card) => card.name)).toEqual(['travel-policy']);
    expect(searchCards(cards, 'extern').map((card) => card.name)).toEqual(['partner-wiki']);
    expect(searchCards(cards, 'test').map((card) => card.name)).toEqual(['partner-wiki']);
    expect(searchCards(cards, '  ')).toHaveLength(2);
    expect(searchCards(cards, 'nothing like it')).toEqual([]);
  });

  it.each([
    // the user's groups (null: authentication switched off), the components shown
    [['studio-rags', 'studio-kb-it', 'studio-kb-travel'], ['travel-policy', 'it-service-desk', 'partner-wiki']],
    [['studio-rags', 'cn=studio-kb-travel,ou=groups'], ['travel-policy', 'partner-wiki']],
    [['studio-rags', 'studio-kb-it-archive'], ['partner-wiki']],
    [['studio-rags', 'kb-it', 'studio-kb'], ['partner-wiki']],
    [['studio-kb-travel'], ['travel-policy']],
    [[], []],
    [null, ['travel-policy', 'it-service-desk', 'partner-wiki']],
  ])('the groups %j see %j of everything the backend lists', (groups, shown) => {
    expect(visibleComponents([travelPolicy, serviceDesk, partnerWiki], groups).map((component) => component.ComponentName)).toEqual(shown);
  });

  it('a Role that is a fragment of a held group shows nothing', () => {
    for (const Role of ['it', 'kb-it', 'studio-kb']) {
      expect(visibleComponents([{ ...serviceDesk, Role }], ['studio-kb-it'])).toEqual([]);
    }
  });
});
