import { describe, expect, it } from 'vitest';
import { doneEvent, errorEvent, walkEveryTransition } from '../../test/unit/model-based';
import { authMachine } from './auth.machine';
import type { SessionUser } from './auth.types';

const alice: SessionUser = { subject: 'alice', name: 'Alice Adams', groups: ['studio-chat'], expiresAt: 2_000_000_000 };

const events = [
  { type: 'auth.login', returnTo: '/vox' },
  { type: 'auth.logout' },
  { type: 'auth.sessionExpired' },
  { type: 'auth.signedOutElsewhere', atProvider: false },
  doneEvent('completeSignIn', { user: alice, returnTo: '/vox' }),
  errorEvent('completeSignIn'),
  doneEvent('loadUser', null),
  doneEvent('loadUser', { user: alice, expired: false }),
  doneEvent('loadUser', { user: alice, expired: true }),
  errorEvent('loadUser'),
  doneEvent('renewUser', alice),
  errorEvent('renewUser'),
  errorEvent('redirectToSignIn'),
  doneEvent('signOut'),
  errorEvent('signOut'),
  doneEvent('endSession'),
  errorEvent('endSession'),
  doneEvent('forgetHere'),
  errorEvent('forgetHere'),
];
const invokes = Object.fromEntries(
  ['completeSignIn', 'loadUser', 'renewUser', 'redirectToSignIn', 'signOut', 'endSession', 'forgetHere'].map((id) => [id, id]),
);

describe('sign-in machine, model-based', () => {
  it('every state and transition is reachable and behaves as the model says', async () => {
    const seen = new Set<string>();
    let transitions = 0;
    let allStates: string[] = [];
    for (const input of [
      { url: 'http://localhost/', authEnabled: true },
      { url: 'http://localhost/?code=c&state=s', authEnabled: true },
      { url: 'http://localhost/', authEnabled: false },
    ]) {
      const walked = await walkEveryTransition(authMachine, { input, events, invokes });
      walked.visited.forEach((id) => seen.add(id));
      transitions += walked.transitions;
      allStates = walked.allStates;
    }
    expect([...seen].sort()).toEqual(allStates);
    // 38 state × event pairs over the three inputs; fewer means a transition went missing.
    expect(transitions).toBe(38);
  });
});
