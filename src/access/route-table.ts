import type { GroupKey, OriginKey } from '../../contracts/runtime-config';
import type { AnyToolDescriptor, Capability, ToolDescriptor, ToolKey } from '../tools/tool-descriptor';
import { toolDescriptors } from '../tools/tools';

/** What a route shows: a tool, or the shell's guidelines page. */
export type RouteKey = ToolKey | 'guidelines';

export interface AccessContext {
  origin: OriginKey;
}

/** Route meta of platform.md §2. */
export interface RouteMeta {
  requiresAuth: boolean;
  /** Any-of; empty means sign-in alone is enough. */
  requiredGroups: readonly GroupKey[];
  /** A capability the API must grant (the server decides it; the studio only asks). */
  capability?: Capability;
  /** An extra rule beyond groups. */
  authorize?: (context: AccessContext) => boolean;
}

export interface ToolRoute<Key extends string = RouteKey> {
  path: string;
  tool: Key;
  meta: RouteMeta;
}

/** The trial variant offers only the tools its descriptors open to every origin: the chat and Vision Studio (platform.md §1). */
const internalOnly = ({ origin }: AccessContext) => origin !== 'trial';

const metaOf = ({ groups, origins, capability }: AnyToolDescriptor): RouteMeta => ({
  requiresAuth: true,
  requiredGroups: groups,
  ...(capability ? { capability } : {}),
  ...(origins === 'internal' ? { authorize: internalOnly } : {}),
});

/** platform.md §2, in nav order: each tool's routes, from its descriptor, then the guidelines. */
export function routeTableOf<Key extends string>(tools: readonly ToolDescriptor<Key>[]): ToolRoute<Key | 'guidelines'>[] {
  return [
    ...tools.flatMap((tool) => tool.paths.map((path) => ({ path, tool: tool.key, meta: metaOf(tool) }))),
    { path: '/guidelines', tool: 'guidelines', meta: { requiresAuth: true, requiredGroups: [] } },
  ];
}

export const toolRoutes: readonly ToolRoute[] = routeTableOf(toolDescriptors);
