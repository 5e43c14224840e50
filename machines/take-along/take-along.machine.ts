import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { TakeAlongStep, ImportReport, ImportSummary, PlanOutcome, Refusal } from './take-along.types';

export type TakeAlongEvent =
  /** Build the take-along file of everything of this user's and download it. */
  | { type: 'takeAlong.export' }
  /** A file was chosen to import: it is read and checked whole before anything else happens. */
  | { type: 'takeAlong.choose'; file: Blob }
  | { type: 'takeAlong.progress'; step: TakeAlongStep; done: number }
  | { type: 'takeAlong.planned'; outcome: PlanOutcome }
  | { type: 'takeAlong.applied'; report: ImportReport }
  | { type: 'takeAlong.failed'; message: string }
  /** A chat deleted here, ticked (to bring it back) or not. */
  | { type: 'takeAlong.tick'; id: string; ticked: boolean }
  | { type: 'takeAlong.confirm' }
  | { type: 'takeAlong.cancel' };

interface TakeAlongContext {
  progress: { step: TakeAlongStep; done: number } | null;
  summary: ImportSummary | null;
  /** The deleted chats to bring back (`tickOf`). */
  ticked: string[];
  report: ImportReport | null;
  refusal: Refusal | null;
  failure: string | null;
}

export interface PlanInput {
  file: Blob;
}

export interface ApplyInput {
  ticked: readonly string[];
}

/** The planner's answers as events: progress on the way, then the outcome or the failure. */
export type PlannerEvent = Extract<TakeAlongEvent, { type: 'takeAlong.progress' | 'takeAlong.planned' | 'takeAlong.applied' | 'takeAlong.failed' }>;

const resting = {
  'takeAlong.export': { target: '#takeAlong.exporting' },
  'takeAlong.choose': { target: '#takeAlong.validating' },
} as const;

/**
 * Taking the chats along: export to one file; import one — the file is read and
 * checked whole (in a worker) with progress, a refused file changes nothing and says why, a
 * planned one is summarised with the chats deleted here to tick, and only the user's confirmation
 * writes it; then what was added is reported. The planner's work is provided (`exportFile`,
 * `plan`, `apply`): the machine holds no file, only what the view shows.
 *
 * Tags: `busy` (exporting, reading or writing: no second action).
 */
export const takeAlongMachine = setup({
  types: {
    tags: {} as 'busy',
    context: {} as TakeAlongContext,
    events: {} as TakeAlongEvent,
  },
  actors: {
    exportFile: fromPromise<void>(async () => {
      throw new Error('take-along actor "exportFile" must be provided');
    }),
    plan: fromCallback<TakeAlongEvent, PlanInput>(() => {
      throw new Error('take-along actor "plan" must be provided');
    }),
    apply: fromCallback<TakeAlongEvent, ApplyInput>(() => {
      throw new Error('take-along actor "apply" must be provided');
    }),
  },
  actions: {
    clear: assign({ progress: null, summary: null, ticked: [], report: null, refusal: null, failure: null }),
    progress: assign(({ event }) => (event.type === 'takeAlong.progress' ? { progress: { step: event.step, done: event.done } } : {})),
    failed: assign((_, message: string) => ({ failure: message, progress: null })),
  },
  guards: {
    accepted: ({ event }) => event.type === 'takeAlong.planned' && event.outcome.ok,
  },
}).createMachine({
  id: 'takeAlong',
  context: { progress: null, summary: null, ticked: [], report: null, refusal: null, failure: null },
  initial: 'idle',
  states: {
    idle: { on: resting },
    exporting: {
      tags: ['busy'],
      entry: 'clear',
      invoke: {
        src: 'exportFile',
        onDone: { target: 'exported' },
        onError: { target: 'failed', actions: { type: 'failed', params: ({ event }) => (event.error instanceof Error ? event.error.message : String(event.error)) } },
      },
    },
    exported: { on: resting },
    validating: {
      tags: ['busy'],
      entry: ['clear', assign({ progress: { step: 'reading' as const, done: 0 } })],
      invoke: { src: 'plan', input: ({ event }) => ({ file: event.type === 'takeAlong.choose' ? event.file : new Blob() }) },
      on: {
        'takeAlong.progress': { actions: 'progress' },
        'takeAlong.planned': [
          {
            guard: 'accepted',
            target: 'summary',
            actions: assign(({ event }) => ({ summary: event.outcome.ok ? event.outcome.summary : null, progress: null })),
          },
          { target: 'refused', actions: assign(({ event }) => ({ refusal: event.outcome.ok ? null : event.outcome.refusal, progress: null })) },
        ],
        'takeAlong.failed': { target: 'failed', actions: { type: 'failed', params: ({ event }) => event.message } },
        // Checking writes nothing, so it can always be given up (a huge file, a registry that does not answer).
        'takeAlong.cancel': { target: 'idle', actions: 'clear' },
      },
    },
    summary: {
      on: {
        'takeAlong.tick': {
          actions: assign(({ context, event }) => ({
            ticked: event.ticked ? [...new Set([...context.ticked, event.id])] : context.ticked.filter((id) => id !== event.id),
          })),
        },
        'takeAlong.confirm': { target: 'applying' },
        'takeAlong.cancel': { target: 'idle', actions: 'clear' },
      },
    },
    applying: {
      tags: ['busy'],
      entry: assign({ progress: { step: 'writing' as const, done: 0 } }),
      invoke: { src: 'apply', input: ({ context }) => ({ ticked: context.ticked }) },
      on: {
        'takeAlong.progress': { actions: 'progress' },
        'takeAlong.applied': { target: 'done', actions: assign(({ event }) => ({ report: event.report, progress: null })) },
        'takeAlong.failed': { target: 'failed', actions: { type: 'failed', params: ({ event }) => event.message } },
      },
    },
    done: { on: resting },
    refused: { on: resting },
    failed: { on: resting },
  },
});
