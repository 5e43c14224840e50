import type { GroupKey, RuntimeConfig } from '../../contracts/runtime-config';
import { holdsAnyGroup } from '../../domain/group-match';

/** Any of several configured group lists (e.g. trial-origin groups plus chat groups), by the one rule the API applies too. */
export function holdsAnyOf(config: RuntimeConfig, userGroups: readonly string[], keys: readonly GroupKey[]): boolean {
  return keys.some((key) => holdsAnyGroup(userGroups, config.groups[key], config.groupMatching));
}
