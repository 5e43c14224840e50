import { checkVoiceFile, maxVoiceBytes, maxVoiceMegabytes } from '../../../domain/voice-media';
import { readBody } from '../http/body';
import { HttpError, sendJson } from '../http/errors';
import type { RequestContext } from '../http/route';
import type { SttConfig } from './vox-settings';

/** Languages the studio offers (issue 15); empty: the model detects it. */
export const transcriptionLanguages = ['de', 'en', 'fr', 'es', 'it', 'tr', 'pl'] as const;

export const notConfigured = () => new HttpError(503, 'Transcription is not configured on this server.');

function fileNameOf(raw: string | null): string {
  const name = (raw ?? '').split(/[\\/]/).pop()?.replace(/[\u0000-\u001f\u007f]/g, '').trim() ?? '';
  return name.slice(0, 200) || 'recording';
}

/** The audio to an OpenAI-compatible `POST /audio/transcriptions`; its text, or 502. */
async function transcribe(config: SttConfig, audio: Buffer, fileName: string, type: string, language: string, signal: AbortSignal) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(audio)], { type }), fileName);
  form.append('model', config.model);
  form.append('response_format', 'json');
  if (language) form.append('language', language);
  let response: Response;
  try {
    response = await fetch(`${config.baseUrl.replace(/\/+$/, '')}/audio/transcriptions`, {
      method: 'POST',
      headers: config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {},
      body: form,
      signal,
    });
  } catch (error) {
    if (error instanceof Error && error.name === 'AbortError') throw error;
    throw new HttpError(502, 'The transcription service could not be reached.');
  }
  if (!response.ok) throw new HttpError(502, `The transcription service answered with status ${response.status}.`);
  const body = (await response.json().catch(() => ({}))) as { text?: unknown };
  if (typeof body.text !== 'string') throw new HttpError(502, 'The transcription service sent no text.');
  return body.text;
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
    sendJson(res, 200, { text: await transcribe(stt, audio, fileName, type, language, gone.signal) });
  };
}
