import type { AnswerEnd } from '../../domain/answer-end';
import type { AnswerSource } from '../../domain/answer-source';
import type { ChatMessage } from '../../domain/chat';
import type { BudgetState } from '../../contracts/usage-api';
import type { ContextReceipt } from '../../domain/context-receipt';
import { chatSentinels, isChatSentinel } from '../../domain/chat-sentinels';
import type { ChatStreamRequest } from '../../contracts/main-api';

/**
 * The body of POST /v1/chat/stream (tools.md §7), and of a registry component's stream: the
 * conversation and the doc_hash of each selected document. A kept answer's ids go beside it.
 */
export type ChatRequest = Pick<ChatStreamRequest, 'messages' | 'documents'>;

/** What the stream actor sends back to the machine. It sends nothing after being stopped. */
export type StreamActorEvent =
  | { type: 'stream.chunk'; content: string }
  /** The passages the answer draws on, as the stream named them so far (a registry component's answer). */
  | { type: 'stream.sources'; sources: AnswerSource[] }
  /** What the answer was given to read, when the backend tells (the reference API's first line). */
  | { type: 'stream.receipt'; receipt: ContextReceipt }
  /** A budget of the caller is at 80 % or more with this answer (its last line said so). */
  | { type: 'stream.budgetWarning'; budget: BudgetState }
  /** The answer's row in the usage ledger (its last line named it): what a vote on it names. */
  | { type: 'stream.ledgerId'; ledgerId: string }
  /**
   * The request got no stream (`http`, `network`), its read ended (never `aborted`: only our
   * cleanup aborts), or the actor failed (`crashed`).
   */
  | { type: 'stream.ended'; end: Exclude<AnswerEnd, { status: 'left' }> };

export type ChatStreamEvent =
  /** `messages` as the chat holds them, the new placeholder last. */
  /** With `answerId` (a backend with `resumableAnswers`), the backend keeps the answer: a reload does not stop it. */
  | { type: 'stream.start'; sessionId: string; messages: readonly ChatMessage[]; documents: readonly string[]; answerId?: string }
  /** A kept answer an earlier page left, or another tab streams: read on from the `text` already shown. */
  | { type: 'stream.reattach'; sessionId: string; answerId: string; text: string }
  /** Stop: for a kept answer also the backend's cancel call, since closing the request no longer stops it. */
  | { type: 'stream.cancel' }
  /** The page is going (reload, close) or the session ends: what arrived is kept, and the request stops. */
  | { type: 'page.leaving' }
  | StreamActorEvent;

/**
 * What the machine tells the wiring, once per answer: it ended, how, with what text and with the
 * sources the stream last named (none from the general chat's backend) and the context receipt,
 * when the backend sent one.
 * What that means for the chat is `settleAnswer` (domain/answer-end.ts); how it is shown, a
 * view-side table.
 */
export type ChatStreamEmitted = {
  type: 'answer.ended';
  sessionId: string;
  text: string;
  end: AnswerEnd;
  sources: AnswerSource[];
  receipt?: ContextReceipt;
  /** The budget at 80 % or more the answer's last line named, if any. */
  budgetWarning?: BudgetState;
  /** The answer's ledger row, when its last line named one. */
  ledgerId?: string;
  /** A kept answer's id: after `left`, the backend goes on writing it and a later page re-attaches. */
  answerId?: string;
};

/**
 * The request for a chat: without the trailing typing placeholder (tools.md §7), and without
 * stored error sentinels, which are not conversation and must not reach the model.
 */
export function chatRequest(messages: readonly ChatMessage[], documents: readonly string[]): ChatRequest {
  const last = messages.at(-1);
  const withoutPlaceholder = last?.content === chatSentinels.typing ? messages.slice(0, -1) : messages;
  return {
    messages: withoutPlaceholder.filter((m) => !(m.role === 'assistant' && isChatSentinel(m.content))).map(({ role, content }) => ({ role, content })),
    documents: [...documents],
  };
}
