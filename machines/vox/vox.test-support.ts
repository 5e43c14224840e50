/** Test support for the voice studio's machine tests (imported by *.test.ts only). */
import { createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate';
import type { StorageScope } from '../../domain/chat';
import type { Finding } from './evidence';
import type { HeardSegment } from './transcript';
import { type AnalyseInput, type LoadedResults, type TranscribeInput, type VoxStoreCommand } from './vox-actors';
import { voxMachine } from './vox.machine';
import type { FileRefusal, VoxResult } from './vox.types';

export const audio = (name: string) => new File(['RIFF'], name, { type: 'audio/wav' });
export const alice: StorageScope = { tenant: 'corporate', userId: 'alice' };
export const bob: StorageScope = { tenant: 'corporate', userId: 'bob' };

/** A result as an earlier visit kept it. */
export const kept = (id: string, fileName = `${id}.wav`): VoxResult => ({
  id,
  fileName,
  createdAt: 1_700_000_000_000,
  placeholder: false,
  speakers: [{ id: 'speaker-1', name: 'Agent' }],
  segments: [{ id: 'segment-1', start: 0, end: 2.5, text: `Kept ${id}`, speakerId: 'speaker-1' }],
  summary: null,
  evaluation: null,
});

/** What the mock's effect gives in the interface's language (the wiring's; here a stand-in). */
/** When the scenarios' transcripts are heard (ms since the epoch): the results' `createdAt`. */
export const heardAt = 1_700_000_500_000;

const placeholderPassages = (fileName: string): HeardSegment[] => [
  { start: 0, end: 4, text: `Placeholder of ${fileName}.`, speaker: 'Speaker 1' },
  { start: 4, end: 9.5, text: 'A second passage.', speaker: 'Speaker 1' },
];

/** The machine with effects the scenario decides; `real` says what GET /v1/capabilities answers, `stored` what each scope has kept. */
export async function start({ real = false, refuse = [] as FileRefusal[], scope = alice as StorageScope | null, stored = {} as Record<string, LoadedResults>, heard = null as HeardSegment[] | null } = {}) {
  const clock = new SimulatedClock();
  const transcribed: TranscribeInput[] = [];
  const analysed: AnalyseInput[] = [];
  const store: VoxStoreCommand[] = [];
  const loaded: Array<StorageScope | null> = [];
  const logic = voxMachine.provide({
    actors: {
      loadCapabilities: fromPromise(async () => ({ transcription: real })),
      loadResults: fromPromise(async ({ input }: { input: { scope: StorageScope | null } }) => {
        loaded.push(input.scope);
        return stored[input.scope?.userId ?? ''] ?? { results: [], unreadable: 0 };
      }),
      storeResults: fromCallback<VoxStoreCommand>(({ receive }) => receive((command) => store.push(command))),
      checkFiles: fromPromise(async ({ input }: { input: { files: File[] } }) => ({ accepted: input.files, refusals: refuse })),
      placeholderTranscript: fromPromise(async ({ input }: { input: { fileName: string } }) => ({ segments: placeholderPassages(input.fileName), heardAt })),
      transcribe: fromPromise(async ({ input }: { input: TranscribeInput }) => {
        transcribed.push(input);
        if (input.file.name.startsWith('broken')) throw Object.assign(new Error('no'), { status: 502 });
        return { segments: heard ?? [{ start: 0, end: 3, text: `Call me at +49 30 1234567 (${input.file.name})`, speaker: 'Speaker 1' }], heardAt };
      }),
      summarise: fromPromise(async ({ input }: { input: AnalyseInput }) => {
        analysed.push(input);
        return `summary of ${input.transcript}`;
      }),
      evaluate: fromPromise(async ({ input }: { input: AnalyseInput }): Promise<Finding[]> => {
        analysed.push(input);
        return [{ aspect: 'sentiments', text: 'calm', quotes: [{ text: 'call me at [phone]', time: 0 }] }];
      }),
    },
  });
  const actor = createActor(logic, { input: { scope }, clock });
  const emitted: unknown[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  await settle();
  await settle();
  const add = async (...files: File[]) => {
    actor.send({ type: 'vox.add', files });
    await settle();
  };
  /** The mock's 3 s for one file, and its placeholder passages (written out, not read from mockStepMs: tools.md §4). */
  const mockFile = async () => {
    clock.increment(3_000);
    await settle();
  };
  return { actor, clock, transcribed, analysed, emitted, store, loaded, add, settle, mockFile, state: () => actor.getSnapshot(), result: (index = 0) => actor.getSnapshot().context.results[index]! };
}
