import { describe, expect, it } from 'vitest';
import { doneEvent, errorEvent, walkEveryTransition } from '../../test/unit/model-based';
import { RefreshUnreachableError, tokenMachine } from './token.machine';

const t0 = 1_800_000_000_000;
const refreshed = { expiresAt: t0 / 1000 + 600, receivedAt: t0 };

const events = [
  { type: 'token.userLoaded', expiresAt: t0 / 1000 + 300, now: t0 },
  { type: 'token.userCleared' },
  { type: 'token.check', now: t0 + 1_000 },
  { type: 'token.check', now: t0 + 400_000 },
  { type: 'token.sessionExpired' },
  doneEvent('refreshOnCheck', refreshed),
  errorEvent('refreshOnCheck'),
  doneEvent('renewal', refreshed),
  errorEvent('renewal', new RefreshUnreachableError()),
  errorEvent('renewal', new Error('invalid_grant')),
  { type: 'xstate.after.renewDelay.token.valid' },
  { type: 'xstate.after.renewRetry.token.waitingToRetry' },
];
const invokes = { refreshOnCheck: 'refresh', renewal: 'refresh' };

describe('token machine, model-based', () => {
  it('every state and transition is reachable and behaves as the model says', async () => {
    const seen = new Set<string>();
    let transitions = 0;
    let allStates: string[] = [];
    for (const input of [
      { refreshAllowed: true, autoRenew: true },
      { refreshAllowed: false, autoRenew: false },
    ]) {
      const walked = await walkEveryTransition(tokenMachine, { input, events, invokes });
      walked.visited.forEach((id) => seen.add(id));
      transitions += walked.transitions;
      allStates = walked.allStates;
    }
    expect([...seen].sort()).toEqual(allStates);
    // 42 state × event pairs over both inputs; fewer means a transition went missing.
    expect(transitions).toBe(42);
  });
});
