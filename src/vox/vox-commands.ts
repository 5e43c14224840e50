import type { ActorRefFrom } from 'xstate';
import type { TranscriptLanguage } from '../../machines/vox/vox-profile';
import type { voxMachine } from '../../machines/vox/vox.machine';

export interface VoxCommandDeps {
  actor: Pick<ActorRefFrom<typeof voxMachine>, 'send'>;
}

/** The one object Vox Studio's views write through (as every tool's views do: they never send themselves). */
export function voxCommands({ actor }: VoxCommandDeps) {
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
    /** Real transcripts have errors: the user corrects them before the analysis. */
    editTranscript: (id: string, text: string) => actor.send({ type: 'vox.editTranscript', id, text }),
    maskPersonalData: (id: string) => actor.send({ type: 'vox.mask', id }),
  };
}

export type VoxCommands = ReturnType<typeof voxCommands>;
