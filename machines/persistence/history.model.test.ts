import { describe, expect, it } from 'vitest';
import { createActor, setup, type AnyActorRef, type EventObject } from 'xstate';
import type { StorageScope } from '../../domain/chat';
import { walkEveryTransition } from '../../test/unit/model-based';
import { historyMachine, type ListView } from './history.machine';
import { listPersistenceMachine } from './list-persistence.machine';

const alice: StorageScope = { tenant: 'corporate', userId: 'alice' };
const bob: StorageScope = { tenant: 'corporate', userId: 'bob' };

// The walk decides what the lists report, by their snapshot events. The lists the history spawns
// while replaying are stand-ins of no one's scope: what they report is ignored, as a stopped list's is.
// Done at once, a stand-in takes no events, so the history's flushes cannot echo back as snapshots.
const standIn = setup({}).createMachine({ context: { scope: null }, initial: 'gone', states: { gone: { type: 'final' } } }) as unknown as typeof listPersistenceMachine;

/** A list's snapshot, as its actor would report it to the history. */
function reported(list: string, scope: StorageScope, value: 'idle' | 'throttling'): EventObject {
  const snapshot = listPersistenceMachine.resolveState({
    value,
    context: { list, scope, base: {}, journalKeys: [], incident: null, asideKeys: [], failures: 0 },
  });
  return { type: `xstate.snapshot.${list}`, snapshot } as EventObject;
}

const waiter: AnyActorRef = createActor(setup({}).createMachine({})).start();

// Few enough reports that the model stays small: a list still reading (as spawned), read and quiet,
// or with changes waiting for the throttle (chats only); the next user's lists read and quiet.
const events = [
  reported('chats', alice, 'idle'),
  reported('chats', alice, 'throttling'),
  reported('documents', alice, 'idle'),
  reported('chats', bob, 'idle'),
  reported('documents', bob, 'idle'),
  { type: 'history.scopeChanged', scope: alice },
  { type: 'history.scopeChanged', scope: bob },
  { type: 'history.scopeChanged', scope: null },
  { type: 'history.settle', replyTo: waiter },
  { type: 'history.flush' },
  { type: 'history.hidden', pending: null },
  { type: 'page.leaving' },
  { type: 'history.acknowledged' },
  { type: 'history.retry' },
];

interface ModelContext {
  scope: StorageScope | null;
  next: StorageScope | null;
  views: Record<string, ListView>;
  waiting: unknown[];
}

/** The machine's state, whose lists, what each list reported, and whether anyone waits to be told. */
function modelState(snapshot: { value: unknown; context?: unknown }) {
  const { scope, next, views, waiting } = snapshot.context as ModelContext;
  const lists = Object.entries(views).map(([list, view]) => `${list}:${view.status}:${view.busy}:${view.pending}`);
  return [snapshot.value, scope?.userId ?? null, next?.userId ?? null, lists, waiting.length > 0];
}

// State × event pairs that change something; fewer or more means the model changed.
const EXPECTED_TRANSITIONS = 227;

describe('a tool’s history, model-based (scope switch, settle, page events)', () => {
  it('every state and transition is reachable and behaves as the model says', async () => {
    const walked = await walkEveryTransition(historyMachine.provide({ actors: { list: standIn } }), {
      input: { name: 'chat.history', lists: ['chats', 'documents'], scope: alice },
      events,
      invokes: {},
      serializeState: modelState,
      spawnsWithSystemIds: true,
    });
    expect(walked.visited).toEqual(walked.allStates);
    expect(walked.transitions).toBe(EXPECTED_TRANSITIONS);
  }, 120_000);
});
