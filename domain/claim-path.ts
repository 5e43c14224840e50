/**
 * Where a provider puts a user's groups or e-mail: a claim name, or a dotted path into nested
 * claims (`realm_access.roles`). A name that is itself a top-level claim wins over the path, so
 * URI-style claim names (`https://example.com/groups`) keep working. The studio and the API read
 * groups with these functions, so they cannot disagree about a user's groups.
 */

/** platform.md §3: `groupMembership`, filled from `groups` when missing. */
export const defaultGroupsClaims = ['groupMembership', 'groups'] as const;
export const defaultEmailClaim = 'email';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value at `path` in `claims`, or undefined. */
export function claimAt(claims: Readonly<Record<string, unknown>>, path: string): unknown {
  if (path in claims) return claims[path];
  let value: unknown = claims;
  for (const part of path.split('.')) {
    if (!isRecord(value) || !(part in value)) return undefined;
    value = value[part];
  }
  return value;
}

/** A list of names, or (from some directories) one comma-separated string; anything else holds none. */
function groupList(value: unknown): string[] | undefined {
  if (Array.isArray(value)) return value.filter((group): group is string => typeof group === 'string').map((group) => group.trim()).filter(Boolean);
  if (typeof value === 'string') return value.split(',').map((group) => group.trim()).filter(Boolean);
  return undefined;
}

/** The user's groups from the first of `paths` that is present (a missing claim falls through to the next). */
export function groupsFromClaims(claims: Readonly<Record<string, unknown>>, paths: readonly string[] = defaultGroupsClaims): string[] {
  for (const path of paths) {
    const groups = groupList(claimAt(claims, path));
    if (groups) return groups;
  }
  return [];
}

/** The e-mail address at `path`, when it is a non-empty string. */
export function emailFromClaims(claims: Readonly<Record<string, unknown>>, path: string = defaultEmailClaim): string | undefined {
  const value = claimAt(claims, path);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** Whether `path` is a claim name or dotted path: non-empty parts, no blanks. */
export const isClaimPath = (path: unknown): path is string => typeof path === 'string' && path.split('.').every((part) => /^\S+$/.test(part));
