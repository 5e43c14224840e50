import type { BudgetState } from '../contracts/usage-api';
import type { Chat, ChatMessage } from './chat';
import { chatSentinels } from './chat-sentinels';
import { isSessionExpired } from './session-expiry';

/** How reading a streamed answer (newline-delimited JSON chunks) ended; src/api/ndjson-stream.ts reports it. */
export type StreamReadOutcome =
  /** A chunk with `done: true` arrived; the answer is final. */
  | { status: 'complete' }
  /**
   * The stream stopped without `done: true`: the answer is incomplete, not final.
   * `cut-mid-line`: the last bytes were an unterminated line that is not a chunk;
   * `cut-by-server`: a kept answer's last line says its writing server stopped before the end;
   * `capped`: the last line says the server stopped the answer at one of its limits (tokens, size, time);
   * `gone`: re-attaching, the backend no longer has the kept answer (404).
   */
  | { status: 'incomplete'; reason: 'ended-without-done' | 'cut-mid-line' | 'read-failed' | 'cut-by-server' | 'capped' | 'gone'; message: string }
  /** A chunk's `error` field was set (tools.md §8 treats it as a 429). */
  | { status: 'stream-error'; error: string }
  /** The read gave up: a line over the length limit, or the empty-stream guard. */
  | { status: 'failed'; reason: 'line-too-long' | 'empty-stream'; message: string }
  /** Our own signal stopped the read. */
  | { status: 'aborted' }
  /** A kept answer's last line says its cancel call stopped it (a Stop, perhaps in another tab). */
  | { status: 'canceled' };

/**
 * How one answer ended: its read's outcome, a request that got no stream (`http`: any non-2xx
 * status, or a 2xx without a body; `network`: no answer at all), or the answer stopped here
 * (`canceled` by the user; `left`: the page went or the session ended mid-answer; `crashed`:
 * the stream actor itself failed, a defect).
 */
export type AnswerEnd =
  | Exclude<StreamReadOutcome, { status: 'aborted' }>
  /** `budget`: a 429 a budget sent (`reason: "budget"`), not the model server's. */
  | { status: 'http'; code: number; detail: string | null; budget?: BudgetState }
  | { status: 'network'; message: string }
  | { status: 'canceled' }
  | { status: 'left' }
  | { status: 'crashed'; message: string };

/** What happens to the answer's typing placeholder. */
export type AnswerSettlement =
  /** It becomes this text: the answer, what arrived of it, or an error sentinel. */
  | { content: string }
  /** It goes (a stop before any text). */
  | { remove: 'placeholder' }
  /** It goes with its question (tools.md §8: a 401 drops the last messages). */
  | { remove: 'exchange' };

const generic = { content: chatSentinels.generic };

/**
 * tools.md §8 "Chat streaming": what an ended answer leaves in the chat, `text` being what had
 * streamed. A complete but empty answer, or a broken one with no text, is the generic error: an
 * empty bubble would explain nothing. What a broken stream had sent is kept, never passed off
 * as final (the toast says it is incomplete).
 */
export function settleAnswer(end: AnswerEnd, text: string): AnswerSettlement {
  switch (end.status) {
    case 'complete':
    case 'incomplete':
    case 'left':
      return text === '' ? generic : { content: text };
    case 'canceled':
      return text.trim() === '' ? { remove: 'placeholder' } : { content: text };
    case 'stream-error':
      return { content: chatSentinels.rateLimit };
    case 'http':
      if (isSessionExpired(end.code)) return { remove: 'exchange' };
      if (end.code === 413) return { content: chatSentinels.contextTooLong };
      // A budget's refusal is no model failure: no error bubble; the question stays to be asked again after the reset, the toast says why.
      if (end.budget) return { remove: 'placeholder' };
      if (end.code === 429) return { content: chatSentinels.rateLimit };
      return generic;
    case 'failed':
    case 'network':
    case 'crashed':
      return generic;
  }
}

/** An answer that ended complete and with text: the chat may be named from it. */
export const answeredInFull = (end: AnswerEnd, text: string) => end.status === 'complete' && text !== '';

/** A change is always newer than what it changed, so the per-chat merge across tabs keeps it. */
export const touchedAt = (timeStamp: number, now: number) => Math.max(now, timeStamp + 1);

const isPlaceholder = (message: ChatMessage | undefined) => message?.role === 'assistant' && message.content === chatSentinels.typing;

/**
 * The chat with its answer settled as `settlement` says, stamped `now`; the same object when
 * nothing changes (no placeholder waits, or nothing to drop). The one implementation the chats
 * slice and the note of a hidden tab share.
 */
export function settledChat(chat: Chat, settlement: AnswerSettlement, now: number): Chat {
  const messages = [...chat.messages];
  if ('content' in settlement || settlement.remove === 'placeholder') {
    if (!isPlaceholder(messages.at(-1))) return chat;
    messages.pop();
    if ('content' in settlement) messages.push({ role: 'assistant', content: settlement.content });
  } else {
    if (isPlaceholder(messages.at(-1))) messages.pop();
    if (messages.at(-1)?.role === 'user') messages.pop();
    if (messages.length === chat.messages.length) return chat;
  }
  return { ...chat, messages, timeStamp: touchedAt(chat.timeStamp, now) };
}
