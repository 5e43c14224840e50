import type { GenerationMode } from './generate-images.actors';
import type { VisionActor } from './vision-actor';
import type { VisionCommands } from './vision-commands';
import { createToolContext } from '../tools/tool-context';

/** The open Vision Studio: its actor in the studio's system, its mode, and the commands its views write through. */
export interface VisionTool {
  actor: VisionActor;
  mode: GenerationMode;
  commands: VisionCommands;
}

export const [VisionToolContext, useVisionTool] = createToolContext<VisionTool>('VisionToolPage');
