import { describe, expect, it } from 'vitest';
import { groupMatches, holdsAnyGroup } from './group-match';

describe('group matching', () => {
  it('matches by substring in substring mode, as platform.md §6 has it by default', () => {
    expect(holdsAnyGroup(['cn=studio-chat,ou=groups'], ['studio-chat'], 'substring')).toBe(true);
    expect(holdsAnyGroup(['studio-audit-readers'], ['studio-audit'], 'substring')).toBe(true);
    expect(holdsAnyGroup(['studio-vision'], ['studio-chat'], 'substring')).toBe(false);
  });

  it('in exact mode opens nothing to a group that merely contains the configured name', () => {
    for (const held of ['studio-audit-readers', 'x-studio-audit', 'cn=studio-audit-readers,ou=groups', 'Studio-Audit']) {
      expect(groupMatches(held, 'studio-audit', 'exact')).toBe(false);
    }
  });

  it('in exact mode accepts the whole name, a directory name whose own cn= part it is, and a group path ending in it', () => {
    for (const held of ['studio-audit', 'cn=studio-audit,ou=groups,dc=example', 'CN=studio-audit', '/org/studio-audit']) {
      expect(groupMatches(held, 'studio-audit', 'exact')).toBe(true);
    }
  });

  it('any one of the configured groups is enough', () => {
    expect(holdsAnyGroup(['b'], ['a', 'b'], 'exact')).toBe(true);
    expect(holdsAnyGroup([], ['a'], 'substring')).toBe(false);
  });
});
