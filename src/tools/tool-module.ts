import type { ComponentType } from 'react';
import type { Platform } from '../platform/platform';

/**
 * What a tool's module (`src/<tool>/<tool>-tool.tsx`) exports for the router: `openTool` spawns
 * the tool's actors into the studio's system, wires what they tell to the store, loads the
 * tool's translations, and gives the page to show. Called once, when the tool's route is first
 * entered behind the guards; the page it gives is the tool's for the rest of the visit.
 */
export type OpenTool = (platform: Platform) => ComponentType | Promise<ComponentType>;

export interface ToolModule {
  openTool: OpenTool;
}
