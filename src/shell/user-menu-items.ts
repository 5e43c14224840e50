import { holdsAnyOf } from '../access/group-match';
import { isTrialOrigin } from '../config/origin';
import type { OriginKey, RuntimeConfig } from '../../contracts/runtime-config';
import { offersReleaseNotes } from './release-notes';

export type UserMenuItem = 'colorScheme' | 'usage' | 'handbook' | 'releaseNotes' | 'idpSwitch' | 'takeAlong' | 'logout';

interface MenuContext {
  config: RuntimeConfig;
  origin: OriginKey;
  pathname: string;
  groups: readonly string[];
}

const homePaths = new Set(['/', '/chat']);

/** platform.md §2 user menu: which items this user sees here. */
export function userMenuItems({ config, origin, pathname, groups }: MenuContext): UserMenuItem[] {
  const internal = !isTrialOrigin(origin);
  // Every signed-in user (trial users too) sees their own use and what is left of their budgets.
  const items: UserMenuItem[] = ['colorScheme', 'usage'];
  if (internal && config.handbookUrl) items.push('handbook');
  if (offersReleaseNotes(origin) && config.releaseNotesButton && homePaths.has(pathname)) items.push('releaseNotes');
  // A developers' tool: only with the dev provider setting (never prod), behind a confirmation.
  if (config.idpSetting === 'dev' && holdsAnyOf(config, groups, ['trial'])) items.push('idpSwitch');
  // Every signed-in user may take their chats (of every chat tool) to another browser.
  items.push('takeAlong', 'logout');
  return items;
}
