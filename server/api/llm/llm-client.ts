import { HttpError } from '../http/errors';
import { sseData } from './sse';

/** An OpenAI-compatible chat-completions endpoint (`LLM_BASE_URL`, `LLM_API_KEY`, `LLM_MODEL`). */
export interface LlmConfig {
  baseUrl: string;
  apiKey?: string;
  model: string;
}

export interface LlmMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

interface CompletionChunk {
  choices?: Array<{ delta?: { content?: unknown }; message?: { content?: unknown }; finish_reason?: unknown }>;
  error?: { message?: unknown };
}

function post(config: LlmConfig, body: object, signal: AbortSignal) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (config.apiKey) headers.authorization = `Bearer ${config.apiKey}`;
  return fetch(`${config.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ model: config.model, ...body }),
    signal,
  });
}

async function checked(response: Promise<Response>): Promise<Response> {
  let answer: Response;
  try {
    answer = await response;
  } catch (error) {
    if (error instanceof Error && error.name === 'AbortError') throw error;
    throw new HttpError(502, 'The language model could not be reached.');
  }
  if (answer.status === 429) throw new HttpError(429, 'Too many requests. Please try again later.', { 'retry-after': '30' });
  if (!answer.ok || !answer.body) throw new HttpError(502, `The language model answered with status ${answer.status}.`);
  return answer;
}

async function* deltas(body: AsyncIterable<Uint8Array>): AsyncGenerator<string> {
  let finished = false;
  for await (const data of sseData(body)) {
    if (data.trim() === '[DONE]') return;
    const chunk = JSON.parse(data) as CompletionChunk;
    if (chunk.error) throw new Error(typeof chunk.error.message === 'string' ? chunk.error.message : 'upstream error');
    const choice = chunk.choices?.[0];
    if (typeof choice?.delta?.content === 'string' && choice.delta.content) yield choice.delta.content;
    if (choice?.finish_reason) finished = true;
  }
  if (!finished) throw new Error('the answer was cut off');
}

/**
 * Starts a streamed completion. Failures before the first byte are HttpErrors (429, 502) the
 * caller can still answer with; the returned pieces throw when the stream breaks later.
 */
export async function openCompletionStream(
  config: LlmConfig,
  messages: LlmMessage[],
  signal: AbortSignal,
  sampling: { temperature?: number } = {},
) {
  const response = await checked(post(config, { messages, stream: true, ...sampling }, signal));
  return deltas(chunksOf(response.body));
}

/** The body's bytes through a reader, so it reads the same under Node's and the DOM's stream types. */
async function* chunksOf(body: ReadableStream<Uint8Array> | null): AsyncIterable<Uint8Array> {
  if (!body) return;
  const reader = body.getReader();
  let finished = false;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) {
        finished = true;
        return;
      }
      yield value;
    }
  } finally {
    // Left early (cancelled, or the answer broke off): stop the upstream request too.
    if (!finished) await reader.cancel().catch(() => undefined);
  }
}

/** One whole (non-streamed) completion's text. */
export async function complete(config: LlmConfig, messages: LlmMessage[], maxTokens: number, signal: AbortSignal) {
  const response = await checked(post(config, { messages, stream: false, max_tokens: maxTokens }, signal));
  const body = (await response.json()) as CompletionChunk;
  const content = body.choices?.[0]?.message?.content;
  if (typeof content !== 'string') throw new HttpError(502, 'The language model sent no answer.');
  return content;
}
