import { describe, expect, it } from 'vitest';
import type { AnyToolDescriptor } from '../tools/tool-descriptor';
import { toolDescriptors } from '../tools/tools';
import { takeAlongSections } from './take-along-sections';

const descriptorModules = Object.values(import.meta.glob<{ tool: AnyToolDescriptor; takeAlong?: unknown }>('../*/*.tool.ts', { eager: true }));

describe('each tool names its take-along part in its descriptor', () => {
  it('the export the worker takes is the descriptor’s own takeAlong', () => {
    for (const { tool, takeAlong } of descriptorModules) expect([tool.key, takeAlong]).toEqual([tool.key, tool.takeAlong]);
  });

  it('the file holds the parts of exactly the tools whose descriptors name one', async () => {
    const named = toolDescriptors.filter((tool) => tool.takeAlong).map((tool) => tool.key).sort();
    expect((await takeAlongSections()).map((section) => section.tool)).toEqual(named);
    expect(named).toEqual(['chat', 'registry', 'scos']);
  });
});
