import type { GroupKey, OriginKey } from '../../contracts/runtime-config';

export type ToolKey = 'home' | 'vision' | 'vox' | 'scos' | 'audit' | 'rags' | 'guidelines';

export interface AccessContext {
  origin: OriginKey;
}

/** Route meta of platform.md §2. */
export interface RouteMeta {
  requiresAuth: boolean;
  /** Any-of; empty means sign-in alone is enough. */
  requiredGroups: readonly GroupKey[];
  /** An extra rule beyond groups. */
  authorize?: (context: AccessContext) => boolean;
}

export interface ToolRoute {
  path: string;
  tool: ToolKey;
  meta: RouteMeta;
}

/** The trial variant offers only Home and Vision Studio (platform.md §1). */
const internalOnly = ({ origin }: AccessContext) => origin !== 'trial';

const tool = (path: string, tool: ToolKey, requiredGroups: GroupKey[], authorize?: RouteMeta['authorize']): ToolRoute => ({
  path,
  tool,
  meta: { requiresAuth: true, requiredGroups, ...(authorize ? { authorize } : {}) },
});

/** platform.md §2, in nav order. */
export const toolRoutes: readonly ToolRoute[] = [
  tool('/', 'home', ['trial', 'chat']),
  tool('/chat', 'home', ['trial', 'chat']),
  tool('/vision-studio', 'vision', ['trial', 'vision']),
  tool('/vox', 'vox', ['voice'], internalOnly),
  tool('/scos-demo', 'scos', ['customerService'], internalOnly),
  tool('/audit-gpt', 'audit', ['audit'], internalOnly),
  tool('/rags', 'rags', ['registry'], internalOnly),
  tool('/guidelines', 'guidelines', []),
];
