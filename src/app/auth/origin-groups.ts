import type { OriginKey, OriginSettings } from '../../../contracts/runtime-config';
import { defaultGroupsClaims } from '../../../domain/claim-path';
import { backendTokenOf, type GroupsSource } from '../../../domain/user-groups';
import { userInfoOf, type UserInfoOf } from './user-info';

/** Where this origin's provider puts the groups, as config.json says: the claims, the token the backends get, or user-info. */
export function originGroups(key: OriginKey, settings: OriginSettings): { source: GroupsSource; userInfo?: UserInfoOf } {
  const { groupsClaim, groupsFrom = 'token', authority } = settings.identityProvider;
  const source: GroupsSource = {
    from: groupsFrom,
    bearer: backendTokenOf(key, settings.backendToken),
    paths: groupsClaim === undefined ? defaultGroupsClaims : [groupsClaim],
  };
  return groupsFrom === 'userInfo' ? { source, userInfo: userInfoOf(authority) } : { source };
}
