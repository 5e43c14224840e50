import type { UsageTool } from '../../../contracts/usage-api';
import type { Tenant } from '../auth/issuers';

/** The tools whose answers take a vote: each answer has a prompt version or a component, or is the chat's. */
export const votableTools = ['chat', 'audit', 'registry'] as const satisfies readonly UsageTool[];

/**
 * Whether an answer booked to this tenant and tool takes a vote. The trial tenant does not vote:
 * its answers have no prompt owner or component contact to reach, and no admin reads them.
 */
export const takesVotes = (booked: { tenant: Tenant | string; tool: UsageTool }) =>
  booked.tenant === 'corporate' && (votableTools as readonly string[]).includes(booked.tool);
