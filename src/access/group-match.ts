import type { GroupKey, RuntimeConfig } from '../../contracts/runtime-config';

/**
 * platform.md §6: a user holding any of the configured groups passes. By default a user's
 * group matches when it contains the configured name (directory groups often arrive as
 * `cn=studio-chat,ou=…`); with exact matching it must equal it.
 */
export function holdsAnyGroup(
  userGroups: readonly string[],
  configuredGroups: readonly string[],
  mode: RuntimeConfig['groupMatching'],
): boolean {
  return configuredGroups.some((wanted) =>
    userGroups.some((held) => (mode === 'exact' ? held === wanted : held.includes(wanted))),
  );
}

/** Any of several configured group lists (e.g. trial-origin groups plus chat groups). */
export function holdsAnyOf(config: RuntimeConfig, userGroups: readonly string[], keys: readonly GroupKey[]): boolean {
  return keys.some((key) => holdsAnyGroup(userGroups, config.groups[key], config.groupMatching));
}
