import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { auditLoadMachine } from '../../machines/audit/audit-load.machine';
import type { auditMachine } from '../../machines/audit/audit.machine';
import type { AuditCommands } from './audit-commands';

export type AuditActor = ActorRefFrom<typeof auditMachine>;
export type AuditLoadActor = ActorRefFrom<typeof auditLoadMachine>;

/** The open audit assistant: its actor, its load sequence, and the commands its views write through. */
export interface AuditTool {
  actor: AuditActor;
  load: AuditLoadActor;
  commands: AuditCommands;
}

export const AuditToolContext = createContext<AuditTool | null>(null);

export function useAuditTool(): AuditTool {
  const tool = useContext(AuditToolContext);
  if (!tool) throw new Error('useAuditTool needs the audit tool (AuditToolPage)');
  return tool;
}
