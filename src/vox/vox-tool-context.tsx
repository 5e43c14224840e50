import type { ActorRefFrom } from 'xstate';
import type { voxMachine } from '../../machines/vox/vox.machine';
import { createToolContext } from '../platform/tool-context';

export type VoxActor = ActorRefFrom<typeof voxMachine>;

/** The open voice studio: its actor in the studio's system (the views send it events). */
export interface VoxTool {
  actor: VoxActor;
}

export const [VoxToolContext, useVoxTool] = createToolContext<VoxTool>('VoxToolPage');
