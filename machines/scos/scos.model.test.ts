import { describe, expect, it } from 'vitest';
import { createActor, setup } from 'xstate';
import type { StorageScope } from '../../domain/chat';
import { doneEvent, errorEvent, walkEveryTransition } from '../../test/unit/model-based';
import { scosMachine } from './scos.machine';

const alice: StorageScope = { tenant: 'corporate', userId: 'alice' };
const bob: StorageScope = { tenant: 'corporate', userId: 'bob' };

// The history and the conversation have walks of their own: here they are stand-ins, done at once;
// the walk says when the lists are read (`scos.listsRead`, which the history's snapshots raise).
const standIn = setup({}).createMachine({ initial: 'done', states: { done: { type: 'final' } } });
const machine = scosMachine.provide({ actors: { history: standIn as never, conversation: standIn as never } });
const studio = createActor(setup({}).createMachine({})).start();

const events = [
  { type: 'scos.listsRead' },
  doneEvent('restoreChat', { chat: null, sessionId: 'session_new' }),
  errorEvent('restoreChat'),
  { type: 'session.scopeChanged', scope: bob },
  { type: 'session.scopeChanged', scope: alice },
  { type: 'page.hidden' },
  { type: 'page.leaving' },
  { type: 'tool.settle', replyTo: studio },
  { type: 'history.settled' },
];

function modelState(snapshot: { value: unknown; context?: unknown }) {
  const { scope, settleFor } = snapshot.context as { scope: StorageScope | null; settleFor: unknown };
  return [snapshot.value, scope?.userId ?? null, settleFor !== null];
}

// State × event pairs that change something; fewer or more means the model changed.
const EXPECTED_TRANSITIONS = 44;

describe('the customer-service tool, model-based (lists read, then a chat restored, per scope)', () => {
  it('every state and transition is reachable and behaves as the model says', async () => {
    const walked = await walkEveryTransition(machine, {
      input: { scope: alice },
      events,
      invokes: { restoreChat: 'restoreChat' },
      serializeState: modelState,
    });
    expect(walked.visited).toEqual(walked.allStates);
    expect(walked.transitions).toBe(EXPECTED_TRANSITIONS);
  }, 120_000);
});
