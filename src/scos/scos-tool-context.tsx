import type { ServerDeletesActor } from '../../machines/conversation/server-deletes.machine';
import type { HistoryActor } from '../../machines/persistence/history.machine';
import type { ScosSettings } from '../../contracts/runtime-config';
import { createToolContext } from '../tools/tool-context';
import type { ScosActor } from './scos-actors';
import type { ScosCommands } from './scos-commands';

/** The open customer-service demo: its conversation actor, its settings and the commands its views write through. */
export interface ScosTool {
  /** The conversation (`scos.conversation`). */
  actor: ScosActor;
  /** The saved chats and documents (`scos.history`). */
  history: HistoryActor;
  /** The documents the user deletes go from the main backend too (`scos.deletes`). */
  deletes: ServerDeletesActor;
  settings: ScosSettings;
  commands: ScosCommands;
}

export const [ScosToolContext, useScosTool] = createToolContext<ScosTool>('ScosToolPage');
