import { namesOfGroup } from './group-match';

/** The group names of a retrieval component's Role (tools.md §3: comma-separated), trimmed, blanks dropped. */
export const roleGroups = (role: string): string[] =>
  role
    .split(',')
    .map((group) => group.trim())
    .filter(Boolean);

/**
 * tools.md §6: a retrieval component is visible (and usable) only when one of its Role groups is
 * a name of a group the user holds ({@link namesOfGroup}), case-sensitively. Unlike the route
 * groups' default matching this is never by substring, whatever `groupMatching` says.
 */
export function roleMatches(role: string, groups: readonly string[]): boolean {
  const wanted = roleGroups(role);
  return groups.some((held) => namesOfGroup(held).some((name) => wanted.includes(name)));
}
