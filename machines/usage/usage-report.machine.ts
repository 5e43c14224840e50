import { assign, emit, fromPromise, setup } from 'xstate';
import type { UsageReport } from '../../contracts/usage-api';
import { answerSettleAtOnce, type NoTags, type ToolEvent, type ToolInput } from '../studio/tool-protocol';

/** Days, YYYY-MM-DD, both inclusive; null: the server's default (this month so far). */
export type ReportPeriod = { from: string; to: string } | null;

export type UsageReportEvent =
  | ToolEvent
  /** Another period: asked at once (what was shown stays until it comes). */
  | { type: 'usage.period'; period: ReportPeriod }
  | { type: 'usage.retry' }
  /** The period shown as CSV, as the server writes it, saved by the browser. */
  | { type: 'usage.export' };

/** Told to the wiring for its toast. */
export type UsageReportEmitted = { type: 'usage.exportFailed' } | { type: 'usage.loadFailed' };

interface UsageReportContext {
  period: ReportPeriod;
  report: UsageReport | null;
}

const reportSetup = setup({
  types: {
    tags: {} as NoTags,
    input: {} as ToolInput,
    context: {} as UsageReportContext,
    events: {} as UsageReportEvent,
    emitted: {} as UsageReportEmitted,
  },
  actors: {
    loadReport: fromPromise<UsageReport, ReportPeriod>(async () => {
      throw new Error('usage actor "loadReport" must be provided');
    }),
    exportCsv: fromPromise<void, { from: string; to: string }>(async () => {
      throw new Error('usage actor "exportCsv" must be provided');
    }),
  },
});

/**
 * The admins' usage page: the report of a period (`loading` → `shown`, or `failed` until asked
 * again) and its CSV export beside it. Nothing is written: a sign-out may stop it at once.
 */
export const usageReportMachine = reportSetup.createMachine({
  id: 'usage',
  context: { period: null, report: null },
  type: 'parallel',
  on: {
    'tool.settle': { actions: answerSettleAtOnce(reportSetup, 'usage') },
    'session.scopeChanged': { target: ['.report.loading', '.export.idle'], actions: assign({ report: null }) },
  },
  states: {
    report: {
      initial: 'loading',
      on: { 'usage.period': { target: '.loading', reenter: true, actions: assign(({ event }) => ({ period: event.period })) } },
      states: {
        loading: {
          invoke: {
            src: 'loadReport',
            input: ({ context }) => context.period,
            onDone: { target: 'shown', actions: assign(({ event }) => ({ report: event.output, period: { from: event.output.from, to: event.output.to } })) },
            onError: { target: 'failed', actions: emit({ type: 'usage.loadFailed' }) },
          },
        },
        shown: {},
        failed: { on: { 'usage.retry': 'loading' } },
      },
    },
    export: {
      initial: 'idle',
      states: {
        idle: { on: { 'usage.export': { guard: ({ context }) => context.period !== null, target: 'exporting' } } },
        exporting: {
          invoke: {
            src: 'exportCsv',
            input: ({ context }) => context.period ?? { from: '', to: '' },
            onDone: 'idle',
            onError: { target: 'idle', actions: emit({ type: 'usage.exportFailed' }) },
          },
        },
      },
    },
  },
});
