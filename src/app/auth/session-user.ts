import type { User } from 'oidc-client-ts';
import type { SessionUser } from '../../../machines/auth/auth.types';

/** platform.md §3: groups come from `groupMembership`, filled from `groups` when missing. */
export function toSessionUser(user: User): SessionUser {
  const profile = user.profile as Record<string, unknown>;
  const groups = profile.groupMembership ?? profile.groups ?? [];
  return {
    subject: user.profile.sub,
    name: String(profile.name ?? profile.fullName ?? user.profile.sub),
    groups: Array.isArray(groups) ? groups.map(String) : [String(groups)],
    ...(typeof profile.workforceID === 'string' ? { workforceID: profile.workforceID } : {}),
    expiresAt: user.expires_at,
  };
}
