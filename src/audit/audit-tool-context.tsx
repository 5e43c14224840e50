import type { AuditActor, AuditLoadActor } from './audit-actors';
import type { AnswerFeedbackActor } from '../feedback/answer-votes';
import type { AuditCommands } from './audit-commands';
import { createToolContext } from '../tools/tool-context';

/** The open audit assistant: its actor, its load sequence, and the commands its views write through. */
export interface AuditTool {
  actor: AuditActor;
  load: AuditLoadActor;
  /** The vote on the answer shown. */
  votes: AnswerFeedbackActor;
  commands: AuditCommands;
}

export const [AuditToolContext, useAuditTool] = createToolContext<AuditTool>('AuditToolPage');
