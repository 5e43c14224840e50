import type { Platform } from '../platform/platform';
import { toolDescriptors } from '../tools/tools';

/** The components the user may use now, across the tools that have them (their descriptors' `takeAlongAccess`); null: no rule applies. */
export async function usableComponents(platform: Platform, signal: AbortSignal, tools = toolDescriptors): Promise<string[] | null> {
  const found = await Promise.all(tools.flatMap((tool) => (tool.takeAlongAccess ? [tool.takeAlongAccess().then((usable) => usable(platform, signal))] : [])));
  if (found.length === 0 || found.every((keys) => keys === null)) return null;
  return found.flatMap((keys) => keys ?? []);
}
