import { assign, emit, fromPromise, setup, type NonReducibleUnknown } from 'xstate';
import type { AuthInput, SessionUser, SignInResult, StoredUser } from './auth.types';
import { isSignInCallback } from './sign-in-callback';

function mustBeProvided<TOutput, TInput = NonReducibleUnknown>(name: string) {
  return fromPromise<TOutput, TInput>(async () => {
    throw new Error(`auth actor "${name}" must be provided`);
  });
}

export type AuthEvent =
  | { type: 'auth.login'; returnTo: string }
  | { type: 'auth.logout' }
  /** The token could not be kept fresh (failed refresh, or a 401 from a call). */
  | { type: 'auth.sessionExpired' }
  /** Signed out in another tab, or at the provider itself (`atProvider`). */
  | { type: 'auth.signedOutElsewhere'; atProvider: boolean };

export type AuthEmitted =
  | { type: 'signedIn'; returnTo: string }
  | { type: 'signInFailed'; error: unknown }
  | { type: 'signedOut' }
  | { type: 'sessionExpired' }
  | { type: 'signedOutElsewhere' };

interface AuthContext {
  url: string;
  authEnabled: boolean;
  user: SessionUser | null;
}

/**
 * Sign-in as platform.md §4 has it: no user → login redirect (unless auth is disabled) →
 * callback → user loaded. An expired stored user is renewed silently (failure → no user);
 * an error loading the stored user logs out.
 *
 * Tags: `busy` while the answer is not known yet, `signedIn` / `signedOut` once it is.
 */
const auth = setup({
  types: {
    tags: {} as 'authDisabled' | 'autoSignIn' | 'busy' | 'sessionExpired' | 'signInFailed' | 'signedIn' | 'signedOut' | 'signedOutElsewhere',
    input: {} as AuthInput,
    context: {} as AuthContext,
    events: {} as AuthEvent,
    emitted: {} as AuthEmitted,
  },
  actors: {
    completeSignIn: mustBeProvided<SignInResult, { url: string }>('completeSignIn'),
    loadUser: mustBeProvided<StoredUser | null>('loadUser'),
    renewUser: mustBeProvided<SessionUser>('renewUser'),
    redirectToSignIn: mustBeProvided<void, { returnTo: string }>('redirectToSignIn'),
    signOut: mustBeProvided<void>('signOut'),
    endSession: mustBeProvided<void>('endSession'),
    forgetHere: mustBeProvided<void, { atProvider: boolean }>('forgetHere'),
  },
  actions: {
    tell: emit((_, told: AuthEmitted) => told),
  },
  guards: {
    authDisabled: ({ context }) => !context.authEnabled,
    isCallback: ({ context }) => isSignInCallback(context.url),
    noStoredUser: (_, stored: StoredUser | null) => stored === null,
    storedUserExpired: (_, stored: StoredUser | null) => stored?.expired === true,
  },
});

/**
 * How a way out of the session ends (signing out, ending it, forgetting it here): whether its
 * effect worked or not, the user is signed out here, in `target`, and the world is told `told`.
 */
const leavingTo = (target: 'signedOut' | 'signedOut.sessionExpired' | 'signedOut.elsewhere', told: AuthEmitted) => {
  const landed = { target, actions: { type: 'tell' as const, params: told } };
  return { onDone: landed, onError: landed };
};

export const authMachine = auth.createMachine({
  id: 'auth',
  context: ({ input }) => ({ url: input.url, authEnabled: input.authEnabled, user: null }),
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: 'authDisabled', target: 'disabled' },
        { guard: 'isCallback', target: 'completingSignIn' },
        { target: 'loadingUser' },
      ],
    },
    /** Authentication switched off by configuration: every route is open. */
    disabled: { tags: ['signedIn', 'authDisabled'] },
    completingSignIn: {
      tags: ['busy'],
      invoke: {
        id: 'completeSignIn',
        src: 'completeSignIn',
        input: ({ context }) => ({ url: context.url }),
        onDone: {
          target: 'signedIn',
          actions: [
            assign({ user: ({ event }) => event.output.user }),
            emit(({ event }) => ({ type: 'signedIn' as const, returnTo: event.output.returnTo })),
          ],
        },
        onError: {
          target: 'signedOut.failed',
          actions: emit(({ event }) => ({ type: 'signInFailed' as const, error: event.error })),
        },
      },
    },
    loadingUser: {
      tags: ['busy'],
      invoke: {
        id: 'loadUser',
        src: 'loadUser',
        onDone: [
          { guard: { type: 'noStoredUser', params: ({ event }) => event.output }, target: 'signedOut' },
          { guard: { type: 'storedUserExpired', params: ({ event }) => event.output }, target: 'renewing' },
          { target: 'signedIn', actions: assign({ user: ({ event }) => event.output?.user ?? null }) },
        ],
        onError: { target: 'signingOut' },
      },
    },
    renewing: {
      tags: ['busy'],
      invoke: {
        id: 'renewUser',
        src: 'renewUser',
        onDone: { target: 'signedIn', actions: assign({ user: ({ event }) => event.output }) },
        onError: { target: 'signedOut' },
      },
    },
    signedOut: {
      tags: ['signedOut'],
      entry: assign({ user: null }),
      on: { 'auth.login': '.redirecting' },
      initial: 'idle',
      states: {
        /** Nobody signed in yet: a protected route may send the user to the provider at once. */
        idle: { tags: ['autoSignIn'] },
        /** A sign-in just failed: asking again at once could loop, so the user decides. */
        failed: { tags: ['signInFailed'] },
        /** The session could not be kept: the user is told, and signs in again by choice. */
        sessionExpired: { tags: ['sessionExpired'] },
        /** Signed out elsewhere: the logged-out page follows; no sign-in starts by itself. */
        elsewhere: { tags: ['signedOutElsewhere'] },
        redirecting: {
          tags: ['busy'],
          invoke: {
            id: 'redirectToSignIn',
        src: 'redirectToSignIn',
            input: ({ event }) => ({ returnTo: event.type === 'auth.login' ? event.returnTo : '/' }),
            // The page leaves for the provider; an error means the redirect itself failed.
            onError: {
              target: 'failed',
              actions: emit(({ event }) => ({ type: 'signInFailed' as const, error: event.error })),
            },
          },
        },
      },
    },
    signedIn: {
      tags: ['signedIn'],
      on: { 'auth.logout': 'signingOut', 'auth.sessionExpired': 'expiringSession', 'auth.signedOutElsewhere': 'forgettingHere' },
    },
    /** Signed out in another tab or at the provider: forget the session here, no trip to the provider. */
    forgettingHere: {
      tags: ['busy'],
      invoke: {
        id: 'forgetHere',
        src: 'forgetHere',
        input: ({ event }) => ({ atProvider: event.type === 'auth.signedOutElsewhere' && event.atProvider }),
        ...leavingTo('signedOut.elsewhere', { type: 'signedOutElsewhere' }),
      },
    },
    /** The session is over without the user asking: forget it here, no trip to the provider. */
    expiringSession: {
      tags: ['busy'],
      invoke: {
        id: 'endSession',
        src: 'endSession',
        ...leavingTo('signedOut.sessionExpired', { type: 'sessionExpired' }),
      },
    },
    signingOut: {
      tags: ['busy'],
      invoke: {
        id: 'signOut',
        src: 'signOut',
        ...leavingTo('signedOut', { type: 'signedOut' }),
      },
    },
  },
});
