import type { ComponentType } from 'react';
import type { Platform } from './platform';
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
