import { fromPromise } from 'xstate';
import { checkVoiceFile } from '../../domain/voice-media';
import type { AnalyseInput, FileRefusal, TranscribeInput } from '../../machines/vox/vox.machine';
import { evaluationAspects } from '../../machines/vox/vox-profile';
import type { MainClient } from '../api/main-client';
import { dataOf } from '../api/studio-client';

/** The first bytes say what a file is (issue 15: checked by its bytes as well as its name). */
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

/** The real path's calls (only made when GET /v1/capabilities says transcription is there). */
export function voxBackend(api: MainClient) {
  const analysis = (text: string, instruction: string, signal: AbortSignal) =>
    dataOf(api.POST('/v1/voice/analysis', { body: { text, instruction }, signal })).then((answer) => answer.text);
  return {
    loadCapabilities: fromPromise<{ transcription: boolean }>(async ({ signal }) => dataOf(api.GET('/v1/capabilities', { signal }))),
    transcribe: fromPromise<string, TranscribeInput>(async ({ input, signal }) => {
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
      return answer.text;
    }),
    /** A summary is one answer; an evaluation one per aspect of the profile, under its name. */
    analyse: fromPromise<string, AnalyseInput>(async ({ input, signal }) => {
      const { transcript, kind, profile } = input;
      if (kind === 'summary') return analysis(transcript, profile.prompts.summarization, signal);
      const parts: string[] = [];
      for (const { aspect, prompt } of evaluationAspects(profile)) parts.push(`${aspect}: ${await analysis(transcript, prompt, signal)}`);
      return parts.join('\n\n');
    }),
  };
}
