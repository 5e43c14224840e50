import { chatSentinels, isChatSentinel, type FailureSentinel } from '../../domain/chat-sentinels';
import type { ToastRequest } from './chat-toast';

/** Structurally the store's ChatMessage (machines may not import store/). */
export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

/** The body of POST /v1/chat/stream (tools.md §7). */
export interface ChatRequest {
  messages: ChatTurn[];
  /** doc_hash of each selected document. */
  documents: string[];
}

/**
 * How one answer's request ended, as the stream actor reports it. `http` is any non-2xx answer
 * (and a 200 without a body); `network` is a request that never got an answer; `unreadable` is
 * the reader's empty-stream guard or an over-long line.
 */
export type StreamEnd =
  | { status: 'complete' }
  | { status: 'incomplete'; message: string }
  | { status: 'stream-error'; error: string }
  | { status: 'unreadable'; message: string }
  | { status: 'http'; code: number; detail: string | null }
  | { status: 'network'; message: string };

/** What the stream actor sends back to the machine. It sends nothing after being stopped. */
export type StreamActorEvent = { type: 'stream.chunk'; content: string } | { type: 'stream.ended'; end: StreamEnd };

export type ChatStreamEvent =
  /** `messages` as the chat holds them, the new placeholder last. */
  | { type: 'stream.start'; sessionId: string; messages: readonly ChatTurn[]; documents: readonly string[] }
  | { type: 'stream.cancel' }
  /** `pagehide`: the page is being reloaded or closed and the request dies with it. */
  | { type: 'page.leaving' }
  | StreamActorEvent;

/**
 * What the machine tells the wiring, always for `sessionId`'s chat:
 * - `answer.finished`: the placeholder becomes `content` (complete, non-empty).
 * - `answer.incomplete`: the stream broke off (or the page left); the placeholder becomes the
 *   partial `content`, kept but not final — a warning toast says so while the page is there.
 * - `answer.failed`: the placeholder becomes `content`, an error sentinel; `partial` is what had
 *   arrived (for logs; not shown).
 * - `answer.canceled`: the user stopped it. `partial === ''` → remove the placeholder; otherwise
 *   the placeholder becomes `partial` (what the user saw stays).
 * - `session.lost`: 401. Drop the question and its placeholder (the last two messages); the API
 *   client has already told the auth actor, so no toast here.
 * - `toast`: see chat-toast.ts.
 */
export type ChatStreamEmitted =
  | { type: 'answer.finished'; sessionId: string; content: string }
  | { type: 'answer.incomplete'; sessionId: string; content: string }
  | { type: 'answer.failed'; sessionId: string; content: FailureSentinel; partial: string }
  | { type: 'answer.canceled'; sessionId: string; partial: string }
  | { type: 'session.lost'; sessionId: string }
  | ToastRequest;

/**
 * The request for a chat: without the trailing typing placeholder (tools.md §7), and without
 * stored error sentinels, which are not conversation and must not reach the model.
 */
export function chatRequest(messages: readonly ChatTurn[], documents: readonly string[]): ChatRequest {
  const last = messages.at(-1);
  const withoutPlaceholder = last?.content === chatSentinels.typing ? messages.slice(0, -1) : messages;
  return {
    messages: withoutPlaceholder.filter((m) => !(m.role === 'assistant' && isChatSentinel(m.content))).map((m) => ({ ...m })),
    documents: [...documents],
  };
}
