import { existsSync, readFileSync } from 'node:fs';

/**
 * What a chunk holds, from its source map: packages (and the studio's own folders) by the size
 * of their sources, largest first. Original sizes, not minified ones: an ordering, not a cost.
 */
export function chunkContents(mapPath: string, top = 5): string[] {
  if (!existsSync(mapPath)) return [];
  const map = JSON.parse(readFileSync(mapPath, 'utf8')) as { sources: string[]; sourcesContent?: Array<string | null> };
  const sizes = new Map<string, number>();
  map.sources.forEach((source, index) => {
    const owner = ownerOf(source);
    sizes.set(owner, (sizes.get(owner) ?? 0) + (map.sourcesContent?.[index]?.length ?? 0));
  });
  return [...sizes].sort((a, b) => b[1] - a[1]).slice(0, top).map(([owner]) => owner);
}

/** `…/node_modules/@scope/pkg/…` → `@scope/pkg`; a studio file → its top folders (`src/chat`). */
export function ownerOf(source: string): string {
  const inPackage = source.split('node_modules/').at(-1)!;
  if (inPackage !== source) {
    const [first, second] = inPackage.split('/');
    return first!.startsWith('@') ? `${first}/${second}` : first!;
  }
  const parts = source.replace(/^(\.\.\/)+/, '').split('/');
  const root = parts.findIndex((part) => ['src', 'machines', 'store', 'domain', 'locales'].includes(part));
  return root === -1 ? parts.join('/') : parts.slice(root, root + 2).join('/');
}
