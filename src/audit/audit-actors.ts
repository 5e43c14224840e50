import type { ActorRefFrom } from 'xstate';
import type { auditLoadMachine } from '../../machines/audit/audit-load.machine';
import type { auditMachine } from '../../machines/audit/audit.machine';

/** The audit assistant's actors in the studio's system, as its wiring, context and commands name them. */
export type AuditActor = ActorRefFrom<typeof auditMachine>;
export type AuditLoadActor = ActorRefFrom<typeof auditLoadMachine>;
