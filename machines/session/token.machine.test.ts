import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { RefreshUnreachableError, tokenMachine, type RefreshResult } from './token.machine';

const t0 = 1_800_000_000_000; // ms
const inSeconds = (ms: number) => Math.floor(ms / 1000);

function start({
  refreshAllowed = true,
  autoRenew = true,
  refresh = async (): Promise<RefreshResult> => ({ expiresAt: inSeconds(t0) + 600, receivedAt: t0 }),
} = {}) {
  const clock = new SimulatedClock();
  let refreshes = 0;
  const actor = createActor(
    tokenMachine.provide({
      actors: {
        refresh: fromPromise(async () => {
          refreshes += 1;
          return refresh();
        }),
      },
    }),
    { input: { refreshAllowed, autoRenew }, clock },
  );
  const emitted: string[] = [];
  actor.on('*', (event) => emitted.push(event.type));
  actor.start();
  return { actor, clock, emitted, refreshes: () => refreshes };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('token check and refresh', () => {
  it('a token that has not expired is valid without any refresh', () => {
    const { actor, refreshes } = start();
    actor.send({ type: 'token.userLoaded', expiresAt: inSeconds(t0) + 300, now: t0 });
    actor.send({ type: 'token.check', now: t0 + 1000 });
    expect(actor.getSnapshot().hasTag('valid')).toBe(true);
    expect(refreshes()).toBe(0);
  });

  it('nobody signed in: the check says no', () => {
    const { actor } = start();
    actor.send({ type: 'token.check', now: t0 });
    expect(actor.getSnapshot().hasTag('settled')).toBe(true);
    expect(actor.getSnapshot().hasTag('valid')).toBe(false);
  });

  it('an expired token on an internal origin is refreshed, then valid', async () => {
    const { actor, emitted, refreshes } = start({ autoRenew: false });
    actor.send({ type: 'token.userLoaded', expiresAt: inSeconds(t0) - 1, now: t0 });
    actor.send({ type: 'token.check', now: t0 });
    expect(actor.getSnapshot().hasTag('settled')).toBe(false);
    await settle();
    expect(actor.getSnapshot().hasTag('valid')).toBe(true);
    expect(refreshes()).toBe(1);
    expect(emitted).toEqual(['tokenRefreshed']);
  });

  it('an expired token on the trial origin is not refreshed and the session expired', () => {
    const { actor, emitted, refreshes } = start({ refreshAllowed: false, autoRenew: false });
    actor.send({ type: 'token.userLoaded', expiresAt: inSeconds(t0) - 1, now: t0 });
    actor.send({ type: 'token.check', now: t0 });
    expect(actor.getSnapshot().hasTag('valid')).toBe(false);
    expect(refreshes()).toBe(0);
    expect(emitted).toEqual(['tokenRefreshFailed']);
  });

  it('a failed refresh signals token-refresh-failed', async () => {
    const { actor, emitted } = start({ autoRenew: false, refresh: async () => { throw new Error('invalid_grant'); } });
    actor.send({ type: 'token.userLoaded', expiresAt: inSeconds(t0) - 1, now: t0 });
    actor.send({ type: 'token.check', now: t0 });
    await settle();
    expect(actor.getSnapshot().value).toBe('sessionExpired');
    expect(emitted).toEqual(['tokenRefreshFailed']);
  });

  it('a 401 from a call signals token-refresh-failed', () => {
    const { actor, emitted } = start();
    actor.send({ type: 'token.userLoaded', expiresAt: inSeconds(t0) + 300, now: t0 });
    actor.send({ type: 'token.sessionExpired' });
    expect(emitted).toEqual(['tokenRefreshFailed']);
  });

  it('renews automatically 60 s before expiry', async () => {
    const { actor, clock, refreshes } = start();
    actor.send({ type: 'token.userLoaded', expiresAt: inSeconds(t0) + 300, now: t0 });
    clock.increment(239_999);
    expect(refreshes()).toBe(0);
    clock.increment(1);
    await settle();
    expect(refreshes()).toBe(1);
    expect(actor.getSnapshot().context.expiresAt).toBe(inSeconds(t0) + 600);
  });

  it('a renewal that times out is retried after 5 s', async () => {
    let calls = 0;
    const { actor, clock, emitted } = start({
      refresh: async () => {
        calls += 1;
        if (calls === 1) throw new RefreshUnreachableError();
        return { expiresAt: inSeconds(t0) + 600, receivedAt: t0 };
      },
    });
    actor.send({ type: 'token.userLoaded', expiresAt: inSeconds(t0) + 60, now: t0 });
    clock.increment(0);
    await settle();
    expect(actor.getSnapshot().value).toBe('waitingToRetry');
    clock.increment(4_999);
    expect(calls).toBe(1);
    clock.increment(1);
    await settle();
    expect(calls).toBe(2);
    expect(actor.getSnapshot().hasTag('valid')).toBe(true);
    expect(emitted).toEqual(['tokenRefreshed']);
  });

  it('any other renewal error raises a silent-renew error and ends the session', async () => {
    const { actor, clock, emitted } = start({ refresh: async () => { throw new Error('invalid_grant'); } });
    actor.send({ type: 'token.userLoaded', expiresAt: inSeconds(t0) + 60, now: t0 });
    clock.increment(0);
    await settle();
    expect(emitted).toEqual(['silentRenewError', 'tokenRefreshFailed']);
  });

  it('no automatic renewal on the trial origin', () => {
    const { actor, clock, refreshes } = start({ refreshAllowed: false, autoRenew: false });
    actor.send({ type: 'token.userLoaded', expiresAt: inSeconds(t0) + 60, now: t0 });
    clock.increment(3_600_000);
    expect(refreshes()).toBe(0);
    expect(actor.getSnapshot().value).toBe('valid');
  });

  it('signing out forgets the token', () => {
    const { actor } = start();
    actor.send({ type: 'token.userLoaded', expiresAt: inSeconds(t0) + 300, now: t0 });
    actor.send({ type: 'token.userCleared' });
    expect(actor.getSnapshot().value).toBe('noUser');
  });
});
