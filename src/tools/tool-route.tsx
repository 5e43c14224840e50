import type { ComponentType, Context } from 'react';
import type { Platform } from '../platform/platform';
import type { OpenTool } from './tool-module';

/**
 * The usual `openTool`: the tool opens (once, when its route is first entered; the router has
 * loaded its texts and slices) and its page shows with it for the rest of the visit.
 */
export function toolRoute<Tool>(open: (platform: Platform) => Tool, Page: ComponentType<{ tool: Tool }>): OpenTool {
  return (platform) => {
    const tool = open(platform);
    return function ToolRoute() {
      return <Page tool={tool} />;
    };
  };
}

/**
 * A tool's page with its tool: the page's views find what the tool opened in its context
 * (src/tools/tool-context.ts). `name` is the one the context's hook names when it is missing.
 */
export function toolPage<Tool>(ToolContext: Context<Tool | null>, Page: ComponentType, name: string): ComponentType<{ tool: Tool }> {
  function ToolPage({ tool }: { tool: Tool }) {
    return (
      <ToolContext.Provider value={tool}>
        <Page />
      </ToolContext.Provider>
    );
  }
  ToolPage.displayName = name;
  return ToolPage;
}
