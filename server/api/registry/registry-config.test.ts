import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { localGroups } from '../../idp/accounts';
import { readHealth } from './component-health';
import { parseCorpus } from './corpus';
import { absoluteUrl, defaultRegistryFile, mayUse, parseRegistry, type RegistryEntry } from './registry-config';

const entry: RegistryEntry = {
  Url: '/v1/registry/travel-policy',
  Title: 'Travel policy',
  ComponentName: 'travel-policy',
  Description: 'd',
  Environment: 'dev',
  ContactName: 'c',
  ContactEmail: 'c@example.com',
  Role: 'studio-kb-travel, studio-kb-it',
};

describe('the registry configuration', () => {
  it('reads the shipped file: four entries whose Role groups contain neither each other nor the route group', () => {
    const entries = parseRegistry(readFileSync(defaultRegistryFile, 'utf8'));
    expect(entries).toHaveLength(4);
    const roles = entries.slice(0, 3).map((shipped) => shipped.Role);
    for (const role of roles) {
      expect(role.includes(localGroups.registry) || localGroups.registry.includes(role)).toBe(false);
      expect(roles.filter((other) => other !== role && (other.includes(role) || role.includes(other)))).toEqual([]);
    }
  });

  it.each([
    ['not JSON', '{', /not valid JSON/],
    ['not an array', '{}', /JSON array/],
    ['a missing field', JSON.stringify([{ ...entry, ContactEmail: undefined }]), /entry 1 needs a non-empty string "ContactEmail"/],
    ['an empty field', JSON.stringify([{ ...entry, Title: '  ' }]), /"Title"/],
    ['a Url that is neither http(s) nor a path', JSON.stringify([{ ...entry, Url: 'javascript:alert(1)' }]), /Url "javascript:alert\(1\)"/],
    ['a Role of commas only', JSON.stringify([{ ...entry, Role: ' , ' }]), /names no group/],
    ['a repeated ComponentName_Environment', JSON.stringify([entry, entry]), /travel-policy_dev appears twice/],
  ])('refuses %s with a message naming it', (_case, text, message) => {
    expect(() => parseRegistry(text)).toThrow(message);
  });

  it.each([
    [entry.Role, ['studio-kb-travel'], true],
    [entry.Role, ['cn=studio-kb-it,ou=groups'], true],
    [entry.Role, ['studio-kb-onboarding', 'studio-rags'], false],
    [entry.Role, [], false],
    // A Role group is a whole name, never a fragment of the user's group.
    ['it', ['studio-kb-it'], false],
    ['kb-it', ['studio-kb-it'], false],
    ['studio-kb', ['cn=studio-kb-it,ou=groups'], false],
    ['studio-kb-it', ['studio-kb-it-archive'], false],
  ])('the Role %j lets the groups %j use the component: %s', (Role, groups, expected) => {
    expect(mayUse({ Role }, groups)).toBe(expected);
  });

  it('completes a path Url with the API origin and keeps an absolute one', () => {
    expect(absoluteUrl(entry, 'http://localhost:4000')).toBe('http://localhost:4000/v1/registry/travel-policy');
    expect(absoluteUrl({ ...entry, Url: 'https://kb.example.com/x' }, 'http://localhost:4000')).toBe('https://kb.example.com/x');
  });
});

describe('a component health answer', () => {
  it.each([
    [{ ok: true, indexedAt: '2026-03-02T09:00:00Z' }, { ok: true, indexedAt: '2026-03-02T09:00:00.000Z' }],
    [{ ok: true, indexedAt: 'yesterday' }, { ok: true }],
    [{ ok: true }, { ok: true }],
    [{ ok: 'yes' }, { ok: false }],
    [[], { ok: false }],
    [null, { ok: false }],
  ])('reads %j as %j', (body, expected) => {
    expect(readHealth(body)).toEqual(expected);
  });
});

describe('a corpus text', () => {
  it('becomes one passage per ## section under the # title', () => {
    const passages = parseCorpus('# Guide\n\nintro\n\n## First\nOne line.\nTwo.\n\n## Second\nMore.\n', 'en');
    expect(passages).toEqual([
      { language: 'en', document: 'Guide', heading: 'First', seq: 0, content: 'One line.\nTwo.' },
      { language: 'en', document: 'Guide', heading: 'Second', seq: 1, content: 'More.' },
    ]);
  });
});
