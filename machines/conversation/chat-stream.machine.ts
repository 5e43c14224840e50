import { assign, emit, fromCallback, setup, type EventObject, type SnapshotFrom } from 'xstate';
import type { AnswerEnd } from '../../domain/answer-end';
import type { AnswerSource } from '../../domain/answer-source';
import type { ContextReceipt } from '../../domain/context-receipt';
import { chatRequest, type ChatRequest, type ChatStreamEmitted, type ChatStreamEvent } from './chat-stream.types';

type StartEvent = Extract<ChatStreamEvent, { type: 'stream.start' }>;

/** What the stream actor gets: the request to send. It answers with StreamActorEvents. */
export interface StreamAnswerInput {
  request: ChatRequest;
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
}

const idleContext = (): ChatStreamContext => ({ sessionId: '', request: { messages: [], documents: [] }, text: '', sources: [], receipt: undefined });

/**
 * A streamed answer (tools.md §4, §7, §8 "Chat streaming"), one question at a time.
 *
 * `stream.start` names the chat (`sessionId`), so the answer lands in the right chat even when
 * the user switches chats meanwhile. However it ends, `answer.ended` says so once, with the text
 * that had arrived, the sources the stream named (a registry component's answer names some) and
 * the context receipt, when the backend sent one (the reference API does, before the text).
 *
 * Tags: `ready` — a question can be sent; `busy` — an answer is on its way (from the request
 * until it settles; `stream.cancel` is possible exactly then); `streaming` — text is arriving.
 */
export const chatStreamMachine = setup({
  types: {
    context: {} as ChatStreamContext,
    events: {} as ChatStreamEvent,
    emitted: {} as ChatStreamEmitted,
  },
  actors: {
    streamAnswer: fromCallback<EventObject, StreamAnswerInput>(() => {
      throw new Error('chat-stream actor "streamAnswer" must be provided');
    }),
  },
  actions: {
    begin: assign((_, { sessionId, messages, documents }: Omit<StartEvent, 'type'>) => ({
      sessionId,
      request: chatRequest(messages, documents),
      text: '',
      sources: [],
      receipt: undefined,
    })),
    appendText: assign(({ context }, content: string) => ({ text: context.text + content })),
    noteSources: assign((_, sources: AnswerSource[]) => ({ sources })),
    noteReceipt: assign((_, receipt: ContextReceipt) => ({ receipt })),
    ended: emit(({ context: { sessionId, text, sources, receipt } }, end: AnswerEnd) => ({
      type: 'answer.ended' as const,
      sessionId,
      text,
      end,
      sources,
      ...(receipt ? { receipt } : {}),
    })),
    reset: assign(idleContext),
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
      },
    },
    answering: {
      tags: ['busy'],
      invoke: {
        id: 'answer',
        src: 'streamAnswer',
        input: ({ context }) => ({ request: context.request }),
        // The stream actor itself failed (a defect, not the network): the answer cannot be trusted.
        onError: { target: 'idle', actions: { type: 'ended', params: ({ event }) => ({ status: 'crashed', message: String(event.error) }) } },
      },
      on: {
        'stream.ended': { target: 'idle', actions: { type: 'ended', params: ({ event }) => event.end } },
        // A later line may name them again: the last naming counts.
        'stream.sources': { actions: { type: 'noteSources', params: ({ event }) => event.sources } },
        'stream.receipt': { actions: { type: 'noteReceipt', params: ({ event }) => event.receipt } },
        // Leaving `answering` stops the actor, whose cleanup aborts the request and the read.
        'stream.cancel': { target: 'idle', actions: { type: 'ended', params: { status: 'canceled' } } },
        // The answer so far reaches the store before the page's last synchronous save.
        'page.leaving': { target: 'idle', actions: { type: 'ended', params: { status: 'left' } } },
      },
      initial: 'waiting',
      states: {
        /** Request sent, no text yet: the view shows the typing placeholder. */
        waiting: {
          on: { 'stream.chunk': { target: 'streaming', actions: { type: 'appendText', params: ({ event }) => event.content } } },
        },
        streaming: {
          tags: ['streaming'],
          on: { 'stream.chunk': { actions: { type: 'appendText', params: ({ event }) => event.content } } },
        },
      },
    },
  },
});

/** The answer streaming now, as far as it has come; null before its first text and when idle. */
export const answerSoFar = (snapshot: SnapshotFrom<typeof chatStreamMachine>): { sessionId: string; content: string } | null =>
  snapshot.hasTag('streaming') && snapshot.context.text !== '' ? { sessionId: snapshot.context.sessionId, content: snapshot.context.text } : null;
