import { APIError, toFile } from 'openai';
import { checkVoiceFile, maxVoiceBytes, maxVoiceMegabytes } from '../../../domain/voice-media';
import { readBody } from '../http/body';
import { HttpError, sendJson } from '../http/errors';
import type { RequestContext } from '../http/route';
import { callDeadline } from '../llm/call-caps';
import { callLimits, modelClient, modelFailure, modelKinds } from '../llm/model-endpoint';
import { transcriptOf } from './transcript-segments';
import type { SttConfig } from './vox-settings';
import { countModelCall, modelCallHeaders } from '../ops/request-context';
import { bookCall } from '../usage/usage-meter';

/** The audio's length: the service's `duration` where it says, else where its last passage ends. */
function audioSecondsOf(answer: unknown, transcript: { segments: readonly { end: number }[] } | null): number {
  const duration = typeof answer === 'object' && answer !== null ? (answer as { duration?: unknown }).duration : undefined;
  if (typeof duration === 'number' && Number.isFinite(duration) && duration >= 0) return duration;
  return Math.max(0, ...(transcript?.segments.map((segment) => segment.end) ?? []));
}

/** Languages the studio offers; empty: the model detects it. */
export const transcriptionLanguages = ['de', 'en', 'fr', 'es', 'it', 'tr', 'pl'] as const;

export const notConfigured = () => new HttpError(503, 'Transcription is not configured on this server.');

function fileNameOf(raw: string | null): string {
  const name = (raw ?? '').split(/[\\/]/).pop()?.replace(/[\u0000-\u001f\u007f]/g, '').trim() ?? '';
  return name.slice(0, 200) || 'recording';
}

/**
 * The audio to an OpenAI-compatible `POST /audio/transcriptions` (through the `openai` package); its
 * text and passages, or 502 (429 too: the contract has none here). The detailed answer is asked
 * for (`verbose_json`: the passages with their times, and speakers where the service labels them);
 * a service that refuses it with 400 (some know only `json` and `text`) is asked once more for
 * `json`, whose text is then one passage.
 */
async function transcribe(config: SttConfig, audio: Buffer, fileName: string, type: string, language: string, signal: AbortSignal) {
  let answer: unknown;
  // The whole call, the retry for `json` included, within the transcription's time limit.
  const deadline = callDeadline(signal, callLimits(config, modelKinds.transcription).maxResponseMs);
  try {
    const file = await toFile(audio, fileName, { type });
    const ask = (response_format: 'verbose_json' | 'json') => {
      countModelCall(config.model);
      return modelClient(config, modelKinds.transcription).audio.transcriptions.create(
        { file, model: config.model, response_format, ...(language ? { language } : {}) },
        { signal: deadline.signal, headers: modelCallHeaders() },
      );
    };
    answer = await ask('verbose_json').catch((error: unknown) => {
      if (error instanceof APIError && error.status === 400) return ask('json');
      throw error;
    });
  } catch (error) {
    await bookCall({ kind: 'model', model: config.model, outcome: signal.aborted ? 'stopped' : 'failed' });
    throw modelFailure(deadline.reached() ? deadline.error() : error, 'transcription service', { rateLimit: false });
  }
  // A body that is not JSON comes back from the package as its text.
  const transcript = transcriptOf(answer);
  await bookCall({ kind: 'model', model: config.model, audioSeconds: audioSecondsOf(answer, transcript), outcome: transcript ? 'complete' : 'failed' });
  if (!transcript) throw new HttpError(502, 'The transcription service sent no text.');
  return transcript;
}

/**
 * POST /v1/transcriptions?name=…&language=…: the file's bytes as the body, checked like the
 * studio checks them (type by name and bytes, 10 MB), transcribed by the configured service.
 */
export function createTranscriptionHandler(stt: SttConfig | null) {
  return async ({ req, res }: RequestContext) => {
    if (!stt) throw notConfigured();
    const url = new URL(req.url ?? '/', 'http://api.invalid');
    const fileName = fileNameOf(url.searchParams.get('name'));
    const language = url.searchParams.get('language') ?? '';
    if (language !== '' && !(transcriptionLanguages as readonly string[]).includes(language)) {
      throw new HttpError(422, `language must be empty or one of ${transcriptionLanguages.join(', ')}.`);
    }
    const type = req.headers['content-type'] ?? '';
    const audio = await readBody(req, maxVoiceBytes, `The file is too big (max ${maxVoiceMegabytes} MB).`);
    const check = checkVoiceFile(fileName, type, audio.length, audio.subarray(0, 16));
    if ('refused' in check) {
      if (check.refused === 'size') throw new HttpError(413, `The file is too big (max ${maxVoiceMegabytes} MB).`);
      throw new HttpError(415, `"${fileName}" is not an audio or video file of an accepted type.`);
    }
    const gone = new AbortController();
    res.on('close', () => gone.abort());
    sendJson(res, 200, await transcribe(stt, audio, fileName, type, language, gone.signal));
  };
}
