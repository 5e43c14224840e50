import { assign, emit, enqueueActions, fromCallback, fromPromise, setup, type EventObject, type SnapshotFrom } from 'xstate';
import type { AnswerEnd } from '../../domain/answer-end';
import type { AnswerSource } from '../../domain/answer-source';
import type { BudgetState } from '../../contracts/usage-api';
import type { ContextReceipt } from '../../domain/context-receipt';
import { chatRequest, type ChatRequest, type ChatStreamEmitted, type ChatStreamEvent } from './chat-stream.types';

type StartEvent = Extract<ChatStreamEvent, { type: 'stream.start' }>;
type ReattachEvent = Extract<ChatStreamEvent, { type: 'stream.reattach' }>;

/** What the stream actor gets: the request to send. It answers with StreamActorEvents. */
export interface StreamAnswerInput {
  request: ChatRequest;
  /** A kept answer: sent with the request, or, with `from`, read again from that offset instead of asking. */
  kept?: { answerId: string; sessionId: string; from?: number };
}

interface ChatStreamContext {
  /** The chat being answered; '' while idle. */
  sessionId: string;
  request: ChatRequest;
  /** The answer so far. It lives here, not in the store, until the answer settles (no write per chunk). */
  text: string;
  /** The sources the stream last named; they go with the answer when it ends. */
  sources: AnswerSource[];
  /** What the answer was given to read, when the backend told; it goes with the answer too. */
  receipt?: ContextReceipt;
  /** The budget at 80 % or more, when the last line named one; it goes with the answer too. */
  budgetWarning?: BudgetState;
  /** The answer's ledger row, when its last line named one; it goes with the answer too. */
  ledgerId?: string;
  /** A kept answer's id; '' when the backend does not keep answers. */
  answerId: string;
  /** Re-attaching: the text the answer had when it was picked up again. */
  from: number | null;
  /** A kept answer's reads again since its text last grew (its connection broke). */
  reconnects: number;
}

/**
 * A kept answer whose connection breaks (the network drops, the stream is cut) is read again from
 * where it broke, after these pauses; when the last one fails too, it ends as it broke.
 */
export const reconnectDelaysMs = [1_000, 2_000, 4_000, 8_000, 15_000] as const;

/** How a broken read ended that another read may mend: not an answer the backend ended, cut or no longer has. */
const brokenRead = (end: AnswerEnd) =>
  end.status === 'network' || (end.status === 'incomplete' && end.reason !== 'cut-by-server' && end.reason !== 'capped' && end.reason !== 'gone');

/**
 * How an answer ends once no further read is tried. A kept answer whose reads kept failing on the
 * network ends incomplete: the text it showed stays (as a network end it would become the generic
 * error, and the user would lose what they had read).
 */
const finalEnd = (context: ChatStreamContext, end: AnswerEnd): AnswerEnd =>
  context.answerId !== '' && end.status === 'network' ? { status: 'incomplete', reason: 'read-failed', message: end.message } : end;

const idleContext = (): ChatStreamContext => ({
  sessionId: '',
  request: { messages: [], documents: [] },
  text: '',
  sources: [],
  receipt: undefined,
  budgetWarning: undefined,
  ledgerId: undefined,
  answerId: '',
  from: null,
  reconnects: 0,
});

/** The stream actor's input: the request, and for a kept answer its ids (and where to read on from). */
function streamInput({ request, answerId, sessionId, from }: ChatStreamContext): StreamAnswerInput {
  if (!answerId) return { request };
  return { request, kept: from === null ? { answerId, sessionId } : { answerId, sessionId, from } };
}

