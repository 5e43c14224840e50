/** The group names of a retrieval component's Role (tools.md §3: comma-separated), trimmed, blanks dropped. */
export const roleGroups = (role: string): string[] =>
  role
    .split(',')
    .map((group) => group.trim())
    .filter(Boolean);

// `cn=studio-kb-it,ou=groups`: the value of the first relative name is the group's own name.
const directoryName = /^\s*[A-Za-z][A-Za-z0-9-]*\s*=\s*([^,]+?)\s*(?:,|$)/;
// `/studio/studio-kb-it`: a group path's last segment is the group's own name.
const groupPath = /^\/(?:[^/]+\/)*([^/]+)$/;

/**
 * The names a group the user holds answers to: the whole name, and the group's own name when it
 * arrives as a directory name (`cn=studio-kb-it,ou=groups`) or as a group path
 * (`/studio/studio-kb-it`). Never a fragment of either: `it` or `kb-it` is no name of `studio-kb-it`.
 */
export function namesOfGroup(held: string): string[] {
  const whole = held.trim();
  const own = directoryName.exec(whole)?.[1] ?? groupPath.exec(whole)?.[1];
  return own && own !== whole ? [whole, own] : [whole];
}

/**
 * tools.md §6: a retrieval component is visible (and usable) only when one of its Role groups is
 * a name of a group the user holds ({@link namesOfGroup}), case-sensitively. Unlike the route
 * groups' default matching this is never by substring, whatever `groupMatching` says.
 */
export function roleMatches(role: string, groups: readonly string[]): boolean {
  const wanted = roleGroups(role);
  return groups.some((held) => namesOfGroup(held).some((name) => wanted.includes(name)));
}
