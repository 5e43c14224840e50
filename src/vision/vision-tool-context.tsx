import type { ActorRefFrom } from 'xstate';
import type { visionMachine } from '../../machines/vision/vision.machine';
import type { GenerationMode } from './generate-images.actors';
import type { VisionCommands } from './vision-commands';
import { createToolContext } from '../platform/tool-context';

export type VisionActor = ActorRefFrom<typeof visionMachine>;

/** The open Vision Studio: its actor in the studio's system, its mode, and the commands its views write through. */
export interface VisionTool {
  actor: VisionActor;
  mode: GenerationMode;
  commands: VisionCommands;
}

export const [VisionToolContext, useVisionTool] = createToolContext<VisionTool>('VisionToolPage');
