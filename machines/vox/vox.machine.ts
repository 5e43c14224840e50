import { assign, emit, enqueueActions, setup } from 'xstate';
import { answerSettleAtOnce, type ToolInput } from '../studio/tool-protocol';
import type { Evaluation } from './evidence';
import { analysisText } from './transcript';
import { mockStepMs, statusOf, voxEffects, type Heard, type VoxStoreCommand } from './vox-actors';
import { atWork, placeholderAnalysis, profileOf, targetsOf } from './vox-analysing';
import { current, edited, transcribed } from './vox-kept';
import { voiceProfiles } from './vox-profile';
import type { AnalysisText, VoxContext, VoxEmitted, VoxEvent } from './vox.types';

const voxSetup = setup({
  types: {
    tags: {} as 'busy' | 'ready',
    input: {} as ToolInput,
    context: {} as VoxContext,
    events: {} as VoxEvent,
    emitted: {} as VoxEmitted,
  },
  actors: voxEffects,
  delays: { mockStep: mockStepMs },
  guards: {
    real: ({ context }) => context.real,
    hasFiles: ({ context }) => context.files.length > 0,
    moreFiles: ({ context }) => context.files.some((file) => file.status === 'waiting'),
    canAnalyse: ({ context, event }) => targetsOf(context, event).length > 0 && profileOf(context) !== null,
    summarising: ({ context }) => context.analysing === 'summary',
    moreResults: ({ context }) => context.queue.length > 0,
  },
  actions: {
    /** A user's edit of a result (its passages, speakers, masking), kept. */
    changeResult: enqueueActions(({ context, event, enqueue }) => {
      const edit = edited(context, event);
      if (!edit) return;
      enqueue.assign({ results: edit.results });
      if (context.scope) enqueue.sendTo('store', { type: 'save', scope: context.scope, result: edit.changed } satisfies VoxStoreCommand);
    }),
    deleteResult: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'vox.delete' || !context.results.some((result) => result.id === event.id)) return;
      enqueue.assign({ results: context.results.filter((result) => result.id !== event.id), restored: context.restored.filter((id) => id !== event.id) });
      if (context.scope) enqueue.sendTo('store', { type: 'delete', scope: context.scope, id: event.id } satisfies VoxStoreCommand);
    }),
    queueAll: assign({ files: ({ context }) => context.files.map((file) => ({ ...file, status: 'waiting' as const })) }),
    takeNextFile: assign({
      files: ({ context }) => {
        const next = context.files.findIndex((file) => file.status === 'waiting');
        return context.files.map((file, index) => (index === next ? { ...file, status: 'transcribing' as const } : file));
      },
    }),
    /** The file leaves the list for the results (kept; the oldest beyond the bound go). */
    finishFile: enqueueActions(({ context, enqueue }, params: { heard: Heard; placeholder: boolean }) => {
      const done = transcribed(context, params.heard, params.placeholder);
      if (!done) return;
      enqueue.assign({ files: done.files, results: done.results });
      const { scope } = context;
      if (!scope) return;
      enqueue.sendTo('store', { type: 'save', scope, result: done.result } satisfies VoxStoreCommand);
      for (const old of done.dropped) enqueue.sendTo('store', { type: 'delete', scope, id: old.id } satisfies VoxStoreCommand);
    }),
    failFile: assign({ files: ({ context }) => context.files.map((file) => (file.status === 'transcribing' ? { ...file, status: 'failed' as const } : file)) }),
    /** The result at work gets its summary or evaluation (kept), and the next one's turn comes. */
    setAnalysis: enqueueActions(({ context, enqueue }, params: { summary?: AnalysisText; evaluation?: Evaluation }) => {
      const result = atWork(context);
      enqueue.assign({ queue: context.queue.slice(1) });
      if (!result) return;
      const changed = { ...result, ...params };
      enqueue.assign({ results: context.results.map((each) => (each === result ? changed : each)) });
      if (context.scope) enqueue.sendTo('store', { type: 'save', scope: context.scope, result: changed } satisfies VoxStoreCommand);
    }),
    skipResult: assign({ queue: ({ context }) => context.queue.slice(1) }),
    /** A result deleted while it waited for its turn is passed over. */
    dropGone: assign({ queue: ({ context }) => context.queue.filter((id) => context.results.some((result) => result.id === id)) }),
    startAnalysis: assign(({ context, event }) => ({
      analysing: event.type === 'vox.summarize' ? ('summary' as const) : ('evaluation' as const),
      analysisProfile: profileOf(context),
      queue: targetsOf(context, event),
    })),
  },
});

