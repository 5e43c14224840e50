import type { TakeAlongSection } from './take-along-section';

/**
 * Every tool's part of the take-along file: the ones the descriptors name (`takeAlong`), found
 * here by their file name (`src/<tool>/<tool>.take-along.ts`). This runs in the take-along worker,
 * whose one-file bundle would take in every tool's whole code through the descriptors' other lazy
 * imports; take-along-sections.test.ts holds the two to be the same parts. Loaded when an export
 * or import starts.
 */
const parts = import.meta.glob<TakeAlongSection>('../*/*.take-along.ts', { import: 'takeAlong' });

export async function takeAlongSections(): Promise<TakeAlongSection[]> {
  const sections = await Promise.all(Object.values(parts).map((load) => load()));
  return sections.sort((a, b) => a.tool.localeCompare(b.tool));
}
