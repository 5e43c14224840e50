import { assign, enqueueActions, fromCallback, setup, type EventObject, type SnapshotFrom } from 'xstate';
import { canceledOutcome, crashedOutcome, endOutcome, leftOutcome } from './chat-stream.outcomes';
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
}

const idleContext = (): ChatStreamContext => ({ sessionId: '', request: { messages: [], documents: [] }, text: '' });

/**
 * The streamed answer of the general chat (tools.md §4, §7, §8 "Chat streaming").
 *
 * One long-lived actor serves the chat screen and answers one question at a time:
 * `stream.start` names the chat (`sessionId`), so the answer lands in the right chat even when
 * the user switches chats meanwhile; every emitted event carries that `sessionId`.
 *
 * Tags: `ready` — a question can be sent; `busy` — an answer is on its way (from the request
 * until it settles; `stream.cancel` is possible exactly then); `streaming` — text is arriving.
 * Emitted events: see ChatStreamEmitted.
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
    })),
    appendText: assign(({ context }, content: string) => ({ text: context.text + content })),
    tell: enqueueActions(({ enqueue }, events: ChatStreamEmitted[]) => {
      for (const event of events) enqueue.emit(event);
    }),
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
        onError: { target: 'idle', actions: { type: 'tell', params: ({ context }) => crashedOutcome(context) } },
      },
      on: {
        'stream.ended': { target: 'idle', actions: { type: 'tell', params: ({ context, event }) => endOutcome(context, event.end) } },
        // Leaving `answering` stops the actor, whose cleanup aborts the request and the read.
        'stream.cancel': { target: 'idle', actions: { type: 'tell', params: ({ context }) => canceledOutcome(context) } },
        // The answer so far reaches the store before the page's last synchronous save.
        'page.leaving': { target: 'idle', actions: { type: 'tell', params: ({ context }) => leftOutcome(context) } },
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

