import type { ActorRefFrom } from 'xstate';
import type { auditLoadMachine } from '../../machines/audit/audit-load.machine';
import type { auditMachine } from '../../machines/audit/audit.machine';
import type { AuditCommands } from './audit-commands';
import { createToolContext } from '../platform/tool-context';

export type AuditActor = ActorRefFrom<typeof auditMachine>;
export type AuditLoadActor = ActorRefFrom<typeof auditLoadMachine>;

/** The open audit assistant: its actor, its load sequence, and the commands its views write through. */
export interface AuditTool {
  actor: AuditActor;
  load: AuditLoadActor;
  commands: AuditCommands;
}

export const [AuditToolContext, useAuditTool] = createToolContext<AuditTool>('AuditToolPage');
