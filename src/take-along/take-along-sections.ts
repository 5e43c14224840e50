import type { TakeAlongSection } from './take-along-section';

/**
 * Every tool's part of the take-along file, as its descriptor names it (`takeAlong`). Read from
 * the descriptors' own `takeAlong` export, not from src/tools/tools.ts: this runs in the
 * take-along worker, whose bundle would otherwise take in every descriptor's other lazy imports
 * (each tool's whole code). Loaded when an export or import starts.
 */
const parts = import.meta.glob<(() => Promise<TakeAlongSection>) | undefined>('../*/*.tool.ts', { eager: true, import: 'takeAlong' });

export async function takeAlongSections(): Promise<TakeAlongSection[]> {
  const sections = await Promise.all(Object.values(parts).flatMap((load) => (load ? [load()] : [])));
  return sections.sort((a, b) => a.tool.localeCompare(b.tool));
}
