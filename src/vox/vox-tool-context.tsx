import type { ActorRefFrom } from 'xstate';
import type { voxMachine } from '../../machines/vox/vox.machine';
import { createToolContext } from '../tools/tool-context';
import type { VoxCommands } from './vox-commands';

export type VoxActor = ActorRefFrom<typeof voxMachine>;

/** The open voice studio: its actor in the studio's system (the views read it) and the commands its views write through. */
export interface VoxTool {
  actor: VoxActor;
  commands: VoxCommands;
}

export const [VoxToolContext, useVoxTool] = createToolContext<VoxTool>('VoxToolPage');
