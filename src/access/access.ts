import type { OriginKey, RuntimeConfig } from '../../contracts/runtime-config';
import { holdsAnyOf } from './group-match';
import type { AnyToolDescriptor, Capability, ToolDescriptor, ToolKey, ToolLabelKey } from '../tools/tool-descriptor';
import { toolDescriptors } from '../tools/tools';
import { routeTableOf, type RouteMeta } from './route-table';

/** `checking`: the route needs a capability the API has not answered for yet. */
export type AccessDecision = 'allowed' | 'signIn' | 'unauthorized' | 'checking';

export interface Viewer {
  config: RuntimeConfig;
  origin: OriginKey;
  /** Authentication switched off by configuration: both guards are skipped. */
  authDisabled: boolean;
  /** null: nobody is signed in. */
  groups: readonly string[] | null;
  /** What the API granted this user (GET /v1/capabilities); missing or null: not known yet. */
  capabilities?: Readonly<Record<Capability, boolean | null>> | null;
}

/** A route's capability: granted, refused, or not known yet (asked after sign-in). */
function capabilityDecision(meta: RouteMeta, viewer: Viewer): AccessDecision {
  if (!meta.capability) return 'allowed';
  const granted = viewer.capabilities?.[meta.capability] ?? null;
  if (granted === null) return 'checking';
  return granted ? 'allowed' : 'unauthorized';
}

/** The two guards of platform.md §2: authentication, then groups (and the route's own rule). */
export function decideAccess(meta: RouteMeta, viewer: Viewer): AccessDecision {
  if (viewer.authDisabled || !meta.requiresAuth) return capabilityDecision(meta, viewer);
  if (viewer.groups === null) return 'signIn';
  const groupsOk = meta.requiredGroups.length === 0 || holdsAnyOf(viewer.config, viewer.groups, meta.requiredGroups);
  const ruleOk = meta.authorize?.({ origin: viewer.origin }) ?? true;
  return groupsOk && ruleOk ? capabilityDecision(meta, viewer) : 'unauthorized';
}

export interface NavItem<Key extends string = ToolKey> {
  tool: Key;
  path: string;
  label: ToolLabelKey;
}

const mayOpen = (viewer: Viewer, tool: string, tools: readonly AnyToolDescriptor[]) => {
  if (viewer.groups === null && !viewer.authDisabled) return false;
  const route = routeTableOf(tools).find((candidate) => candidate.tool === tool);
  if (!route) throw new Error(`no route for the tool "${tool}"`);
  return decideAccess(route.meta, viewer) === 'allowed';
};

/** Whether the tool's route would let the viewer in: what every link or button to a tool asks. */
export function canOpenTool(viewer: Viewer, tool: ToolKey): boolean {
  return mayOpen(viewer, tool, toolDescriptors);
}

/** The nav of these tools: each descriptor gives its entry, shown exactly when its route would let the user in. */
export function navItemsOf<Key extends string>(viewer: Viewer, tools: readonly ToolDescriptor<Key>[]): NavItem<Key>[] {
  return [...tools]
    .sort((a, b) => a.nav.order - b.nav.order)
    .flatMap((tool) => (mayOpen(viewer, tool.key, tools) ? [{ tool: tool.key, path: tool.paths[0], label: tool.nav.label }] : []));
}

/** The studio's nav for this viewer. */
export const navItemsFor = (viewer: Viewer): NavItem[] => navItemsOf(viewer, toolDescriptors);
