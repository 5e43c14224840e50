import { describe, expect, it } from 'vitest';
import { createActor, setup, type EventObject } from 'xstate';
import type { StorageScope } from '../../domain/chat';
import { walkEveryTransition } from '../../test/unit/model-based';
import { chatMachine } from './chat.machine';

const alice: StorageScope = { tenant: 'corporate', userId: 'alice' };
const bob: StorageScope = { tenant: 'corporate', userId: 'bob' };

// The history, the stream and the uploads have walks of their own: here they are stand-ins, done
// at once, and the walk says what the history shows by its snapshot events.
const standIn = setup({}).createMachine({ initial: 'done', states: { done: { type: 'final' } } });
const machine = chatMachine.provide({ actors: { history: standIn as never, stream: standIn as never, uploads: standIn as never } });

/** The history's snapshot as the chat sees it: whose lists, and how far each is read. */
const historyShows = (scope: StorageScope, chats: string, documents: string) =>
  ({ type: 'xstate.snapshot.history', snapshot: { context: { scope, views: { chats: { status: chats }, documents: { status: documents } } } } }) as EventObject;

/** The stream's snapshot as the chat sees it: an answer under way, or none. */
const streamShows = (tag: 'busy' | 'ready') => ({ type: 'xstate.snapshot.stream', snapshot: { tag, hasTag: (asked: string) => asked === tag } }) as EventObject;

/** The upload queue's snapshot as the chat sees it: a file on its way, or none. */
const uploadsShow = (tag: 'busy' | 'ready') => ({ type: 'xstate.snapshot.uploads', snapshot: { tag, hasTag: (asked: string) => asked === tag } }) as EventObject;

const studio = createActor(setup({}).createMachine({})).start();

const events = [
  historyShows(alice, 'loading', 'ready'),
  historyShows(alice, 'ready', 'loading'),
  historyShows(alice, 'ready', 'ready'),
  historyShows(alice, 'loadFailed', 'ready'),
  historyShows(bob, 'ready', 'ready'),
  { type: 'session.scopeChanged', scope: bob },
  { type: 'session.scopeChanged', scope: alice },
  { type: 'xstate.after.60000.chat.documents.checked' },
  { type: 'page.visible' },
  { type: 'page.hidden' },
  { type: 'page.leaving' },
  { type: 'tool.settle', replyTo: studio },
  { type: 'history.settled' },
  streamShows('busy'),
  streamShows('ready'),
  uploadsShow('busy'),
  uploadsShow('ready'),
  { type: 'chat.send', awaitingAnswer: false },
  { type: 'chat.send', awaitingAnswer: true },
];

interface ModelContext {
  scope: StorageScope | null;
  settleFor: unknown;
}

function modelState(snapshot: { value: unknown; context?: unknown }) {
  const { scope, settleFor } = snapshot.context as ModelContext;
  return [snapshot.value, scope?.userId ?? null, settleFor !== null];
}

// Written out, not read from EXPIRY_CHECK_MS: an open chat looks for expired documents every minute.
const delayOf = (_: unknown, eventType: string) => (eventType === 'xstate.after.60000.chat.documents.checked' ? 60_000 : undefined);

// State × event pairs that change something; fewer or more means the model changed.
// The send rule's region (free, answering) runs beside the history's and doubles the states; the
// uploads' region (settled, running), which the send rule reads too, doubles them again.
const EXPECTED_TRANSITIONS = 228;

describe('the general chat tool, model-based (the history read once per scope, expiry, settle)', () => {
  it('every state and transition is reachable and behaves as the model says', async () => {
    const walked = await walkEveryTransition(machine, {
      input: { scope: alice },
      events,
      invokes: {},
      serializeState: modelState,
      delayOf,
    });
    expect(walked.visited).toEqual(walked.allStates);
    expect(walked.transitions).toBe(EXPECTED_TRANSITIONS);
  }, 120_000);
});
