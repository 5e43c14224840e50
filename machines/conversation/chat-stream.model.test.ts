import { describe, expect, it } from 'vitest';
import { assign, type SnapshotFrom } from 'xstate';
import { errorEvent, walkEveryTransition } from '../../test/unit/model-based';
import { chatSentinels } from '../../domain/chat-sentinels';
import { chatStreamMachine, reconnectDelaysMs } from './chat-stream.machine';
import type { StreamActorEvent } from './chat-stream.types';

type StreamEnd = Extract<StreamActorEvent, { type: 'stream.ended' }>['end'];
const ended = (end: StreamEnd) => ({ type: 'stream.ended', end });

const events = [
  {
    type: 'stream.start',
    sessionId: 'session_1',
    messages: [
      { role: 'user', content: 'Hallo' },
      { role: 'assistant', content: chatSentinels.typing },
    ],
    documents: ['hash-1'],
  },
  {
    type: 'stream.start',
    sessionId: 'session_1',
    messages: [
      { role: 'user', content: 'Hallo' },
      { role: 'assistant', content: chatSentinels.typing },
    ],
    documents: [],
    answerId: 'answer_1',
  },
  { type: 'stream.reattach', sessionId: 'session_1', answerId: 'answer_1', text: '' },
  { type: 'stream.reattach', sessionId: 'session_1', answerId: 'answer_1', text: 'Hal' },
  { type: 'stream.cancel' },
  { type: 'page.leaving' },
  { type: 'stream.chunk', content: 'Hallo!' },
  ended({ status: 'complete' }),
  ended({ status: 'incomplete', reason: 'ended-without-done', message: 'no done' }),
  ended({ status: 'stream-error', error: 'rate limit' }),
  ended({ status: 'failed', reason: 'empty-stream', message: '50 empty chunks' }),
  ended({ status: 'http', code: 401, detail: null }),
  ended({ status: 'http', code: 410, detail: 'gone' }),
  ended({ status: 'http', code: 413, detail: null }),
  ended({ status: 'http', code: 429, detail: null }),
  ended({ status: 'http', code: 500, detail: null }),
  ended({ status: 'network', message: 'Failed to fetch' }),
  errorEvent('answer'),
  { type: 'xstate.after.reconnectDelay.chatStream.reconnecting' },
];

// Appending makes every chunk a new context and the model infinite; replacing keeps the
// statechart's shape (which chunk moves where) while the scenario tests check the text itself.
const finiteMachine = chatStreamMachine.provide({
  actions: { appendText: assign((_, content: string) => ({ text: content })) },
});

// The model's states: where the machine is, and whether the answer is kept and was re-attached
// (the text, ids and offset themselves are the scenario tests' business).
const modelState = (snapshot: SnapshotFrom<typeof chatStreamMachine>) => ({
  value: snapshot.value,
  kept: snapshot.context.answerId !== '',
  reattached: snapshot.context.from !== null,
  // A broken read of a kept answer is read again a few times, and to where the text was.
  reconnects: snapshot.context.reconnects,
  text: snapshot.context.text !== '',
});

describe('chat-stream machine, model-based', () => {
  it('every state and transition is reachable and behaves as the model says', async () => {
    const walked = await walkEveryTransition(finiteMachine, {
      input: undefined,
      events,
      // The cancel call is spawned, not invoked; listed so the replay provides it.
      invokes: { answer: 'streamAnswer', cancel: 'cancelAnswer' },
      serializeState: (snapshot) => modelState(snapshot as SnapshotFrom<typeof chatStreamMachine>),
      // Each pause before reading again is the one its attempt is due.
      delayOf: (snapshot) => reconnectDelaysMs[(snapshot as SnapshotFrom<typeof chatStreamMachine>).context.reconnects - 1],
    });
    expect(walked.visited).toEqual(walked.allStates);
    // idle: start, start kept, re-attach without text (waiting) and with text (streaming): 4.
    // Waiting, for a plain, a kept and a re-attached answer: chunk, cancel, page leaving, 10 ends,
    // actor error: 3 × 14. Streaming, the same three: the same 13 leave it (a repeated chunk
    // changes nothing here): 3 × 13.
    // A kept answer's broken read (network, incomplete) waits to read again, five times at most,
    // with or without text: 10 states, each left by cancel, page leaving or its pause: 10 × 3. The
    // answer read again after each pause, waiting or streaming: 10 × 14 (a chunk, which starts the
    // count again, cancel, leaving, 10 ends, actor error). Fewer means a transition went missing.
    expect(walked.transitions).toBe(4 + 3 * 14 + 3 * 13 + 10 * 3 + 10 * 14);
  });
});
