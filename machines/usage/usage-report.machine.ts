import { emit, enqueueActions, setup } from 'xstate';
import type { FeedbackReport } from '../../contracts/feedback-api';
import type { UsageReport } from '../../contracts/usage-api';
import { answerSettleAtOnce, type NoTags, type ToolEvent, type ToolInput } from '../studio/tool-protocol';
import { periodReportMachine, type PeriodReportToParent } from './period-report.machine';

/** The costs: what was used, by department, tool, model, person and day. */
export const usageCostsMachine = periodReportMachine<UsageReport>('usageCosts');
/** Every vote on the answers, per prompt version, component and tool. */
export const feedbackReportMachine = periodReportMachine<FeedbackReport>('feedbackReport');

export type UsageSection = 'costs' | 'feedback';

export type UsageReportEvent = ToolEvent | PeriodReportToParent | { type: 'usage.section'; section: UsageSection };

/** Told to the wiring for its toast. */
export type UsageReportEmitted = { type: 'usage.exportFailed' };

const usageSetup = setup({
  types: {
    tags: {} as NoTags,
    input: {} as ToolInput,
    events: {} as UsageReportEvent,
    emitted: {} as UsageReportEmitted,
  },
  actors: { costs: usageCostsMachine, feedback: feedbackReportMachine },
});

/**
 * The admins' usage page: its costs report, and the feedback report once the admin turns to it
 * (asked only then; turning back keeps the costs as they were shown).
 */
export const usageReportMachine = usageSetup.createMachine({
  id: 'usage',
  invoke: { id: 'costs', src: 'costs' },
  initial: 'costs',
  on: {
    'tool.settle': { actions: answerSettleAtOnce(usageSetup, 'usage') },
    'session.scopeChanged': {
      actions: enqueueActions(({ event, self, enqueue }) => {
        for (const child of Object.values(self.getSnapshot().children)) if (child) enqueue.sendTo(child, event);
      }),
    },
    'usage.exportFailed': { actions: emit({ type: 'usage.exportFailed' }) },
  },
  states: {
    costs: { on: { 'usage.section': { guard: ({ event }) => event.section === 'feedback', target: 'feedback' } } },
    feedback: {
      invoke: { id: 'feedback', src: 'feedback' },
      on: { 'usage.section': { guard: ({ event }) => event.section === 'costs', target: 'costs' } },
    },
  },
});
