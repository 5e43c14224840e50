import { fromCallback, fromPromise } from 'xstate';
import type { StorageScope } from '../../domain/chat';
import type { Finding } from './evidence';
import type { HeardSegment } from './transcript';
import type { TranscriptLanguage, VoiceProfile } from './vox-profile';
import type { AnalysisKind, FileRefusal, VoxResult } from './vox.types';

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

/** A file's transcript as the transcription gave it, and when (ms since the epoch): the machine reads no clock. */
export interface Heard {
  segments: HeardSegment[];
  heardAt: number;
}

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

/** The voice studio's effects, each a slot the wiring fills (src/vox/vox-tool.tsx). */
export const voxEffects = {
  loadCapabilities: fromPromise<{ transcription: boolean }>(() => Promise.reject(new Error('loadCapabilities must be provided'))),
  loadResults: fromPromise<LoadedResults, { scope: StorageScope | null }>(() => Promise.reject(new Error('loadResults must be provided'))),
  storeResults: fromCallback<VoxStoreCommand>(() => {
    throw new Error('storeResults must be provided');
  }),
  checkFiles: fromPromise<{ accepted: File[]; refusals: FileRefusal[] }, { files: File[] }>(() => Promise.reject(new Error('checkFiles must be provided'))),
  transcribe: fromPromise<Heard, TranscribeInput>(() => Promise.reject(new Error('transcribe must be provided'))),
  /** The mock's passages for a file, in the interface's language. */
  placeholderTranscript: fromPromise<Heard, { fileName: string }>(() => Promise.reject(new Error('placeholderTranscript must be provided'))),
  summarise: fromPromise<string, AnalyseInput>(() => Promise.reject(new Error('summarise must be provided'))),
  evaluate: fromPromise<Finding[], AnalyseInput>(() => Promise.reject(new Error('evaluate must be provided'))),
};
