import { assign, emit, enqueueActions, fromCallback, fromPromise, setup } from 'xstate';
import type { StorageScope } from '../../domain/chat';
import { maskPersonalData as maskText } from '../../domain/personal-data';
import { answerSettleAtOnce, type ToolEvent, type ToolInput } from '../studio/tool-protocol';
import { placeholderEvaluation, type Evaluation, type Finding } from './evidence';
import { analysisText, nextSpeakerId, transcriptFrom, type HeardSegment, type Transcript } from './transcript';
import { evaluationAspects, voiceProfiles, type TranscriptLanguage, type VoiceProfile } from './vox-profile';

export interface VoxFile {
  id: string;
  file: File;
  status: 'waiting' | 'transcribing' | 'failed';
}

/** A placeholder (the mock's) or a real text. */
export type AnalysisText = { placeholder: true } | { placeholder: false; text: string };

/** One file's result: its transcript (passages with times and speakers, as the user edited them), summary and evaluation. */
export interface VoxResult extends Transcript {
  id: string;
  fileName: string;
  /** When it was transcribed (ms since the epoch): kept results expire by it. */
  createdAt: number;
  /** The mock's: its passages are placeholder texts (the user may write over them). */
  placeholder: boolean;
  summary: AnalysisText | null;
  evaluation: Evaluation | null;
}

export type FileRefusal = { name: string; reason: 'type' | 'content' | 'size' };
export type AnalysisKind = 'summary' | 'evaluation';

export interface TranscribeInput {
  file: File;
  language: TranscriptLanguage;
}
export interface AnalyseInput {
  /** The transcript as lines of time, speaker by position and text, personal data masked. */
  transcript: string;
  kind: AnalysisKind;
  profile: VoiceProfile;
}

/** Results kept in this browser per tenant and user: at most this many (the oldest go first)… */
export const maxKeptResults = 50;
/** …for at most this long after they were transcribed. */
export const keptDays = 30;

/** What the results' storage (the `storeResults` actor) is told: every change of a result, as it happens. */
export type VoxStoreCommand = { type: 'save'; scope: StorageScope; result: VoxResult } | { type: 'delete'; scope: StorageScope; id: string };

/** The kept results of a scope, as `loadResults` finds them. */
export interface LoadedResults {
  results: VoxResult[];
  /** Records that could not be read (set aside, not shown). */
  unreadable: number;
}

/** What the results' storage has to say: nothing while it goes well. */
export type VoxNotice = { kind: 'unreadable'; count: number } | { kind: 'loadFailed' } | { kind: 'storageFull' } | { kind: 'saveFailed' };

export type VoxEvent =
  | ToolEvent
  | { type: 'vox.add'; files: File[] }
  | { type: 'vox.remove'; id: string }
  | { type: 'vox.language'; language: TranscriptLanguage }
  | { type: 'vox.profile'; profileId: string | null }
  | { type: 'vox.transcribe' }
  /** Without `ids`: the results of this visit (the sidebar's buttons); with them: those (a result's own buttons). */
  | { type: 'vox.summarize'; ids?: string[] }
  | { type: 'vox.evaluate'; ids?: string[] }
  | { type: 'vox.editSegment'; resultId: string; segmentId: string; text: string }
  | { type: 'vox.assignSpeaker'; resultId: string; segmentId: string; speakerId: string }
  /** A speaker the service did not hear (or the mock): named by the studio (“Speaker 2”), given to the segment. */
  | { type: 'vox.newSpeaker'; resultId: string; segmentId: string; name: string }
  | { type: 'vox.renameSpeaker'; resultId: string; speakerId: string; name: string }
  | { type: 'vox.mask'; id: string }
  | { type: 'vox.delete'; id: string }
  | { type: 'vox.dismissNotice' }
  /** From the storage: a write was refused (`full`: for lack of space). */
  | { type: 'vox.storeFailed'; full: boolean };

/** Told to the wiring for its toasts. */
export type VoxEmitted =
  | { type: 'vox.refused'; refusals: FileRefusal[] }
  | { type: 'vox.failed'; fileName: string; step: 'transcript' | AnalysisKind; status: number | null };

interface VoxContext {
  /** Whether the API transcribes (GET /v1/capabilities); false: the spec's mock, no calls. */
  real: boolean;
  /** Whose results are kept (null: nobody is signed in, nothing is kept). */
  scope: StorageScope | null;
  files: VoxFile[];
  results: VoxResult[];
  /** Results kept from an earlier visit: their panels start closed, the sidebar's Summarize and Evaluate leave them alone. */
  restored: string[];
  language: TranscriptLanguage;
  profileId: string | null;
  /** The results the running analysis goes through; the first is the one at work. */
  queue: string[];
  analysing: AnalysisKind | null;
  /** The profile the running analysis uses, fixed when it starts: choosing another one meanwhile changes the next analysis. */
  analysisProfile: VoiceProfile | null;
  nextId: number;
  notice: VoxNotice | null;
}

