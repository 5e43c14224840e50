import type common from '../../locales/en-US/common.json';
import type { ToolLabelKey } from '../tools/tool-descriptor';
import { toolDescriptors } from '../tools/tools';

/** What a tool is for, in one line: common.json's `toolDescriptions`, beside its name in `tools`. */
export type ToolDescriptionKey = `toolDescriptions.${keyof (typeof common)['toolDescriptions']}`;

export const toolDescriptionKey = (label: ToolLabelKey): ToolDescriptionKey =>
  label.replace(/^tools\./, 'toolDescriptions.') as ToolDescriptionKey;

/** The label of the tool a path belongs to (the no-access page names it), or null for a path of none. */
export function toolLabelOfPath(path: string): ToolLabelKey | null {
  return toolDescriptors.find((tool) => tool.paths.includes(path))?.nav.label ?? null;
}
