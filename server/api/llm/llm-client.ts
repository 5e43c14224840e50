import type { ChatCompletionChunk } from 'openai/resources/chat/completions';
import { HttpError } from '../http/errors';
import { callDeadline, CallCapReached } from './call-caps';
import { callLimits, modelClient, modelFailure, modelKinds, type ModelEndpoint } from './model-endpoint';
import { countModelCall, modelCallHeaders } from '../ops/request-context';

/**
 * The chat model (`LLM_BASE_URL`, `LLM_MODEL`, `LLM_API_KEY`, `LLM_AZURE_API_VERSION`, `LLM_TIMEOUT_MS`,
 * `LLM_MAX_RETRIES`, `LLM_MAX_RESPONSE_BYTES`, `LLM_MAX_RESPONSE_MS`, `LLM_MAX_TOKENS`, `LLM_TOKEN_LIMIT_PARAM`).
 */
export type LlmConfig = ModelEndpoint;

export interface LlmMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

const service = 'language model';
const client = (config: LlmConfig) => modelClient(config, modelKinds.chat);

/** The token limit as the endpoint wants it sent, `limit` or else the configured one. */
function tokenLimit(config: LlmConfig, limit?: number): { max_tokens?: number; max_completion_tokens?: number } {
  const { maxTokens, tokenLimitParam } = callLimits(config, modelKinds.chat);
  const tokens = limit ?? maxTokens;
  return tokens === undefined ? {} : { [tokenLimitParam]: tokens };
}

type Deadline = ReturnType<typeof callDeadline>;

/**
 * The answer's text from the chunks: only `delta.content` (a `reasoning_content` is the model
 * thinking, not the answer); chunks without a choice (a role-only start, Azure's filter results,
 * the usage at the end) carry none. Without a `finish_reason` the answer was cut off; with
 * `length` it stopped at the token limit, and a limit reached throws CallCapReached after the text.
 */
async function* answerText(first: ChatCompletionChunk, rest: AsyncIterator<ChatCompletionChunk>, signal: AbortSignal, deadline: Deadline, maxTokens: number, model: string): AsyncGenerator<string> {
  let finish: string | undefined;
  let ended = false;
  try {
    for (let chunk: ChatCompletionChunk | undefined = first; chunk; ) {
      // A provider that reports usage does so in a last chunk without a choice.
      if (chunk.usage) countModelCall(model, chunk.usage);
      const choice = chunk.choices?.[0];
      const content: unknown = choice?.delta?.content;
      if (typeof content === 'string' && content) yield content;
      if (choice?.finish_reason) finish = choice.finish_reason;
      const next = await rest.next();
      ended = next.done === true;
      chunk = next.done ? undefined : next.value;
    }
  } finally {
    // Left early (the user went): the package stops the request to the model.
    if (!ended) await rest.return?.();
  }
  // The package ends a stream its signal aborted without an error: say so here.
  if (deadline.reached()) throw deadline.error();
  signal.throwIfAborted();
  if (finish === 'length') throw new CallCapReached('tokens', maxTokens);
  if (!finish) throw new Error('the answer was cut off');
}

/**
 * Starts a streamed completion and waits for its first event. Failures until then (429, 5xx and
 * timeouts after the retries, an error event, a 200 that is no event stream) are HttpErrors the
 * caller can still answer with; the returned pieces throw when the stream breaks later, with
 * CallCapReached when the answer reached its token, size or time limit.
 */
export async function openCompletionStream(
  config: LlmConfig,
  messages: LlmMessage[],
  signal: AbortSignal,
  { temperature }: { temperature?: number } = {},
): Promise<AsyncGenerator<string>> {
  const limits = callLimits(config, modelKinds.chat);
  const deadline = callDeadline(signal, limits.maxResponseMs);
  let first: IteratorResult<ChatCompletionChunk>;
  let chunks: AsyncIterator<ChatCompletionChunk>;
  countModelCall(config.model);
  try {
    const stream = await client(config).chat.completions.create(
      { model: config.model, messages, stream: true, temperature, ...tokenLimit(config) },
      { signal: deadline.signal, headers: modelCallHeaders() },
    );
    chunks = stream[Symbol.asyncIterator]();
    first = await chunks.next();
  } catch (error) {
    throw modelFailure(deadline.reached() ? deadline.error() : error, service);
  }
  if (first.done) {
    if (deadline.reached()) throw modelFailure(deadline.error(), service);
    signal.throwIfAborted();
    throw new HttpError(502, `The ${service} answered without an event stream.`);
  }
  return answerText(first.value, chunks, signal, deadline, limits.maxTokens ?? 0, config.model);
}

/** One whole (non-streamed) completion's text, at most `maxTokens` long. */
export async function complete(config: LlmConfig, messages: LlmMessage[], maxTokens: number, signal: AbortSignal) {
  const deadline = callDeadline(signal, callLimits(config, modelKinds.chat).maxResponseMs);
  let answer: unknown;
  countModelCall(config.model);
  try {
    answer = await client(config).chat.completions.create({ model: config.model, messages, stream: false, ...tokenLimit(config, maxTokens) }, { signal: deadline.signal, headers: modelCallHeaders() });
  } catch (error) {
    throw modelFailure(deadline.reached() ? deadline.error() : error, service);
  }
  // A body that is not JSON (an HTML error page with 200) comes back from the package as its text.
  const content: unknown = typeof answer === 'object' && answer && 'choices' in answer && Array.isArray(answer.choices) ? answer.choices[0]?.message?.content : undefined;
  if (typeof answer === 'object' && answer && 'usage' in answer) countModelCall(config.model, answer.usage as { prompt_tokens?: number; completion_tokens?: number } | null);
  if (typeof content !== 'string') throw new HttpError(502, `The ${service} sent no answer.`);
  return content;
}