/** tools.md §9: the mock takes 3 s per file and per step. */
export const mockStepMs = 3000;

const statusOf = (error: unknown) => (typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number' ? error.status : null);
const profileOf = (context: VoxContext) => voiceProfiles.find((profile) => profile.id === context.profileId) ?? null;
const current = (context: VoxContext) => context.files.find((file) => file.status === 'transcribing');
const atWork = (context: VoxContext) => context.results.find((result) => result.id === context.queue[0]);

/** What Summarize or Evaluate goes through: the results named, or (the sidebar's) those of this visit. */
const targetsOf = (context: VoxContext, event: VoxEvent) => {
  const ids = (event.type === 'vox.summarize' || event.type === 'vox.evaluate') && event.ids ? event.ids : null;
  return context.results.filter((result) => (ids ? ids.includes(result.id) : !context.restored.includes(result.id))).map((result) => result.id);
};

/** What an edit does to the result it names (null: not an edit, or nothing to change). */
function editOf(event: VoxEvent): { id: string; change: (result: VoxResult) => VoxResult } | null {
  const segmentsWith = (result: VoxResult, segmentId: string, values: { text?: string; speakerId?: string }) => ({
    ...result,
    segments: result.segments.map((segment) => (segment.id === segmentId ? { ...segment, ...values } : segment)),
  });
  switch (event.type) {
    case 'vox.editSegment':
      return { id: event.resultId, change: (result) => segmentsWith(result, event.segmentId, { text: event.text }) };
    case 'vox.assignSpeaker':
      return {
        id: event.resultId,
        change: (result) => (result.speakers.some((speaker) => speaker.id === event.speakerId) ? segmentsWith(result, event.segmentId, { speakerId: event.speakerId }) : result),
      };
    case 'vox.newSpeaker':
      return {
        id: event.resultId,
        change: (result) => {
          const speaker = { id: nextSpeakerId(result.speakers), name: event.name.trim() || event.name };
          return segmentsWith({ ...result, speakers: [...result.speakers, speaker] }, event.segmentId, { speakerId: speaker.id });
        },
      };
    case 'vox.renameSpeaker': {
      const name = event.name.trim();
      return {
        id: event.resultId,
        change: (result) => (name === '' ? result : { ...result, speakers: result.speakers.map((speaker) => (speaker.id === event.speakerId ? { ...speaker, name } : speaker)) }),
      };
    }
    case 'vox.mask':
      return { id: event.id, change: (result) => ({ ...result, segments: result.segments.map((segment) => ({ ...segment, text: maskText(segment.text) })) }) };
    default:
      return null;
  }
}

/**
 * The voice studio (tools.md §2, §4 "Voice studio (mocked)", §5, issues 15 and 27): files checked
 * and listed, transcribed one after another (the mock: 3 s each, placeholder passages; the real
 * path: the API's passages with times and speakers), then summarized or evaluated per result with
 * the chosen profile's prompts. Every change of a result is told to the storage, which keeps the
 * results per tenant and user in this browser; they are read again when the tool opens.
 */
const voxSetup = setup({
  types: {
    input: {} as ToolInput,
    context: {} as VoxContext,
    events: {} as VoxEvent,
    emitted: {} as VoxEmitted,
  },
  actors: {
    loadCapabilities: fromPromise<{ transcription: boolean }>(() => Promise.reject(new Error('loadCapabilities must be provided'))),
    loadResults: fromPromise<LoadedResults, { scope: StorageScope | null }>(() => Promise.reject(new Error('loadResults must be provided'))),
    storeResults: fromCallback<VoxStoreCommand>(() => {
      throw new Error('storeResults must be provided');
    }),
    checkFiles: fromPromise<{ accepted: File[]; refusals: FileRefusal[] }, { files: File[] }>(() => Promise.reject(new Error('checkFiles must be provided'))),
    transcribe: fromPromise<HeardSegment[], TranscribeInput>(() => Promise.reject(new Error('transcribe must be provided'))),
    /** The mock's passages for a file, in the interface's language. */
    placeholderTranscript: fromPromise<HeardSegment[], { fileName: string }>(() => Promise.reject(new Error('placeholderTranscript must be provided'))),
    summarise: fromPromise<string, AnalyseInput>(() => Promise.reject(new Error('summarise must be provided'))),
    evaluate: fromPromise<Finding[], AnalyseInput>(() => Promise.reject(new Error('evaluate must be provided'))),
  },
  delays: { mockStep: mockStepMs },
  guards: {
    hasFiles: ({ context }) => context.files.length > 0,
    canAnalyse: ({ context, event }) => targetsOf(context, event).length > 0 && profileOf(context) !== null,
    real: ({ context }) => context.real,
    summarising: ({ context }) => context.analysing === 'summary',
    moreFiles: ({ context }) => context.files.some((file) => file.status === 'waiting'),
    moreResults: ({ context }) => context.queue.length > 0,
  },
  actions: {
    queueAll: assign({ files: ({ context }) => context.files.map((file) => ({ ...file, status: 'waiting' as const })) }),
    takeNextFile: assign({
      files: ({ context }) => {
        const next = context.files.findIndex((file) => file.status === 'waiting');
        return context.files.map((file, index) => (index === next ? { ...file, status: 'transcribing' as const } : file));
      },
    }),
    /** The file leaves the list for the results (kept; the oldest beyond the bound go). */
    finishFile: enqueueActions(({ context, enqueue }, params: { heard: HeardSegment[]; placeholder: boolean }) => {
      const done = current(context);
      if (!done) return;
      const result: VoxResult = {
        id: crypto.randomUUID(),
        fileName: done.file.name,
        createdAt: Date.now(),
        placeholder: params.placeholder,
        ...transcriptFrom(params.heard),
        summary: null,
        evaluation: null,
      };
      const all = [...context.results, result];
      const dropped = all.slice(0, Math.max(0, all.length - maxKeptResults));
      enqueue.assign({ files: context.files.filter((file) => file !== done), results: all.slice(dropped.length) });
      const { scope } = context;
      if (!scope) return;
      enqueue.sendTo('store', { type: 'save', scope, result } satisfies VoxStoreCommand);
      for (const old of dropped) enqueue.sendTo('store', { type: 'delete', scope, id: old.id } satisfies VoxStoreCommand);
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
    /** A user's edit of a result (its passages, speakers, masking), kept. */
    changeResult: enqueueActions(({ context, event, enqueue }) => {
      const edit = editOf(event);
      const result = edit && context.results.find((each) => each.id === edit.id);
      if (!edit || !result) return;
      const changed = edit.change(result);
      if (changed === result) return;
      enqueue.assign({ results: context.results.map((each) => (each === result ? changed : each)) });
      if (context.scope) enqueue.sendTo('store', { type: 'save', scope: context.scope, result: changed } satisfies VoxStoreCommand);
    }),
    deleteResult: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'vox.delete' || !context.results.some((result) => result.id === event.id)) return;
      enqueue.assign({ results: context.results.filter((result) => result.id !== event.id), restored: context.restored.filter((id) => id !== event.id) });
      if (context.scope) enqueue.sendTo('store', { type: 'delete', scope: context.scope, id: event.id } satisfies VoxStoreCommand);
    }),
  },
});

