import type { ActorRefFrom } from 'xstate';
import type { scosConversationMachine } from '../../machines/scos/scos-conversation.machine';
import type { ScosSettings } from '../config/runtime-config';
import { createToolContext } from '../platform/tool-context';
import type { ScosCommands } from './scos-commands';

export type ScosActor = ActorRefFrom<typeof scosConversationMachine>;

/** The open customer-service demo: its conversation actor, its settings and the commands its views write through. */
export interface ScosTool {
  actor: ScosActor;
  settings: ScosSettings;
  commands: ScosCommands;
}

export const [ScosToolContext, useScosTool] = createToolContext<ScosTool>('ScosToolPage');
