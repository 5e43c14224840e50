import type { StorageScope } from '../../domain/chat';
import type { ToolEvent } from '../studio/tool-protocol';
import type { Evaluation } from './evidence';
import type { Transcript } from './transcript';
import type { TranscriptLanguage, VoiceProfile } from './vox-profile';

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

export interface VoxContext {
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
