import type { AnyToolDescriptor, ToolDescriptor } from './tool-descriptor';

/**
 * Every tool's descriptor, found by its file name (`src/<tool>/<tool>.tool.ts`, exported as
 * `tool`): a new tool is listed by its descriptor alone. Only the descriptors are in the entry
 * chunk; each tool's code stays behind its descriptor's lazy imports.
 */
export const toolDescriptors: readonly ToolDescriptor[] = Object.values(
  import.meta.glob<ToolDescriptor>('../*/*.tool.ts', { eager: true, import: 'tool' }),
).sort((a, b) => a.nav.order - b.nav.order);

/** The descriptor of a tool: `toolOf('registry')`. */
export function toolOf<Key extends string>(key: Key, tools: readonly AnyToolDescriptor[] = toolDescriptors): AnyToolDescriptor {
  const tool = tools.find((candidate) => candidate.key === key);
  if (!tool) throw new Error(`no tool "${key}" (src/${key}/${key}.tool.ts)`);
  return tool;
}