/**
 * The voice studio (tools.md §2, §4 "Voice studio (mocked)", §5): files checked
 * and listed, transcribed one after another (the mock: 3 s each, placeholder passages; the real
 * path: the API's passages with times and speakers), then summarized or evaluated per result with
 * the chosen profile's prompts. Every change of a result is told to the storage (the `store`
 * child), which keeps the results per tenant and user in this browser; they are read again when
 * the tool opens. The whole statechart is here; its pure helpers sit beside it: the kept results
 * and their edits (`vox-kept.ts`), the analyses' targets (`vox-analysing.ts`), the effects' slots
 * (`vox-actors.ts`).
 */
export const voxMachine = voxSetup.createMachine({
  id: 'vox',
  context: ({ input }) => ({
    real: false, scope: input.scope, files: [], results: [], restored: [], language: '', profileId: null,
    queue: [], analysing: null, analysisProfile: null, nextId: 1, notice: null,
  }),
  // The storage of the results: told every change as it happens, it writes them in order.
  invoke: { id: 'store', src: 'storeResults' },
  on: {
    'vox.language': { actions: assign({ language: ({ event }) => event.language }) },
    'vox.profile': { actions: assign({ profileId: ({ event }) => (voiceProfiles.some((p) => p.id === event.profileId) ? event.profileId : null) }) },
    'vox.editSegment': { actions: 'changeResult' },
    'vox.assignSpeaker': { actions: 'changeResult' },
    'vox.newSpeaker': { actions: 'changeResult' },
    'vox.renameSpeaker': { actions: 'changeResult' },
    'vox.mask': { actions: 'changeResult' },
    'vox.delete': { actions: 'deleteResult' },
    'vox.dismissNotice': { actions: assign({ notice: null }) },
    'vox.storeFailed': { actions: assign({ notice: ({ event }) => ({ kind: event.full ? ('storageFull' as const) : ('saveFailed' as const) }) }) },
    // Each change is handed to the storage as it happens: nothing waits to be written.
    'tool.settle': { actions: answerSettleAtOnce(voxSetup, 'vox') },
    // Another user (or nobody): nothing of the last one's stays on screen; the new scope's kept results are read.
    'session.scopeChanged': {
      target: '.loading',
      actions: assign({ scope: ({ event }) => event.scope, files: [], results: [], restored: [], profileId: null, language: '', queue: [], analysing: null, notice: null }),
    },
  },
  initial: 'starting',
  states: {
    starting: {
      invoke: {
        src: 'loadCapabilities',
        onDone: { target: 'loading', actions: assign({ real: ({ event }) => event.output.transcription }) },
        // Without an answer the mock runs: it makes no calls.
        onError: 'loading',
      },
      on: { 'session.scopeChanged': { actions: assign({ scope: ({ event }) => event.scope }) } },
    },
    /** The scope's kept results are read; those that cannot be are counted in the notice. */
    loading: {
      invoke: {
        src: 'loadResults',
        input: ({ context }) => ({ scope: context.scope }),
        onDone: {
          target: 'ready',
          actions: assign(({ event }) => ({
            results: event.output.results,
            restored: event.output.results.map((result) => result.id),
            notice: event.output.unreadable > 0 ? { kind: 'unreadable' as const, count: event.output.unreadable } : null,
          })),
        },
        onError: { target: 'ready', actions: assign({ notice: { kind: 'loadFailed' } }) },
      },
    },
    ready: {
      tags: ['ready'],
      on: {
        'vox.add': 'checking',
        'vox.remove': { actions: assign({ files: ({ context, event }) => context.files.filter((file) => file.id !== event.id) }) },
        'vox.transcribe': { guard: 'hasFiles', target: 'transcribing' },
        'vox.summarize': { guard: 'canAnalyse', target: 'analysing', actions: 'startAnalysis' },
        'vox.evaluate': { guard: 'canAnalyse', target: 'analysing', actions: 'startAnalysis' },
      },
    },
    /** The files added are checked: those accepted are listed, the refusals told. */
    checking: {
      tags: ['busy'],
      invoke: {
        src: 'checkFiles',
        input: ({ event }) => ({ files: event.type === 'vox.add' ? event.files : [] }),
        onDone: {
          target: 'ready',
          actions: [
            assign(({ context, event }) => ({
              files: [...context.files, ...event.output.accepted.map((file, index) => ({ id: `file-${context.nextId + index}`, file, status: 'waiting' as const }))],
              nextId: context.nextId + event.output.accepted.length,
            })),
            emit(({ event }) => ({ type: 'vox.refused' as const, refusals: event.output.refusals })),
          ],
        },
        onError: 'ready',
      },
    },
    transcribing: {
      tags: ['busy'],
      entry: 'queueAll',
      initial: 'next',
      states: {
        next: { always: [{ guard: 'moreFiles', target: 'file', actions: 'takeNextFile' }, { target: '#vox.ready' }] },
        file: { always: { guard: 'real', target: 'calling' }, after: { mockStep: 'placeholder' } },
        placeholder: {
          invoke: {
            src: 'placeholderTranscript',
            input: ({ context }) => ({ fileName: current(context)!.file.name }),
            onDone: { target: 'next', actions: { type: 'finishFile', params: ({ event }) => ({ heard: event.output, placeholder: true }) } },
            onError: { target: 'next', actions: 'failFile' },
          },
        },
        calling: {
          invoke: {
            src: 'transcribe',
            input: ({ context }) => ({ file: current(context)!.file, language: context.language }),
            onDone: { target: 'next', actions: { type: 'finishFile', params: ({ event }) => ({ heard: event.output, placeholder: false }) } },
            onError: {
              target: 'next',
              actions: [emit(({ context, event }) => ({ type: 'vox.failed' as const, fileName: current(context)?.file.name ?? '', step: 'transcript' as const, status: statusOf(event.error) })), 'failFile'],
            },
          },
        },
      },
    },
    /** Results summarized or evaluated one after another with the chosen profile's prompts (the mock: 3 s each, placeholders). */
    analysing: {
      tags: ['busy'],
      initial: 'next',
      exit: assign({ analysing: null, analysisProfile: null, queue: [] }),
      states: {
        next: { entry: 'dropGone', always: [{ guard: 'moreResults', target: 'result' }, { target: '#vox.ready' }] },
        result: {
          always: { guard: 'real', target: 'calling' },
          after: { mockStep: { target: 'next', actions: { type: 'setAnalysis', params: ({ context }) => placeholderAnalysis(context) } } },
        },
        calling: { always: [{ guard: 'summarising', target: 'summary' }, { target: 'evaluation' }] },
        summary: {
          invoke: {
            src: 'summarise',
            input: ({ context }) => ({ transcript: analysisText(atWork(context)!), kind: 'summary' as const, profile: context.analysisProfile! }),
            onDone: { target: 'next', actions: { type: 'setAnalysis', params: ({ event }) => ({ summary: { placeholder: false as const, text: event.output } }) } },
            onError: {
              target: 'next',
              actions: [
                emit(({ context, event }) => ({ type: 'vox.failed' as const, fileName: atWork(context)?.fileName ?? '', step: context.analysing ?? ('summary' as const), status: statusOf(event.error) })),
                'skipResult',
              ],
            },
          },
        },
        evaluation: {
          invoke: {
            src: 'evaluate',
            input: ({ context }) => ({ transcript: analysisText(atWork(context)!), kind: 'evaluation' as const, profile: context.analysisProfile! }),
            onDone: { target: 'next', actions: { type: 'setAnalysis', params: ({ event }) => ({ evaluation: { placeholder: false, findings: event.output } }) } },
            onError: {
              target: 'next',
              actions: [
                emit(({ context, event }) => ({ type: 'vox.failed' as const, fileName: atWork(context)?.fileName ?? '', step: context.analysing ?? ('summary' as const), status: statusOf(event.error) })),
                'skipResult',
              ],
            },
          },
        },
      },
    },
  },
});
