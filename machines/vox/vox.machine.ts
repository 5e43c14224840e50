import { assign, emit, fromPromise, setup } from 'xstate';
import { maskPersonalData as maskText } from '../../domain/personal-data';
import { answerSettleAtOnce, type ToolEvent, type ToolInput } from '../studio/tool-protocol';
import { voiceProfiles, type TranscriptLanguage, type VoiceProfile } from './vox-profile';

export interface VoxFile {
  id: string;
  file: File;
  status: 'waiting' | 'transcribing' | 'failed';
}

/** A placeholder (the mock's) or a real text. */
export type AnalysisText = { placeholder: true } | { placeholder: false; text: string };

export interface VoxResult {
  id: string;
  fileName: string;
  /** null: the mock's placeholder, until the user writes over it. */
  transcript: string | null;
  summary: AnalysisText | null;
  evaluation: AnalysisText | null;
}

export type FileRefusal = { name: string; reason: 'type' | 'content' | 'size' };
export type AnalysisKind = 'summary' | 'evaluation';

export interface TranscribeInput {
  file: File;
  language: TranscriptLanguage;
}
export interface AnalyseInput {
  /** The transcript, personal data masked. */
  transcript: string;
  kind: AnalysisKind;
  profile: VoiceProfile;
}

export type VoxEvent =
  | ToolEvent
  | { type: 'vox.add'; files: File[] }
  | { type: 'vox.remove'; id: string }
  | { type: 'vox.language'; language: TranscriptLanguage }
  | { type: 'vox.profile'; profileId: string | null }
  | { type: 'vox.transcribe' }
  | { type: 'vox.summarize' }
  | { type: 'vox.evaluate' }
  | { type: 'vox.editTranscript'; id: string; text: string }
  | { type: 'vox.mask'; id: string };

/** Told to the wiring for its toasts. */
export type VoxEmitted =
  | { type: 'vox.refused'; refusals: FileRefusal[] }
  | { type: 'vox.failed'; fileName: string; step: 'transcript' | AnalysisKind; status: number | null };

interface VoxContext {
  /** Whether the API transcribes (GET /v1/capabilities); false: the spec's mock, no calls. */
  real: boolean;
  files: VoxFile[];
  results: VoxResult[];
  language: TranscriptLanguage;
  profileId: string | null;
  /** The step running now: which result it is at. */
  cursor: number;
  analysing: AnalysisKind | null;
  nextId: number;
}

/** tools.md §9: the mock takes 3 s per file and per step. */
export const mockStepMs = 3000;

const statusOf = (error: unknown) => (typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number' ? error.status : null);
const profileOf = (context: VoxContext) => voiceProfiles.find((profile) => profile.id === context.profileId) ?? null;
const current = (context: VoxContext) => context.files.find((file) => file.status === 'transcribing');

/**
 * The voice studio (tools.md §2, §4 "Voice studio (mocked)", §5, issue 15): files checked and
 * listed, transcribed one after another (the mock: 3 s each, placeholder text; the real path:
 * the API), then summarized or evaluated per result with the chosen profile's prompts.
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
    checkFiles: fromPromise<{ accepted: File[]; refusals: FileRefusal[] }, { files: File[] }>(() => Promise.reject(new Error('checkFiles must be provided'))),
    transcribe: fromPromise<string, TranscribeInput>(() => Promise.reject(new Error('transcribe must be provided'))),
    analyse: fromPromise<string, AnalyseInput>(() => Promise.reject(new Error('analyse must be provided'))),
  },
  delays: { mockStep: mockStepMs },
  guards: {
    hasFiles: ({ context }) => context.files.length > 0,
    canAnalyse: ({ context }) => context.results.length > 0 && profileOf(context) !== null,
    real: ({ context }) => context.real,
    moreFiles: ({ context }) => context.files.some((file) => file.status === 'waiting'),
    moreResults: ({ context }) => context.cursor < context.results.length,
  },
  actions: {
    queueAll: assign({ files: ({ context }) => context.files.map((file) => ({ ...file, status: 'waiting' as const })) }),
    takeNextFile: assign({
      files: ({ context }) => {
        const next = context.files.findIndex((file) => file.status === 'waiting');
        return context.files.map((file, index) => (index === next ? { ...file, status: 'transcribing' as const } : file));
      },
    }),
    /** The file leaves the list for the results: `transcript` null is the mock's placeholder. */
    finishFile: assign(({ context }, params: { transcript: string | null }) => {
      const done = current(context);
      if (!done) return {};
      return {
        files: context.files.filter((file) => file !== done),
        results: [...context.results, { id: done.id, fileName: done.file.name, transcript: params.transcript, summary: null, evaluation: null }],
      };
    }),
    failFile: assign({ files: ({ context }) => context.files.map((file) => (file.status === 'transcribing' ? { ...file, status: 'failed' as const } : file)) }),
    setAnalysis: assign(({ context }, params: { text: AnalysisText }) => ({
      results: context.results.map((result, index) =>
        index === context.cursor ? { ...result, [context.analysing === 'summary' ? 'summary' : 'evaluation']: params.text } : result,
      ),
      cursor: context.cursor + 1,
    })),
    skipResult: assign({ cursor: ({ context }) => context.cursor + 1 }),
  },
});

