/** Test support for the chat-stream tests (imported by *.test.ts only). */
import { createActor, fromCallback, fromPromise, SimulatedClock, type EventObject } from 'xstate';
import { chatSentinels } from '../../domain/chat-sentinels';
import { chatStreamMachine, type StreamAnswerInput } from './chat-stream.machine';
import type { AnswerSource } from '../../domain/answer-source';
import type { ChatMessage } from '../../domain/chat';
import type { ContextReceipt } from '../../domain/context-receipt';
import type { ChatStreamEmitted, StreamActorEvent } from './chat-stream.types';

type StreamEnd = Extract<StreamActorEvent, { type: 'stream.ended' }>['end'];

export const sessionId = 'session_6f1c2a7e-0000-4000-8000-000000000001';
export const question: ChatMessage = { role: 'user', content: 'Was steht im Bericht?' };
const placeholder: ChatMessage = { role: 'assistant', content: chatSentinels.typing };
export const start = { type: 'stream.start', sessionId, messages: [question, placeholder], documents: ['hash-1'] } as const;

/** The machine with a fake stream actor the test talks through, as the real one would. */
export function runChatStream() {
  const requests: StreamAnswerInput[] = [];
  let backend: ((event: StreamActorEvent) => void) | null = null;
  let stops = 0;
  /** The answer ids the backend's cancel call was made for. */
  const cancels: string[] = [];
  const machine = chatStreamMachine.provide({
    actors: {
      cancelAnswer: fromPromise<void, { answerId: string }>(async ({ input }) => {
        cancels.push(input.answerId);
      }),
      streamAnswer: fromCallback<EventObject, StreamAnswerInput>(({ input, sendBack }) => {
        requests.push(input);
        backend = sendBack;
        return () => {
          stops += 1;
        };
      }),
    },
  });
  const clock = new SimulatedClock();
  const actor = createActor(machine, { clock });
  const emitted: ChatStreamEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const reply = (event: StreamActorEvent) => {
    if (!backend) throw new Error('no stream actor is running');
    backend(event);
  };
  const chunk = (content: string) => reply({ type: 'stream.chunk', content });
  const end = (value: StreamEnd) => reply({ type: 'stream.ended', end: value });
  const sources = (named: AnswerSource[]) => reply({ type: 'stream.sources', sources: named });
  const receipt = (told: ContextReceipt) => reply({ type: 'stream.receipt', receipt: told });
  return { actor, clock, emitted, requests, cancels, chunk, end, sources, receipt, stops: () => stops };
}

/** The one event an answer's end is told with. */
export const endedAs = (end: ChatStreamEmitted['end'], text = '') => ({ type: 'answer.ended', sessionId, text, end, sources: [] });
