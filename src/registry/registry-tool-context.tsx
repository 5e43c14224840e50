import type { ActorRefFrom } from 'xstate';
import type { HistoryActor } from '../../machines/persistence/history.machine';
import type { registryMachine } from '../../machines/registry/registry.machine';
import type { ChatStreamActor } from '../conversation/conversation-context';
import { createToolContext } from '../tools/tool-context';
import type { ContactFeedbackActor, RegistryCatalogueActor, RegistryCommands, SourcePassageActor } from './registry-commands';
import type { AnswerVotes } from '../feedback/answer-votes';

export type RegistryActor = ActorRefFrom<typeof registryMachine>;

/** The open registry: its actors in the studio's system, and the commands its views write through. */
export interface RegistryTool {
  actor: RegistryActor;
  catalogue: RegistryCatalogueActor;
  /** The source opened at its passage, if any. */
  passage: SourcePassageActor;
  /** A component's feedback, shown to its contact. */
  contactFeedback: ContactFeedbackActor;
  stream: ChatStreamActor;
  history: HistoryActor;
  commands: RegistryCommands;
  /** The votes on its answers; none on the trial. */
  feedback?: AnswerVotes;
}

export const [RegistryToolContext, useRegistryTool] = createToolContext<RegistryTool>('RegistryToolPage');
