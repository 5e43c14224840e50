import type { User } from 'oidc-client-ts';
import type { SessionUser } from '../../../machines/auth/auth.types';
import { defaultGroupsClaims } from '../../../domain/claim-path';
import { groupsOfTokens, type GroupsSource } from '../../../domain/user-groups';
import type { UserInfoOf } from './user-info';

/** platform.md §3's claims, read from the ID token the corporate origins send. */
export const defaultGroupsSource: GroupsSource = { from: 'token', bearer: 'idToken', paths: defaultGroupsClaims };

/**
 * The user's groups where the origin's provider puts them (domain/user-groups.ts): in the token
 * the backends receive, or at user-info for its access token. The API reads the same.
 */
export async function sessionGroups(user: User, source: GroupsSource, userInfo?: UserInfoOf): Promise<string[]> {
  const tokens = { idToken: user.id_token ?? '', accessToken: user.access_token };
  if (source.from !== 'userInfo') return groupsOfTokens(source, tokens);
  if (!userInfo) throw new Error('groups from user-info need its endpoint');
  return groupsOfTokens(source, tokens, await userInfo(user.access_token, user.profile.sub));
}

/** The session user of platform.md §3: name, groups (read as {@link sessionGroups} does), workforceID. */
export async function toSessionUser(user: User, source: GroupsSource = defaultGroupsSource, userInfo?: UserInfoOf): Promise<SessionUser> {
  const profile = user.profile as Record<string, unknown>;
  return {
    subject: user.profile.sub,
    name: String(profile.name ?? profile.fullName ?? user.profile.sub),
    groups: await sessionGroups(user, source, userInfo),
    ...(typeof profile.workforceID === 'string' ? { workforceID: profile.workforceID } : {}),
    expiresAt: user.expires_at,
  };
}
