import { describe, expect, it } from 'vitest';
import { roleGroups, roleMatches } from './component-role';
import { namesOfGroup } from './group-match';

describe("a retrieval component's Role", () => {
  it('names its comma-separated groups, trimmed, blanks dropped', () => {
    expect(roleGroups(' studio-kb-travel, studio-kb-it ,, ')).toEqual(['studio-kb-travel', 'studio-kb-it']);
  });

  it.each([
    ['studio-kb-it', ['studio-kb-it']],
    ['  studio-kb-it ', ['studio-kb-it']],
    ['cn=studio-kb-it,ou=groups,dc=example,dc=com', ['cn=studio-kb-it,ou=groups,dc=example,dc=com', 'studio-kb-it']],
    ['CN = studio-kb-it , OU=Groups', ['CN = studio-kb-it , OU=Groups', 'studio-kb-it']],
    ['cn=studio-kb-it', ['cn=studio-kb-it', 'studio-kb-it']],
    ['/studio/knowledge/studio-kb-it', ['/studio/knowledge/studio-kb-it', 'studio-kb-it']],
    // Neither a directory name nor a path: only the whole name.
    ['team/studio-kb-it', ['team/studio-kb-it']],
    ['studio-kb-it,studio-kb-travel', ['studio-kb-it,studio-kb-travel']],
  ])('a held group %j answers to %j', (held, names) => {
    expect(namesOfGroup(held)).toEqual(names);
  });

  it.each([
    // role, the user's groups, visible
    ['studio-kb-it', ['studio-kb-it'], true],
    ['studio-kb-travel, studio-kb-it', ['studio-chat', 'studio-kb-it'], true],
    ['studio-kb-it', ['cn=studio-kb-it,ou=groups'], true],
    ['studio-kb-it', ['/studio/studio-kb-it'], true],
    // A fragment of the held group's name is no match, nor is the held name a fragment of the Role's.
    ['it', ['studio-kb-it'], false],
    ['kb-it', ['studio-kb-it'], false],
    ['studio-kb', ['studio-kb-it'], false],
    ['kb-it', ['cn=studio-kb-it,ou=groups'], false],
    ['studio-kb-it', ['studio-kb-it-archive'], false],
    ['studio-kb-it', ['cn=studio-kb-it-archive,ou=groups'], false],
    ['studio-kb-it-archive', ['studio-kb-it'], false],
    // The rest of a directory name is where the group lives, not which group it is.
    ['groups', ['cn=studio-kb-it,ou=groups'], false],
    ['studio', ['/studio/studio-kb-it'], false],
    // Case-sensitive, as the route groups match.
    ['Studio-KB-IT', ['studio-kb-it'], false],
    ['studio-kb-it', [], false],
    [' , ', ['studio-kb-it'], false],
  ])('Role %j for the groups %j: visible %s', (role, groups, visible) => {
    expect(roleMatches(role, groups)).toBe(visible);
  });
});
