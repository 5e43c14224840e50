import { createContext, useContext } from 'react';

/**
 * A tool's React context and its hook: the tool's page provides what the tool opened (its actors,
 * its commands), and its views take it. Used outside the page, the hook says so.
 */
export function createToolContext<Tool>(page: string) {
  const ToolContext = createContext<Tool | null>(null);
  function useTool(): Tool {
    const tool = useContext(ToolContext);
    if (!tool) throw new Error(`this view needs its tool: render it inside ${page}`);
    return tool;
  }
  return [ToolContext, useTool] as const;
}
