import type { OriginKey, RuntimeConfig } from '../../contracts/runtime-config';
import { holdsAnyOf } from './group-match';
import { toolRoutes, type RouteMeta, type ToolKey } from './route-table';

export type AccessDecision = 'allowed' | 'signIn' | 'unauthorized';

export interface Viewer {
  config: RuntimeConfig;
  origin: OriginKey;
  /** Authentication switched off by configuration: both guards are skipped. */
  authDisabled: boolean;
  /** null: nobody is signed in. */
  groups: readonly string[] | null;
}

/** The two guards of platform.md §2: authentication, then groups (and the route's own rule). */
export function decideAccess(meta: RouteMeta, viewer: Viewer): AccessDecision {
  if (viewer.authDisabled || !meta.requiresAuth) return 'allowed';
  if (viewer.groups === null) return 'signIn';
  const groupsOk = meta.requiredGroups.length === 0 || holdsAnyOf(viewer.config, viewer.groups, meta.requiredGroups);
  const ruleOk = meta.authorize?.({ origin: viewer.origin }) ?? true;
  return groupsOk && ruleOk ? 'allowed' : 'unauthorized';
}

export interface NavItem {
  tool: ToolKey;
  path: string;
}

const navTools: readonly ToolKey[] = ['home', 'vision', 'vox', 'scos', 'audit', 'rags'];
const routeOf = (tool: ToolKey) => toolRoutes.find((r) => r.tool === tool)!;

/** Whether the tool's route would let the viewer in: what every link or button to a tool asks. */
export function canOpenTool(viewer: Viewer, tool: ToolKey): boolean {
  if (viewer.groups === null && !viewer.authDisabled) return false;
  return decideAccess(routeOf(tool).meta, viewer) === 'allowed';
}

/** Each group unlocks its nav entry; an entry shows exactly when its route would let the user in. */
export function navItemsFor(viewer: Viewer): NavItem[] {
  return navTools.flatMap((tool) => (canOpenTool(viewer, tool) ? [{ tool, path: routeOf(tool).path }] : []));
}
