import type { ActorRefFrom } from 'xstate';
import type { HistoryActor } from '../../machines/persistence/history.machine';
import type { scosConversationMachine } from '../../machines/scos/scos-conversation.machine';
import type { scosMachine } from '../../machines/scos/scos.machine';
import type { ScosSettings } from '../../contracts/runtime-config';
import { createToolContext } from '../platform/tool-context';
import type { ScosCommands } from './scos-commands';

export type ScosActor = ActorRefFrom<typeof scosConversationMachine>;
export type ScosToolActor = ActorRefFrom<typeof scosMachine>;

/** The open customer-service demo: its conversation actor, its settings and the commands its views write through. */
export interface ScosTool {
  /** The conversation (`scos.conversation`). */
  actor: ScosActor;
  /** The saved chats and documents (`scos.history`). */
  history: HistoryActor;
  settings: ScosSettings;
  commands: ScosCommands;
}

export const [ScosToolContext, useScosTool] = createToolContext<ScosTool>('ScosToolPage');
