import { log } from '../../browser/log';
import { fromCallback, fromPromise, type EventObject } from 'xstate';
import type { AnswerSource } from '../../../domain/answer-source';
import { parseBudgetState } from '../../../domain/budget-state';
import { parseContextReceipt, type ContextReceipt } from '../../../domain/context-receipt';
import { newestWithinReach } from '../../../domain/text-limit';
import { isLedgerId } from '../../../contracts/feedback-api';
import { refusingBudgetOf } from '../../budgets/budget-notices';
import type { StreamAnswerInput } from '../../../machines/conversation/chat-stream.machine';
import type { StreamActorEvent } from '../../../machines/conversation/chat-stream.types';
import { errorDetail, isApiError } from '../../api/api-error';
import type { ChatBackend } from '../../api/chat-backend';
import { readNdjsonStream, type ReadNdjsonOptions } from '../../api/ndjson-stream';

/** The reader's limits; the defaults are ndjson-stream's constants. Tests lower them. */
export type StreamLimits = Pick<ReadNdjsonOptions, 'maxLineLength' | 'emptyChunkLimit'>;


/** What a backend may hear in the stream besides the answer's text: the sources a registry component names. */
export interface StreamHearing {
  onSources(sources: AnswerSource[]): void;
}

/**
 * Where the answer comes from: the chat's backend, or anything that streams the same NDJSON (a
 * registry component, which tells the sources its lines name through `hearing`).
 */
export interface StreamingBackend {
  streamChat(request: Parameters<ChatBackend['streamChat']>[0], signal: AbortSignal | undefined, hearing: StreamHearing): ReturnType<ChatBackend['streamChat']>;
  /** A kept answer again from an offset (only a backend that keeps answers has it). */
  reattachAnswer?: ChatBackend['reattachAnswer'];
}

type StreamEnd = Extract<StreamActorEvent, { type: 'stream.ended' }>['end'];

/**
 * A request that got no streamed body: an HTTP status, or no answer at all. A kept answer the
 * backend no longer has (404 on re-attaching) is incomplete: the text already shown stays.
 */
function requestFailure(error: unknown, reattaching: boolean): StreamEnd {
  if (reattaching && isApiError(error) && error.status === 404) return { status: 'incomplete', reason: 'gone', message: errorDetail(error) ?? 'the answer is no longer kept' };
  if (isApiError(error)) {
    // A budget's refusal says which budget: the studio tells it apart from the model server's own 429.
    const budget = refusingBudgetOf(error);
    return { status: 'http', code: error.status, detail: errorDetail(error), ...(budget ? { budget } : {}) };
  }
  return { status: 'network', message: error instanceof Error ? error.message : String(error) };
}

/** The request for the answer: asking (with a kept answer's ids), or re-attaching from an offset. */
function openAnswer(backend: StreamingBackend, { request: asked, kept }: StreamAnswerInput, signal: AbortSignal, hearing: StreamHearing) {
  const request = { ...asked, messages: newestWithinReach(asked.messages) };
  if (!kept) return backend.streamChat(request, signal, hearing);
  if (kept.from === undefined) return backend.streamChat({ ...request, answerId: kept.answerId, sessionId: kept.sessionId }, signal, hearing);
  if (!backend.reattachAnswer) throw new Error('this backend cannot re-attach to an answer');
  return backend.reattachAnswer(kept.answerId, kept.from, signal);
}

/**
 * The server counts the oldest messages it left out of what it got; those the studio did not send
 * (`newestWithinReach`) were left out too, so the receipt counts both.
 */
function withStudioLeftOut(receipt: ContextReceipt, { request }: StreamAnswerInput): ContextReceipt {
  const notSent = request.messages.length - newestWithinReach(request.messages).length;
  if (notSent === 0) return receipt;
  return { ...receipt, earlierMessages: (receipt.earlierMessages ?? 0) + notSent };
}

async function streamAnswer(
  backend: StreamingBackend,
  input: StreamAnswerInput,
  signal: AbortSignal,
  limits: StreamLimits,
  send: (event: StreamActorEvent) => void,
): Promise<void> {
  let body: ReadableStream<Uint8Array>;
  try {
    const onSources = (sources: AnswerSource[]) => {
      if (!signal.aborted) send({ type: 'stream.sources', sources });
    };
    body = await openAnswer(backend, input, signal, { onSources });
  } catch (error) {
    if (!signal.aborted) send({ type: 'stream.ended', end: requestFailure(error, input.kept?.from !== undefined) });
    return;
  }
  const outcome = await readNdjsonStream(body, {
    ...limits,
    signal,
    onEvent: (event) => {
      if (event.type === 'content') send({ type: 'stream.chunk', content: event.content });
      else if (event.type === 'receipt') {
        const receipt = parseContextReceipt(event.receipt);
        if (receipt) send({ type: 'stream.receipt', receipt: withStudioLeftOut(receipt, input) });
        else log.warn('chat stream: a context receipt that is not one was skipped');
      } else if (event.type === 'budgetWarning') {
        const budget = parseBudgetState(event.budget);
        if (budget) send({ type: 'stream.budgetWarning', budget });
        else log.warn('chat stream: a budget warning that is not one was skipped');
      } else if (event.type === 'ledgerId') {
        if (isLedgerId(event.ledgerId)) send({ type: 'stream.ledgerId', ledgerId: event.ledgerId });
        else log.warn('chat stream: a ledger id that is not one was skipped');
      }
      // Skipped by the reader; worth a trace when a backend starts sending garbage.
      else log.warn(`chat stream: line ${event.lineNumber} skipped (${event.message}): ${event.line}`);
    },
  });
  // Only our cleanup aborts the read, and by then the machine has moved on.
  if (outcome.status !== 'aborted') send({ type: 'stream.ended', end: outcome });
}

/**
 * The chat-stream machine's `streamAnswer` actor: POST /v1/chat/stream through `backend`, read
 * with `readNdjsonStream`, reported as `stream.chunk`, `stream.receipt` when the backend tells
 * what the answer read, and one `stream.ended` carrying the read's
 * outcome as it is. Stopping the actor (cancel, or the machine going away) aborts the request and
 * the read.
 */
export function chatStreamActor(backend: StreamingBackend, limits: StreamLimits = {}) {
  return fromCallback<EventObject, StreamAnswerInput>(({ input, sendBack }) => {
    const controller = new AbortController();
    const send = (event: StreamActorEvent) => sendBack(event);
    streamAnswer(backend, input, controller.signal, limits, send).catch((error: unknown) => {
      // Only a defect gets here (readNdjsonStream resolves unless onEvent throws).
      if (!controller.signal.aborted) send({ type: 'stream.ended', end: { status: 'crashed', message: String(error) } });
    });
    return () => controller.abort();
  });
}

/** The chat-stream machine's `cancelAnswer` actor: Stop for a kept answer. A failure is only logged: the answer has ended here already. */
export function cancelAnswerActor(backend: Pick<ChatBackend, 'cancelAnswer'>) {
  return fromPromise<void, { answerId: string }>(async ({ input }) => {
    try {
      await backend.cancelAnswer(input.answerId);
    } catch (error) {
      log.warn(`chat stream: the cancel call for answer ${input.answerId} failed: ${String(error)}`);
    }
  });
}
