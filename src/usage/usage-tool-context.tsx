import type { ActorRefFrom } from 'xstate';
import type { usageReportMachine } from '../../machines/usage/usage-report.machine';
import { createToolContext } from '../tools/tool-context';

/** The open usage page: its actor in the studio's system. */
export interface UsageTool {
  actor: ActorRefFrom<typeof usageReportMachine>;
}

export const [UsageToolContext, useUsageTool] = createToolContext<UsageTool>('UsageToolPage');
