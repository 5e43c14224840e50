import type { ArchiveSection } from './archive-section';

/**
 * Every tool's part of the take-along file, found by its file name (`src/<tool>/<tool>.archive.ts`,
 * exported as `archive`) as src/platform/tools.ts finds the descriptors: a tool that keeps chats
 * is taken along by adding that file. Loaded when an export or import starts (in its worker).
 */
const modules = import.meta.glob<ArchiveSection>('../../*/*.archive.ts', { import: 'archive' });

export async function archiveSections(): Promise<ArchiveSection[]> {
  const sections = await Promise.all(Object.values(modules).map((load) => load()));
  return sections.sort((a, b) => a.tool.localeCompare(b.tool));
}