/**
 * A streamed answer (tools.md §4, §7, §8 "Chat streaming"), one question at a time.
 *
 * `stream.start` names the chat (`sessionId`), so the answer lands in the right chat even when
 * the user switches chats meanwhile. However it ends, `answer.ended` says so once, with the text
 * that had arrived, the sources the stream named (a registry component's answer names some) and
 * the context receipt, when the backend sent one (the reference API does, before the text).
 *
 * Kept answers (a backend with `resumableAnswers`): `stream.start` names the answer (`answerId`)
 * and the backend keeps it, so a reload does not stop it; `stream.reattach` reads such an answer
 * on from the text already shown (an earlier page's, or another tab's); Stop also makes the
 * backend's cancel call (`cancelAnswer`), since closing the request no longer stops it; and
 * `answer.ended` carries the id, so an answer `left` with the page can be re-attached later.
 *
 * A kept answer whose read breaks (network, a stream cut short) is read again from where it broke
 * (`reconnecting`, after the pauses of `reconnectDelaysMs`); only after the last does it end as it broke.
 *
 * Tags: `ready` — a question can be sent; `busy` — an answer is on its way (from the request
 * until it settles; `stream.cancel` is possible exactly then); `streaming` — text is arriving.
 */
export const chatStreamMachine = setup({
  types: {
    tags: {} as 'busy' | 'ready' | 'streaming',
    context: {} as ChatStreamContext,
    events: {} as ChatStreamEvent,
    emitted: {} as ChatStreamEmitted,
  },
  actors: {
    streamAnswer: fromCallback<EventObject, StreamAnswerInput>(() => {
      throw new Error('chat-stream actor "streamAnswer" must be provided');
    }),
    /** The backend's cancel call for a kept answer; nobody waits for it. */
    cancelAnswer: fromPromise<void, { answerId: string }>(() => {
      throw new Error('chat-stream actor "cancelAnswer" must be provided');
    }),
  },
  actions: {
    begin: assign((_, { sessionId, messages, documents, answerId }: Omit<StartEvent, 'type'>) => ({
      sessionId,
      request: chatRequest(messages, documents),
      text: '',
      sources: [],
      receipt: undefined,
      budgetWarning: undefined,
      ledgerId: undefined,
      answerId: answerId ?? '',
      from: null,
      reconnects: 0,
    })),
    reattach: assign((_, { sessionId, answerId, text }: Omit<ReattachEvent, 'type'>) => ({
      ...idleContext(),
      sessionId,
      answerId,
      text,
      from: text.length,
    })),
    // Closing the request no longer stops a kept answer: Stop tells the backend.
    cancelKept: enqueueActions(({ context, enqueue }) => {
      if (context.answerId) enqueue.spawnChild('cancelAnswer', { input: { answerId: context.answerId } });
    }),
    appendText: assign(({ context }, content: string) => ({ text: context.text + content })),
    progressed: assign({ reconnects: 0 }),
    // The next read asks for the text from where this one broke.
    reconnect: assign(({ context }) => ({ from: context.text.length, reconnects: context.reconnects + 1 })),
    noteSources: assign((_, sources: AnswerSource[]) => ({ sources })),
    noteReceipt: assign((_, receipt: ContextReceipt) => ({ receipt })),
    noteBudgetWarning: assign((_, budgetWarning: BudgetState) => ({ budgetWarning })),
    noteLedgerId: assign((_, ledgerId: string) => ({ ledgerId })),
    ended: emit(({ context: { sessionId, text, sources, receipt, budgetWarning, ledgerId, answerId } }, end: AnswerEnd) => ({
      type: 'answer.ended' as const,
      sessionId,
      text,
      end,
      sources,
      ...(receipt ? { receipt } : {}),
      ...(budgetWarning ? { budgetWarning } : {}),
      ...(ledgerId ? { ledgerId } : {}),
      ...(answerId ? { answerId } : {}),
    })),
    reset: assign(idleContext),
  },
  guards: {
    mayReconnect: ({ context }, end: AnswerEnd) => context.answerId !== '' && brokenRead(end) && context.reconnects < reconnectDelaysMs.length,
    hasText: ({ context }) => context.text !== '',
  },
  delays: {
    reconnectDelay: ({ context }) => reconnectDelaysMs[context.reconnects - 1] ?? reconnectDelaysMs[0],
  },
}).createMachine({
  id: 'chatStream',
  context: idleContext,
  initial: 'idle',
  states: {
    idle: {
      tags: ['ready'],
      entry: 'reset',
      on: {
        'stream.start': { target: 'answering', actions: { type: 'begin', params: ({ event }) => event } },
        // With text already shown the answer is streaming again at once; without, it waits for its first text.
        'stream.reattach': [
          { guard: ({ event }) => event.text !== '', target: 'answering.streaming', actions: { type: 'reattach', params: ({ event }) => event } },
          { target: 'answering', actions: { type: 'reattach', params: ({ event }) => event } },
        ],
      },
    },
    answering: {
      tags: ['busy'],
      invoke: {
        id: 'answer',
        src: 'streamAnswer',
        input: ({ context }) => streamInput(context),
        // The stream actor itself failed (a defect, not the network): the answer cannot be trusted.
        onError: { target: 'idle', actions: { type: 'ended', params: ({ event }) => ({ status: 'crashed', message: String(event.error) }) } },
      },
      on: {
        'stream.ended': [
          { guard: { type: 'mayReconnect', params: ({ event }) => event.end }, target: 'reconnecting', actions: 'reconnect' },
          { target: 'idle', actions: { type: 'ended', params: ({ context, event }) => finalEnd(context, event.end) } },
        ],
        // A later line may name them again: the last naming counts.
        'stream.sources': { actions: { type: 'noteSources', params: ({ event }) => event.sources } },
        'stream.receipt': { actions: { type: 'noteReceipt', params: ({ event }) => event.receipt } },
        'stream.budgetWarning': { actions: { type: 'noteBudgetWarning', params: ({ event }) => event.budget } },
        'stream.ledgerId': { actions: { type: 'noteLedgerId', params: ({ event }) => event.ledgerId } },
        // Leaving `answering` stops the actor, whose cleanup aborts the request and the read.
        'stream.cancel': { target: 'idle', actions: [{ type: 'ended', params: { status: 'canceled' } }, 'cancelKept'] },
        // The answer so far reaches the store before the page's last synchronous save.
        'page.leaving': { target: 'idle', actions: { type: 'ended', params: { status: 'left' } } },
      },
      initial: 'waiting',
      states: {
        /** Request sent, no text yet: the view shows the typing placeholder. */
        waiting: {
          on: { 'stream.chunk': { target: 'streaming', actions: [{ type: 'appendText', params: ({ event }) => event.content }, 'progressed'] } },
        },
        streaming: {
          tags: ['streaming'],
          on: { 'stream.chunk': { actions: [{ type: 'appendText', params: ({ event }) => event.content }, 'progressed'] } },
        },
      },
    },
    /** A kept answer's read broke: the text so far stays on screen while it waits to read on from there. */
    reconnecting: {
      tags: ['busy', 'streaming'],
      after: {
        reconnectDelay: [{ guard: 'hasText', target: 'answering.streaming' }, { target: 'answering' }],
      },
      on: {
        'stream.cancel': { target: 'idle', actions: [{ type: 'ended', params: { status: 'canceled' } }, 'cancelKept'] },
        'page.leaving': { target: 'idle', actions: { type: 'ended', params: { status: 'left' } } },
      },
    },
  },
});

/** The answer streaming now, as far as it has come (with a kept answer's id); null before its first text and when idle. */
export function answerSoFar(snapshot: SnapshotFrom<typeof chatStreamMachine>): { sessionId: string; content: string; answerId?: string } | null {
  const { sessionId, text, answerId } = snapshot.context;
  if (!snapshot.hasTag('streaming') || text === '') return null;
  return answerId ? { sessionId, content: text, answerId } : { sessionId, content: text };
}
