import type { User } from 'oidc-client-ts';
import type { SessionUser } from '../../../machines/auth/auth.types';
import { defaultGroupsClaims, groupsFromClaims } from '../../../domain/claim-path';

/**
 * platform.md §3: groups come from `groupMembership`, filled from `groups` when missing; or from
 * the claim (a name or dotted path) config.json names for the origin's provider. Read by
 * domain/claim-path.ts, as the API reads them from the token (a list, or a comma-separated string).
 */
export function toSessionUser(user: User, groupsClaims: readonly string[] = defaultGroupsClaims): SessionUser {
  const profile = user.profile as Record<string, unknown>;
  return {
    subject: user.profile.sub,
    name: String(profile.name ?? profile.fullName ?? user.profile.sub),
    groups: groupsFromClaims(profile, groupsClaims),
    ...(typeof profile.workforceID === 'string' ? { workforceID: profile.workforceID } : {}),
    expiresAt: user.expires_at,
  };
}