export const voxMachine = voxSetup.createMachine({
  id: 'vox',
  context: { real: false, files: [], results: [], language: '', profileId: null, cursor: 0, analysing: null, nextId: 1 },
  on: {
    'vox.language': { actions: assign({ language: ({ event }) => event.language }) },
    'vox.profile': { actions: assign({ profileId: ({ event }) => (voiceProfiles.some((p) => p.id === event.profileId) ? event.profileId : null) }) },
    'vox.editTranscript': {
      actions: assign({ results: ({ context, event }) => context.results.map((result) => (result.id === event.id ? { ...result, transcript: event.text } : result)) }),
    },
    'vox.mask': {
      actions: assign({
        results: ({ context, event }) =>
          context.results.map((result) => (result.id === event.id && result.transcript !== null ? { ...result, transcript: maskText(result.transcript) } : result)),
      }),
    },
    // Nothing here needs writing: the mock's timers and a call under way may simply stop.
    'tool.settle': { actions: answerSettleAtOnce(voxSetup, 'vox') },
    // Another user (or nobody): nothing of the last one's stays; audio and transcripts were never stored.
    'session.scopeChanged': { target: '.ready', actions: assign({ files: [], results: [], profileId: null, language: '', cursor: 0, analysing: null }) },
  },
  initial: 'starting',
  states: {
    starting: {
      invoke: {
        src: 'loadCapabilities',
        onDone: { target: 'ready', actions: assign({ real: ({ event }) => event.output.transcription }) },
        // Without an answer the mock runs: it makes no calls.
        onError: 'ready',
      },
    },
    ready: {
      tags: ['ready'],
      on: {
        'vox.add': 'checking',
        'vox.remove': { actions: assign({ files: ({ context, event }) => context.files.filter((file) => file.id !== event.id) }) },
        'vox.transcribe': { guard: 'hasFiles', target: 'transcribing' },
        'vox.summarize': { guard: 'canAnalyse', target: 'analysing', actions: assign({ analysing: 'summary', cursor: 0 }) },
        'vox.evaluate': { guard: 'canAnalyse', target: 'analysing', actions: assign({ analysing: 'evaluation', cursor: 0 }) },
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
          after: { mockStep: { target: 'next', actions: { type: 'finishFile', params: { transcript: null } } } },
        },
        calling: {
          invoke: {
            src: 'transcribe',
            input: ({ context }) => ({ file: current(context)!.file, language: context.language }),
            onDone: { target: 'next', actions: { type: 'finishFile', params: ({ event }) => ({ transcript: event.output }) } },
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
      exit: assign({ analysing: null, cursor: 0 }),
      states: {
        next: { always: [{ guard: 'moreResults', target: 'result' }, { target: '#vox.ready' }] },
        result: {
          always: { guard: 'real', target: 'calling' },
          after: { mockStep: { target: 'next', actions: { type: 'setAnalysis', params: { text: { placeholder: true } } } } },
        },
        calling: {
          invoke: {
            src: 'analyse',
            input: ({ context }) => ({
              transcript: maskText(context.results[context.cursor]!.transcript ?? ''),
              kind: context.analysing ?? 'summary',
              profile: profileOf(context)!,
            }),
            onDone: { target: 'next', actions: { type: 'setAnalysis', params: ({ event }) => ({ text: { placeholder: false as const, text: event.output } }) } },
            onError: {
              target: 'next',
              actions: [
                emit(({ context, event }) => ({ type: 'vox.failed' as const, fileName: context.results[context.cursor]?.fileName ?? '', step: context.analysing ?? 'summary', status: statusOf(event.error) })),
                'skipResult',
              ],
            },
          },
        },
      },
    },
  },
});
