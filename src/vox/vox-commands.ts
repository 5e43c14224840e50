import type { ActorRefFrom } from 'xstate';
import type { TranscriptLanguage } from '../../machines/vox/vox-profile';
import type { voxMachine } from '../../machines/vox/vox.machine';
import { exportFileName, exportTypes, toPlainText, toSrt, toWebVtt, type ExportFormat } from './transcript-export';

export interface VoxCommandDeps {
  actor: Pick<ActorRefFrom<typeof voxMachine>, 'send' | 'getSnapshot'>;
  /** A speaker's default name in the interface's language (“Speaker 2”). */
  speakerName: (n: number) => string;
  /** Offers a file for download. */
  save: (fileName: string, file: Blob) => void;
  /** An export could not be made (the Word code did not load, say). */
  exportFailed: (fileName: string, error: unknown) => void;
}

/** The one object Vox Studio's views write through (as every tool's views do: they never send themselves). */
export function voxCommands({ actor, speakerName, save, exportFailed }: VoxCommandDeps) {
  const resultOf = (id: string) => actor.getSnapshot().context.results.find((result) => result.id === id);
  return {
    /** Checked before they are listed; the refused ones get a toast (tools.md §4). */
    addFiles: (files: File[]) => actor.send({ type: 'vox.add', files }),
    removeFile: (id: string) => actor.send({ type: 'vox.remove', id }),
    /** '' : the language is recognised. */
    setLanguage: (language: TranscriptLanguage) => actor.send({ type: 'vox.language', language }),
    setProfile: (profileId: string | null) => actor.send({ type: 'vox.profile', profileId }),
    transcribe: () => actor.send({ type: 'vox.transcribe' }),
    summarize: () => actor.send({ type: 'vox.summarize' }),
    evaluate: () => actor.send({ type: 'vox.evaluate' }),
    /** A result's own Summarize and Evaluate (a kept result's too). */
    summarizeResult: (id: string) => actor.send({ type: 'vox.summarize', ids: [id] }),
    evaluateResult: (id: string) => actor.send({ type: 'vox.evaluate', ids: [id] }),
    /** Real transcripts have errors: the user corrects each passage before the analysis. */
    editSegment: (resultId: string, segmentId: string, text: string) => actor.send({ type: 'vox.editSegment', resultId, segmentId, text }),
    assignSpeaker: (resultId: string, segmentId: string, speakerId: string) => actor.send({ type: 'vox.assignSpeaker', resultId, segmentId, speakerId }),
    /** A speaker not heard yet, for this passage: “Speaker N” numbered after the file's speakers (a name taken counts on). */
    newSpeaker: (resultId: string, segmentId: string) => {
      const speakers = resultOf(resultId)?.speakers ?? [];
      const taken = new Set(speakers.map((speaker) => speaker.name));
      let n = speakers.length + 1;
      while (taken.has(speakerName(n))) n += 1;
      actor.send({ type: 'vox.newSpeaker', resultId, segmentId, name: speakerName(n) });
    },
    /** Once for the whole file: every passage of the speaker shows the new name. */
    renameSpeaker: (resultId: string, speakerId: string, name: string) => actor.send({ type: 'vox.renameSpeaker', resultId, speakerId, name }),
    maskPersonalData: (id: string) => actor.send({ type: 'vox.mask', id }),
    deleteResult: (id: string) => actor.send({ type: 'vox.delete', id }),
    dismissNotice: () => actor.send({ type: 'vox.dismissNotice' }),
    /** The transcript as the user sees it (edits, speakers' names, every time) as a file; Word's code loads only now. */
    exportTranscript: async (id: string, format: ExportFormat) => {
      const result = resultOf(id);
      if (!result) return;
      const fileName = exportFileName(result.fileName, format);
      try {
        const text = format === 'srt' ? toSrt(result) : format === 'vtt' ? toWebVtt(result) : format === 'txt' ? toPlainText(result.fileName, result) : null;
        const content = text ?? (await (await import('./transcript-docx')).transcriptDocx(result.fileName, result));
        save(fileName, new Blob([content], { type: text === null ? exportTypes[format] : `${exportTypes[format]};charset=utf-8` }));
      } catch (error) {
        exportFailed(fileName, error);
      }
    },
  };
}

export type VoxCommands = ReturnType<typeof voxCommands>;
