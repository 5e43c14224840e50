import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { tokenMachine } from '../../../machines/session/token.machine';
import type { SessionCoordinator } from './session-coordinator';
import { tokenActors } from './token.actors';

const t0 = 1_800_000_000_000;

/** The token actor with the real refresh actor over a session whose refresh gives `refresh()`. */
function tokenWith(refresh: SessionCoordinator['refresh']) {
  const token = createActor(tokenMachine.provide({ actors: tokenActors({ refresh }) }), { input: { refreshAllowed: true, autoRenew: false } }).start();
  token.send({ type: 'token.userLoaded', expiresAt: t0 / 1000 - 1, now: t0 });
  return token;
}

describe('the token refresh (platform.md §4)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('a refresh that throws: the check says no, and the exception is logged', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new TypeError('Failed to fetch');
    const token = tokenWith(() => Promise.reject(failure));
    token.send({ type: 'token.check', now: t0 });
    const settled = await waitFor(token, (snapshot) => snapshot.hasTag('settled'));
    expect(settled.hasTag('valid')).toBe(false);
    expect(logged).toHaveBeenCalledWith('token refresh failed', failure);
  });

  it('a refresh that succeeds logs nothing', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const token = tokenWith(() => Promise.resolve({ expiresAt: t0 / 1000 + 600, receivedAt: t0 }));
    token.send({ type: 'token.check', now: t0 });
    const settled = await waitFor(token, (snapshot) => snapshot.hasTag('settled'));
    expect(settled.hasTag('valid')).toBe(true);
    expect(logged).not.toHaveBeenCalled();
  });
});
