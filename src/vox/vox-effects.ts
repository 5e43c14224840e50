import { fromPromise } from 'xstate';
import { checkVoiceFile } from '../../domain/voice-media';
import type { Finding } from '../../machines/vox/evidence';
import type { AnalyseInput, Heard, TranscribeInput } from '../../machines/vox/vox-actors';
import { evaluationAspects } from '../../machines/vox/vox-profile';
import type { FileRefusal } from '../../machines/vox/vox.types';
import type { MainClient } from '../api/main-client';
import { dataOf } from '../api/studio-client';

/** The first bytes say what a file is (checked by its bytes as well as its name). */
async function headOf(file: File): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, 16).arrayBuffer());
}

/** tools.md §5: type by name and declared type, size, then the bytes; each refusal names the file. */
export const checkFilesActor = fromPromise<{ accepted: File[]; refusals: FileRefusal[] }, { files: File[] }>(async ({ input }) => {
  const accepted: File[] = [];
  const refusals: FileRefusal[] = [];
  for (const file of input.files) {
    const check = checkVoiceFile(file.name, file.type, file.size, await headOf(file));
    if ('accepted' in check) accepted.push(file);
    else refusals.push({ name: file.name, reason: check.refused });
  }
  return { accepted, refusals };
});

/** What the effects say in the interface's language. */
export interface VoxTexts {
  /** The name of a speaker the service did not label (“Speaker 1”). */
  speaker: (n: number) => string;
  /** The mock's passages for a file. */
  placeholderPassages: (fileName: string) => string[];
}

/** The mock's transcript: its passages, one after the other, each as long as its words take to say (about 2.5 a second). */
export function placeholderTranscriptActor(texts: VoxTexts) {
  return fromPromise<Heard, { fileName: string }>(async ({ input }) => {
    let start = 0;
    const segments = texts.placeholderPassages(input.fileName).map((text) => {
      const end = Math.round((start + Math.max(2, text.split(/\s+/).length / 2.5)) * 10) / 10;
      const passage = { start, end, text, speaker: texts.speaker(1) };
      start = end;
      return passage;
    });
    return { segments, heardAt: Date.now() };
  });
}

/** The real path's calls (only made when GET /v1/capabilities says transcription is there). */
export function voxBackend(api: MainClient, texts: VoxTexts) {
  const analysis = (text: string, instruction: string, evidence: boolean, signal: AbortSignal) =>
    dataOf(api.POST('/v1/voice/analysis', { body: { text, instruction, ...(evidence ? { evidence } : {}) }, signal }));
  return {
    loadCapabilities: fromPromise<{ transcription: boolean }>(async ({ signal }) => dataOf(api.GET('/v1/capabilities', { signal }))),
    /** The service's passages; a speaker it does not label is “Speaker 1”; an answer without passages is one passage. */
    transcribe: fromPromise<Heard, TranscribeInput>(async ({ input, signal }) => {
      const { file, language } = input;
      // The bytes themselves (at most 10 MB): a File handed to a Request is not read by every fetch.
      const bytes = new Uint8Array(await file.arrayBuffer());
      const answer = await dataOf(
        api.POST('/v1/transcriptions', {
          params: { query: { name: file.name, ...(language ? { language } : {}) } },
          body: file,
          // openapi-fetch would JSON-encode anything else.
          bodySerializer: () => bytes,
          headers: { 'Content-Type': file.type || 'application/octet-stream' },
          signal,
        }),
      );
      const segments = answer.segments.length > 0 ? answer.segments : [{ start: 0, end: 0, text: answer.text }];
      return { segments: segments.map(({ start, end, text, speaker }) => ({ start, end, text, speaker: speaker?.trim() || texts.speaker(1) })), heardAt: Date.now() };
    }),
    summarise: fromPromise<string, AnalyseInput>(async ({ input, signal }) => (await analysis(input.transcript, input.profile.prompts.summarization, false, signal)).text),
    /** One answer per aspect of the profile, under its name, each with the quotes it rests on. */
    evaluate: fromPromise<Finding[], AnalyseInput>(async ({ input, signal }) => {
      const findings: Finding[] = [];
      for (const { aspect, prompt } of evaluationAspects(input.profile)) {
        const answer = await analysis(input.transcript, prompt, true, signal);
        findings.push({ aspect, text: answer.text, quotes: (answer.quotes ?? []).map((quote) => ({ text: quote.text, time: quote.time ?? null })) });
      }
      return findings;
    }),
  };
}
