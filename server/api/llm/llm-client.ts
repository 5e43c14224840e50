import type { ChatCompletionChunk } from 'openai/resources/chat/completions';
import { HttpError } from '../http/errors';
import { callDeadline, CallCapReached } from './call-caps';
import { callLimits, modelClient, modelFailure, modelKinds, type ModelEndpoint } from './model-endpoint';
import { countModelCall, modelCallHeaders } from '../ops/request-context';
import { bookChatCall, endOf, type ChatBooking } from '../usage/chat-booking';

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
async function* answerText(first: ChatCompletionChunk, rest: AsyncIterator<ChatCompletionChunk>, signal: AbortSignal, deadline: Deadline, maxTokens: number, booking: ChatBooking): AsyncGenerator<string> {
  let finish: string | undefined;
  let ended = false;
  let failure: unknown = null;
  try {
    try {
      for (let chunk: ChatCompletionChunk | undefined = first; chunk; ) {
        // A provider that reports usage does so in a last chunk without a choice.
        if (chunk.usage) {
          countModelCall(booking.config.model, chunk.usage);
          booking.reported = chunk.usage;
        }
        const choice = chunk.choices?.[0];
        const content: unknown = choice?.delta?.content;
        if (typeof content === 'string' && content) {
          booking.output += content;
          yield content;
        }
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
  } catch (error) {
    failure = error;
    throw error;
  } finally {
    // Booked however it ended, a kept answer nobody follows included; a loop left early is the user stopping it.
    await bookChatCall(booking, ended || failure ? endOf(failure, signal) : 'stopped');
  }
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
  { temperature, promptRef, component }: { temperature?: number; promptRef?: string; component?: string } = {},
): Promise<AsyncGenerator<string>> {
  const limits = callLimits(config, modelKinds.chat);
  const deadline = callDeadline(signal, limits.maxResponseMs);
  const booking: ChatBooking = { config, messages, output: '', promptRef, component };
  let first: IteratorResult<ChatCompletionChunk>;
  let chunks: AsyncIterator<ChatCompletionChunk>;
  countModelCall(config.model);
  try {
    // The usage in a last chunk, where the endpoint accepts the option (LLM_STREAM_USAGE); counted otherwise.
    const streamOptions = config.streamUsage === false ? {} : { stream_options: { include_usage: true } };
    const stream = await client(config).chat.completions.create(
      { model: config.model, messages, stream: true, temperature, ...streamOptions, ...tokenLimit(config) },
      { signal: deadline.signal, headers: modelCallHeaders() },
    );
    chunks = stream[Symbol.asyncIterator]();
    first = await chunks.next();
  } catch (error) {
    await bookChatCall(booking, endOf(error, signal), { failedBeforeAnswer: true });
    throw modelFailure(deadline.reached() ? deadline.error() : error, service);
  }
  if (first.done) {
    await bookChatCall(booking, endOf(null, signal, 'failed'), { failedBeforeAnswer: true });
    if (deadline.reached()) throw modelFailure(deadline.error(), service);
    signal.throwIfAborted();
    throw new HttpError(502, `The ${service} answered without an event stream.`);
  }
  return answerText(first.value, chunks, signal, deadline, limits.maxTokens ?? 0, booking);
}

/** One whole (non-streamed) completion's text, at most `maxTokens` long. */
export async function complete(config: LlmConfig, messages: LlmMessage[], maxTokens: number, signal: AbortSignal) {
  const deadline = callDeadline(signal, callLimits(config, modelKinds.chat).maxResponseMs);
  const booking: ChatBooking = { config, messages, output: '' };
  let answer: unknown;
  countModelCall(config.model);
  try {
    answer = await client(config).chat.completions.create({ model: config.model, messages, stream: false, ...tokenLimit(config, maxTokens) }, { signal: deadline.signal, headers: modelCallHeaders() });
  } catch (error) {
    await bookChatCall(booking, endOf(error, signal), { failedBeforeAnswer: true });
    throw modelFailure(deadline.reached() ? deadline.error() : error, service);
  }
  // A body that is not JSON (an HTML error page with 200) comes back from the package as its text.
  const content: unknown = typeof answer === 'object' && answer && 'choices' in answer && Array.isArray(answer.choices) ? answer.choices[0]?.message?.content : undefined;
  if (typeof answer === 'object' && answer && 'usage' in answer) {
    booking.reported = answer.usage as ChatBooking['reported'];
    countModelCall(config.model, booking.reported);
  }
  booking.output = typeof content === 'string' ? content : '';
  await bookChatCall(booking, typeof content === 'string' ? 'complete' : 'failed');
  if (typeof content !== 'string') throw new HttpError(502, `The ${service} sent no answer.`);
  return content;
}
