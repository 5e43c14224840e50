import { readBody } from '../http/body';
import { HttpError, sendJson } from '../http/errors';
import type { RequestContext } from '../http/route';
import { complete, type LlmConfig } from '../llm/llm-client';
import { clampChatName, nameFromTranscript } from '../../../domain/chat-name';

const maxBodyBytes = 4 * 1024 * 1024;
/** The start of a chat says what it is about; the model needs no more than this. */
const transcriptForModel = 8_000;

const instruction =
  'Give this conversation a short title of at most six words, in the language of the conversation. ' +
  'Reply with the title only, without quotes.';

async function modelName(llm: LlmConfig, transcript: string, signal: AbortSignal): Promise<string> {
  try {
    const title = await complete(
      llm,
      [
        { role: 'system', content: instruction },
        { role: 'user', content: transcript.slice(0, transcriptForModel) },
      ],
      24,
      signal,
    );
    return clampChatName(title);
  } catch {
    // A chat name is a convenience: without the model, the transcript still gives one.
    return '';
  }
}

/** POST /v1/summarization: a `role: text` transcript in, a JSON string of at most 60 characters out. */
export function createSummarizationHandler(llm: LlmConfig | null) {
  return async ({ req, res }: RequestContext) => {
    const transcript = (await readBody(req, maxBodyBytes, 'The transcript is too large.')).toString('utf8');
    const fallback = nameFromTranscript(transcript);
    if (!fallback) throw new HttpError(422, 'The transcript has no text to name the chat after.');
    const gone = new AbortController();
    res.on('close', () => gone.abort());
    const name = (llm && (await modelName(llm, transcript, gone.signal))) || fallback;
    sendJson(res, 200, name);
  };
}
