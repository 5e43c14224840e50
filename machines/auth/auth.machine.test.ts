import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { authMachine } from './auth.machine';
import type { SessionUser, SignInResult, StoredUser } from './auth.types';

const alice: SessionUser = { subject: 'alice', name: 'Alice Adams', groups: ['studio-chat'], expiresAt: 2_000_000_000 };

function start(
  url: string,
  actors: Partial<{
    loadUser: () => Promise<StoredUser | null>;
    completeSignIn: () => Promise<SignInResult>;
    renewUser: () => Promise<SessionUser>;
    redirectToSignIn: (input: { returnTo: string }) => Promise<void>;
    signOut: () => Promise<void>;
    endSession: () => Promise<void>;
    forgetHere: (input: { atProvider: boolean }) => Promise<void>;
  }>,
  authEnabled = true,
) {
  const never = () => new Promise<never>(() => {});
  const machine = authMachine.provide({
    actors: {
      loadUser: fromPromise(actors.loadUser ?? never),
      completeSignIn: fromPromise(actors.completeSignIn ?? never),
      renewUser: fromPromise(actors.renewUser ?? never),
      redirectToSignIn: fromPromise(({ input }) => (actors.redirectToSignIn ?? never)(input)),
      signOut: fromPromise(actors.signOut ?? never),
      endSession: fromPromise(actors.endSession ?? never),
      forgetHere: fromPromise(({ input }) => (actors.forgetHere ?? never)(input)),
    },
  });
  const emitted: string[] = [];
  const actor = createActor(machine, { input: { url, authEnabled } });
  actor.on('*', (event) => emitted.push(event.type));
  actor.start();
  return { actor, emitted };
}

describe('auth machine', () => {
  it('with authentication disabled by configuration, nobody is asked to sign in', () => {
    const { actor } = start('http://localhost/chat', {}, false);
    expect(actor.getSnapshot().hasTag('signedIn')).toBe(true);
    expect(actor.getSnapshot().can({ type: 'auth.login', returnTo: '/' })).toBe(false);
  });

  it('a stored, valid user is signed in straight away', async () => {
    const { actor } = start('http://localhost/', { loadUser: async () => ({ user: alice, expired: false }) });
    await waitFor(actor, (s) => s.hasTag('signedIn'));
    expect(actor.getSnapshot().context.user?.name).toBe('Alice Adams');
  });

  it('no stored user: signed out, and a login request goes to the provider with the return path', async () => {
    const redirects: string[] = [];
    const { actor } = start('http://localhost/', {
      loadUser: async () => null,
      redirectToSignIn: async ({ returnTo }) => {
        redirects.push(returnTo);
        return new Promise<void>(() => {});
      },
    });
    await waitFor(actor, (s) => s.hasTag('signedOut'));
    actor.send({ type: 'auth.login', returnTo: '/vox' });
    expect(actor.getSnapshot().value).toEqual({ signedOut: 'redirecting' });
    expect(redirects).toEqual(['/vox']);
  });

  it('an expired stored user is renewed silently', async () => {
    const { actor } = start('http://localhost/', {
      loadUser: async () => ({ user: alice, expired: true }),
      renewUser: async () => ({ ...alice, expiresAt: 2_100_000_000 }),
    });
    await waitFor(actor, (s) => s.hasTag('signedIn'));
    expect(actor.getSnapshot().context.user?.expiresAt).toBe(2_100_000_000);
  });

  it('a failed silent renewal leaves nobody signed in', async () => {
    const { actor } = start('http://localhost/', {
      loadUser: async () => ({ user: alice, expired: true }),
      renewUser: async () => { throw new Error('login_required'); },
    });
    await waitFor(actor, (s) => s.hasTag('signedOut'));
    expect(actor.getSnapshot().context.user).toBeNull();
  });

  it('an error loading the stored user logs out', async () => {
    let signedOut = false;
    const { actor, emitted } = start('http://localhost/', {
      loadUser: async () => { throw new Error('corrupt user'); },
      signOut: async () => { signedOut = true; },
    });
    await waitFor(actor, (s) => s.hasTag('signedOut'));
    expect(signedOut).toBe(true);
    expect(emitted).toContain('signedOut');
  });

  it('a callback address completes the sign-in and tells where to return', async () => {
    const { actor, emitted } = start('http://localhost/?code=abc&state=xyz', {
      completeSignIn: async () => ({ user: alice, returnTo: '/audit-gpt' }),
      loadUser: async () => { throw new Error('must not load the stored user on a callback'); },
    });
    await waitFor(actor, (s) => s.hasTag('signedIn'));
    expect(emitted).toEqual(['signedIn']);
  });

  it('a failed callback leaves the user signed out and reports it', async () => {
    const { actor, emitted } = start('http://localhost/#error=access_denied&state=xyz', {
      completeSignIn: async () => { throw new Error('access_denied'); },
    });
    await waitFor(actor, (s) => s.hasTag('signInFailed'));
    expect(emitted).toEqual(['signInFailed']);
    expect(actor.getSnapshot().hasTag('signedOut')).toBe(true);
  });

  it('logging out ends signed out and says so', async () => {
    const { actor, emitted } = start('http://localhost/', {
      loadUser: async () => ({ user: alice, expired: false }),
      signOut: async () => {},
    });
    await waitFor(actor, (s) => s.hasTag('signedIn'));
    actor.send({ type: 'auth.logout' });
    await waitFor(actor, (s) => s.hasTag('signedOut'));
    expect(emitted).toEqual(['signedOut']);
  });

  it('an expired session is forgotten locally and reported, without a trip to the provider', async () => {
    let providerVisited = false;
    const { actor, emitted } = start('http://localhost/', {
      loadUser: async () => ({ user: alice, expired: false }),
      signOut: async () => { providerVisited = true; },
      endSession: async () => {},
    });
    await waitFor(actor, (s) => s.hasTag('signedIn'));
    actor.send({ type: 'auth.sessionExpired' });
    await waitFor(actor, (s) => s.hasTag('signedOut'));
    expect(emitted).toEqual(['sessionExpired']);
    // Not straight back to the provider: the user reads why and signs in again by choice.
    expect(actor.getSnapshot().hasTag('autoSignIn')).toBe(false);
    expect(providerVisited).toBe(false);
  });

  it('signed out in another tab or at the provider: forgotten here, no sign-in starts by itself', async () => {
    const forgotten: Array<{ atProvider: boolean }> = [];
    const { actor, emitted } = start('http://localhost/', {
      loadUser: async () => ({ user: alice, expired: false }),
      forgetHere: async (input) => void forgotten.push(input),
    });
    await waitFor(actor, (s) => s.hasTag('signedIn'));
    actor.send({ type: 'auth.signedOutElsewhere', atProvider: true });
    await waitFor(actor, (s) => s.hasTag('signedOut'));
    expect(forgotten).toEqual([{ atProvider: true }]);
    expect(emitted).toEqual(['signedOutElsewhere']);
    expect(actor.getSnapshot().hasTag('signedOutElsewhere')).toBe(true);
    expect(actor.getSnapshot().hasTag('autoSignIn')).toBe(false);
    expect(actor.getSnapshot().context.user).toBeNull();
  });
});
