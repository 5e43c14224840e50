import { describe, expect, it } from 'vitest';
import { fromCallback, setup, type EventObject } from 'xstate';
import type { SessionUser } from '../auth/auth.types';
import { doneEvent, errorEvent, walkEveryTransition } from '../../test/unit/model-based';
import { studioMachine } from './studio.machine';

const alice: SessionUser = { subject: 'alice', name: 'Alice Adams', groups: ['studio-chat'], expiresAt: 4_000_000_000 };

// The walk decides what the auth actor shows and when each tool has settled, by events. The actors
// the studio runs while replaying are stand-ins, done at once: they take no events, so nothing the
// studio tells them (a sign-out, a settle) comes back other than as the walk says.
const standIn = setup({}).createMachine({ context: { user: null }, initial: 'done', states: { done: { type: 'final' } } });
const machine = studioMachine.provide({
  actors: {
    auth: standIn as never,
    token: standIn as never,
    tokenListener: fromCallback(() => () => {}),
    pageLifecycle: fromCallback(() => () => {}),
    sessionLink: fromCallback(() => () => {}),
  },
});

const authShows = (user: SessionUser | null) => ({ type: 'xstate.snapshot.auth', snapshot: { context: { user } } }) as EventObject;

const events = [
  { type: 'tool.open', tool: 'chat', logic: standIn },
  { type: 'tool.open', tool: 'vox', logic: standIn },
  authShows(alice),
  authShows(null),
  { type: 'studio.logout' },
  { type: 'studio.reload' },
  { type: 'session.signedOutElsewhere' },
  { type: 'session.endedAtProvider' },
  { type: 'tokenRefreshFailed' },
  { type: 'silentRenewError', error: new Error('invalid_grant') },
  { type: 'tokenRefreshed', expiresAt: 4_000_000_100 },
  { type: 'tool.settled', tool: 'chat' },
  { type: 'tool.settled', tool: 'vox' },
  { type: 'xstate.after.settleTimeout.studio.signingOut.settling' },
  { type: 'xstate.after.settleTimeout.studio.reloading.settling' },
  { type: 'xstate.after.settleTimeout.studio.forgettingSession.settling' },
  doneEvent('flushPreferences'),
  errorEvent('flushPreferences'),
];

interface ModelContext {
  user: SessionUser | null;
  tools: string[];
  unsettled: string[];
  endedAtProvider: boolean;
}

function modelState(snapshot: { value: unknown; context?: unknown }) {
  const { user, tools, unsettled, endedAtProvider } = snapshot.context as ModelContext;
  return [snapshot.value, user?.subject ?? null, tools, unsettled, endedAtProvider];
}

// Written out, not read from SETTLE_TIMEOUT_MS: a sign-out waits 5 s at most for the tools.
const delayOf = (_: unknown, eventType: string) => (eventType.startsWith('xstate.after.settleTimeout.') ? 5_000 : undefined);

// State × event pairs that change something; fewer or more means the model changed.
const EXPECTED_TRANSITIONS = 1002;

describe('the studio, model-based (settle order, sign-out, reload, a session ended elsewhere)', () => {
  it('every state and transition is reachable and behaves as the model says', async () => {
    const walked = await walkEveryTransition(machine, {
      input: { url: 'http://localhost/chat', authEnabled: true, tenant: 'corporate', refreshTokens: true, now: () => 1_700_000_000_000 },
      events,
      invokes: { flushPreferences: 'flushPreferences', reloadPage: 'reloadPage' },
      serializeState: modelState,
      delayOf,
      spawnsWithSystemIds: true,
    });
    expect(walked.visited).toEqual(walked.allStates);
    expect(walked.transitions).toBe(EXPECTED_TRANSITIONS);
  }, 120_000);
});
