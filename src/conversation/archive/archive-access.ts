import type { Platform } from '../../platform/platform';

type UsableComponents = (platform: Platform, signal: AbortSignal) => Promise<string[] | null>;

/** The tool that keeps chats per component says which the user may use (`src/<tool>/<tool>.archive-access.ts`). */
const modules = import.meta.glob<UsableComponents>('../../*/*.archive-access.ts', { import: 'usableComponents' });

/** The components the user may use now, across the tools that have them; null: no rule applies. */
export async function usableComponents(platform: Platform, signal: AbortSignal): Promise<string[] | null> {
  const found = await Promise.all(Object.values(modules).map(async (load) => (await load())(platform, signal)));
  if (found.length === 0 || found.every((keys) => keys === null)) return null;
  return found.flatMap((keys) => keys ?? []);
}
