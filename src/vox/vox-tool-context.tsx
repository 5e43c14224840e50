import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { voxMachine } from '../../machines/vox/vox.machine';

export type VoxActor = ActorRefFrom<typeof voxMachine>;

/** The open voice studio: its actor in the studio's system (the views send it events). */
export interface VoxTool {
  actor: VoxActor;
}

export const VoxToolContext = createContext<VoxTool | null>(null);

export function useVoxTool(): VoxTool {
  const tool = useContext(VoxToolContext);
  if (!tool) throw new Error('useVoxTool needs the voice tool (VoxToolPage)');
  return tool;
}
