import { describe, expect, it } from 'vitest';
import { toolDescriptors } from '../tools/tools';
import { takeAlongSections } from './take-along-sections';

describe('each tool names its take-along part in its descriptor', () => {
  it('the parts the worker finds are exactly those the descriptors name', async () => {
    const named = await Promise.all(toolDescriptors.flatMap((tool) => (tool.takeAlong ? [tool.takeAlong()] : [])));
    const found = await takeAlongSections();
    expect(found.map((section) => section.tool)).toEqual(named.map((section) => section.tool).sort());
    for (const section of named) expect(found).toContain(section);
  });

  it('a descriptor names its own tool’s part', async () => {
    for (const tool of toolDescriptors) if (tool.takeAlong) expect((await tool.takeAlong()).tool).toBe(tool.key);
    expect(toolDescriptors.filter((tool) => tool.takeAlong).map((tool) => tool.key).sort()).toEqual(['chat', 'registry', 'scos']);
  });
});
