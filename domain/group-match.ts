/**
 * The one rule for matching a group the user holds against a configured group name, used by the
 * studio's route guards and by the API alike (platform.md §6: by substring by default, exact when
 * configured). Exact means the whole name, or the group's own name when a directory sends a
 * directory name (`cn=studio-chat,ou=groups` → `studio-chat`) or a group path
 * (`/studio/studio-chat` → `studio-chat`); never a fragment of it.
 */

export type GroupMatching = 'substring' | 'exact';

// `cn=studio-kb-it,ou=groups`: the value of the first relative name is the group's own name.
const directoryName = /^\s*[A-Za-z][A-Za-z0-9-]*\s*=\s*([^,]+?)\s*(?:,|$)/;
// `/studio/studio-kb-it`: a group path's last segment is the group's own name.
const groupPath = /^\/(?:[^/]+\/)*([^/]+)$/;

/**
 * The names a group the user holds answers to: the whole name, and the group's own name when it
 * arrives as a directory name or as a group path. `it` or `kb-it` is no name of `studio-kb-it`.
 */
export function namesOfGroup(held: string): string[] {
  const whole = held.trim();
  const own = directoryName.exec(whole)?.[1] ?? groupPath.exec(whole)?.[1];
  return own && own !== whole ? [whole, own] : [whole];
}

/** Whether `held` (a group the user holds) is the configured group `wanted` under `mode`; case-sensitive. */
export function groupMatches(held: string, wanted: string, mode: GroupMatching): boolean {
  return mode === 'exact' ? namesOfGroup(held).includes(wanted) : held.includes(wanted);
}

/** platform.md §6: a user holding any of the configured groups passes. */
export function holdsAnyGroup(userGroups: readonly string[], configuredGroups: readonly string[], mode: GroupMatching): boolean {
  return configuredGroups.some((wanted) => userGroups.some((held) => groupMatches(held, wanted, mode)));
}
