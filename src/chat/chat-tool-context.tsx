import type { ActorRefFrom } from 'xstate';
import type { chatMachine } from '../../machines/chat/chat.machine';
import type { ServerDeletesActor } from '../../machines/conversation/server-deletes.machine';
import type { HistoryActor } from '../../machines/persistence/history.machine';
import type { ChatStreamActor, UploadQueueActor } from '../conversation/conversation-context';
import type { ChatCommands } from './chat-commands';
import { createToolContext } from '../tools/tool-context';
import type { AnswerVotes } from '../feedback/answer-votes';

export type ChatActor = ActorRefFrom<typeof chatMachine>;

/** The open general chat: its actors in the studio's system, and the commands its views write through. */
export interface ChatTool {
  actor: ChatActor;
  stream: ChatStreamActor;
  uploads: UploadQueueActor;
  history: HistoryActor;
  /** What the user deletes goes from the server too (`chat.deletes`). */
  deletes: ServerDeletesActor;
  commands: ChatCommands;
  /** Settles once GET /v1/capabilities has answered or failed (until then answers are not kept). */
  capabilitiesKnown: Promise<void>;
  /** The votes on its answers; none on the trial. */
  feedback?: AnswerVotes;
}

export const [ChatToolContext, useChatTool] = createToolContext<ChatTool>('ChatToolPage');
