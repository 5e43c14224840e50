import { fromCallback, fromPromise, setup } from 'xstate';
import type { StorageScope } from '../../domain/chat';
import type { ToolInput } from '../studio/tool-protocol';
import type { Finding } from './evidence';
import type { HeardSegment } from './transcript';
import type { TranscriptLanguage, VoiceProfile } from './vox-profile';
import type { AnalysisKind, FileRefusal, VoxContext, VoxEmitted, VoxEvent, VoxResult } from './vox.types';

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

/** What the results' storage (the `storeResults` actor) is told: every change of a result, as it happens. */
export type VoxStoreCommand = { type: 'save'; scope: StorageScope; result: VoxResult } | { type: 'delete'; scope: StorageScope; id: string };

/** The kept results of a scope, as `loadResults` finds them. */
export interface LoadedResults {
  results: VoxResult[];
  /** Records that could not be read (set aside, not shown). */
  unreadable: number;
}

/** tools.md §9: the mock takes 3 s per file and per step. */
export const mockStepMs = 3000;

/** The HTTP status a failed call carries (null: it got no answer). */
export const statusOf = (error: unknown) => (typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number' ? error.status : null);

/**
 * The voice studio's types and effects, each a slot the wiring fills: the setup its parts build on
 * (the kept results, transcribing, analysing), each adding its own actions and guards.
 */
export const voxActors = setup({
  types: {
    tags: {} as 'busy' | 'ready',
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
    real: ({ context }) => context.real,
  },
});
