import { assign, fromPromise, sendParent, setup, type ActorRefFrom } from 'xstate';
import { statusOf } from '../../domain/error-status';
import type { NoTags, ToolEvent } from '../studio/tool-protocol';

/** Days, YYYY-MM-DD, both inclusive; null: the server's default (this month so far). */
export type ReportPeriod = { from: string; to: string } | null;

export type PeriodReportEvent =
  | Extract<ToolEvent, { type: 'session.scopeChanged' }>
  /** Another period: asked at once (what was shown stays until it comes). */
  | { type: 'usage.period'; period: ReportPeriod }
  | { type: 'usage.retry' }
  /** The period shown as CSV, as the server writes it, saved by the browser. */
  | { type: 'usage.export' };

/** Told to the usage page's machine (it tells the wiring, for the toast). */
export type PeriodReportToParent = { type: 'usage.exportFailed' };

interface PeriodReportContext<Report> {
  period: ReportPeriod;
  report: Report | null;
  /** Why the last load failed: the server's HTTP status, null for none (the network). */
  failedStatus: number | null;
}

/**
 * One report of the admins' usage page (the costs, the feedback): a period's report (`loading` →
 * `shown`, or `failed` until asked again) and its CSV export beside it. Nothing is written: a
 * sign-out may stop it at once. `loadReport` and `exportCsv` are provided by the wiring.
 */
export function periodReportMachine<Report extends { from: string; to: string }>(id: string) {
  const reportSetup = setup({
    types: {
      tags: {} as NoTags,
      context: {} as PeriodReportContext<Report>,
      events: {} as PeriodReportEvent,
    },
    actors: {
      loadReport: fromPromise<Report, ReportPeriod>(async () => {
        throw new Error(`${id} actor "loadReport" must be provided`);
      }),
      exportCsv: fromPromise<void, { from: string; to: string }>(async () => {
        throw new Error(`${id} actor "exportCsv" must be provided`);
      }),
    },
  });
  return reportSetup.createMachine({
    id,
    context: { period: null, report: null, failedStatus: null },
    type: 'parallel',
    on: { 'session.scopeChanged': { target: ['.report.loading', '.export.idle'], actions: assign({ report: null }) } },
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
              onError: { target: 'failed', actions: assign({ failedStatus: ({ event }) => statusOf(event.error) }) },
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
              onError: { target: 'idle', actions: sendParent({ type: 'usage.exportFailed' } satisfies PeriodReportToParent) },
            },
          },
        },
      },
    },
  });
}

/** A running report of the usage page (the view reads its report, period and state). */
export type PeriodReportActor<Report extends { from: string; to: string }> = ActorRefFrom<ReturnType<typeof periodReportMachine<Report>>>;