export const voxMachine = voxSetup.createMachine({
  id: 'vox',
  context: ({ input }) => ({
    real: false,
    scope: input.scope,
    files: [],
    results: [],
    restored: [],
    language: '',
    profileId: null,
    queue: [],
    analysing: null,
    analysisProfile: null,
    nextId: 1,
    notice: null,
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
        'vox.summarize': { guard: 'canAnalyse', target: 'analysing', actions: assign({ analysing: 'summary', analysisProfile: ({ context }) => profileOf(context), queue: ({ context, event }) => targetsOf(context, event) }) },
        'vox.evaluate': { guard: 'canAnalyse', target: 'analysing', actions: assign({ analysing: 'evaluation', analysisProfile: ({ context }) => profileOf(context), queue: ({ context, event }) => targetsOf(context, event) }) },
      },
    },
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
        next: {
          always: [
            { guard: 'moreFiles', target: 'file', actions: 'takeNextFile' },
            { target: '#vox.ready' },
          ],
        },
        file: {
          always: { guard: 'real', target: 'calling' },
          after: { mockStep: 'placeholder' },
        },
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
              actions: [
                emit(({ context, event }) => ({ type: 'vox.failed' as const, fileName: current(context)?.file.name ?? '', step: 'transcript' as const, status: statusOf(event.error) })),
                'failFile',
              ],
            },
          },
        },
      },
    },
    analysing: {
      tags: ['busy'],
      initial: 'next',
      exit: assign({ analysing: null, analysisProfile: null, queue: [] }),
      states: {
        next: { entry: 'dropGone', always: [{ guard: 'moreResults', target: 'result' }, { target: '#vox.ready' }] },
        result: {
          always: { guard: 'real', target: 'calling' },
          after: {
            mockStep: {
              target: 'next',
              actions: {
                type: 'setAnalysis',
                params: ({ context }) =>
                  context.analysing === 'summary'
                    ? { summary: { placeholder: true as const } }
                    : { evaluation: placeholderEvaluation(evaluationAspects(context.analysisProfile!).map(({ aspect }) => aspect), atWork(context)?.segments ?? []) },
              },
            },
          },
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
