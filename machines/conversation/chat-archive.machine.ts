import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { ArchiveStep, ImportReport, ImportSummary, PlanOutcome, Refusal } from './chat-archive.types';

export type ChatArchiveEvent =
  /** Build the take-along file of everything of this user's and download it. */
  | { type: 'archive.export' }
  /** A file was chosen to import: it is read and checked whole before anything else happens. */
  | { type: 'archive.choose'; file: Blob }
  | { type: 'archive.progress'; step: ArchiveStep; done: number }
  | { type: 'archive.planned'; outcome: PlanOutcome }
  | { type: 'archive.applied'; report: ImportReport }
  | { type: 'archive.failed'; message: string }
  /** A chat deleted here, ticked (to bring it back) or not. */
  | { type: 'archive.tick'; id: string; ticked: boolean }
  | { type: 'archive.confirm' }
  | { type: 'archive.cancel' };

interface ChatArchiveContext {
  progress: { step: ArchiveStep; done: number } | null;
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
export type PlannerEvent = Extract<ChatArchiveEvent, { type: 'archive.progress' | 'archive.planned' | 'archive.applied' | 'archive.failed' }>;

const resting = {
  'archive.export': { target: '#chatArchive.exporting' },
  'archive.choose': { target: '#chatArchive.validating' },
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
export const chatArchiveMachine = setup({
  types: {
    tags: {} as 'busy',
    context: {} as ChatArchiveContext,
    events: {} as ChatArchiveEvent,
  },
  actors: {
    exportFile: fromPromise<void>(async () => {
      throw new Error('chat-archive actor "exportFile" must be provided');
    }),
    plan: fromCallback<ChatArchiveEvent, PlanInput>(() => {
      throw new Error('chat-archive actor "plan" must be provided');
    }),
    apply: fromCallback<ChatArchiveEvent, ApplyInput>(() => {
      throw new Error('chat-archive actor "apply" must be provided');
    }),
  },
  actions: {
    clear: assign({ progress: null, summary: null, ticked: [], report: null, refusal: null, failure: null }),
    progress: assign(({ event }) => (event.type === 'archive.progress' ? { progress: { step: event.step, done: event.done } } : {})),
    failed: assign((_, message: string) => ({ failure: message, progress: null })),
  },
  guards: {
    accepted: ({ event }) => event.type === 'archive.planned' && event.outcome.ok,
  },
}).createMachine({
  id: 'chatArchive',
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
      invoke: { src: 'plan', input: ({ event }) => ({ file: event.type === 'archive.choose' ? event.file : new Blob() }) },
      on: {
        'archive.progress': { actions: 'progress' },
        'archive.planned': [
          {
            guard: 'accepted',
            target: 'summary',
            actions: assign(({ event }) => ({ summary: event.outcome.ok ? event.outcome.summary : null, progress: null })),
          },
          { target: 'refused', actions: assign(({ event }) => ({ refusal: event.outcome.ok ? null : event.outcome.refusal, progress: null })) },
        ],
        'archive.failed': { target: 'failed', actions: { type: 'failed', params: ({ event }) => event.message } },
        // Checking writes nothing, so it can always be given up (a huge file, a registry that does not answer).
        'archive.cancel': { target: 'idle', actions: 'clear' },
      },
    },
    summary: {
      on: {
        'archive.tick': {
          actions: assign(({ context, event }) => ({
            ticked: event.ticked ? [...new Set([...context.ticked, event.id])] : context.ticked.filter((id) => id !== event.id),
          })),
        },
        'archive.confirm': { target: 'applying' },
        'archive.cancel': { target: 'idle', actions: 'clear' },
      },
    },
    applying: {
      tags: ['busy'],
      entry: assign({ progress: { step: 'writing' as const, done: 0 } }),
      invoke: { src: 'apply', input: ({ context }) => ({ ticked: context.ticked }) },
      on: {
        'archive.progress': { actions: 'progress' },
        'archive.applied': { target: 'done', actions: assign(({ event }) => ({ report: event.report, progress: null })) },
        'archive.failed': { target: 'failed', actions: { type: 'failed', params: ({ event }) => event.message } },
      },
    },
    done: { on: resting },
    refused: { on: resting },
    failed: { on: resting },
  },
});
