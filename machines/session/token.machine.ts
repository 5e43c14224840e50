import { assign, emit, enqueueActions, fromPromise, setup } from 'xstate';

/** What a refresh-token grant gave back. */
export interface RefreshResult {
  /** The new access token's expiry, in seconds since the epoch. */
  expiresAt: number;
  /** When the answer arrived (ms since the epoch): automatic renewal is scheduled from it. */
  receivedAt: number;
}

/**
 * The provider was not reached: the refresh timed out, or the network failed (offline for a
 * moment). An automatic renewal so failed is retried while the token is still valid; any other
 * failure (the provider refused) ends the session.
 */
export class RefreshUnreachableError extends Error {
  constructor(message = 'token refresh timed out') {
    super(message);
    this.name = 'RefreshUnreachableError';
  }
}

export interface TokenInput {
  /** Internal origins refresh; the trial origin never does (platform.md §4). */
  refreshAllowed: boolean;
  /** Automatic renewal before expiry; switched off on the trial origin. */
  autoRenew: boolean;
}

export type TokenEvent =
  | { type: 'token.userLoaded'; expiresAt: number | undefined; now: number }
  | { type: 'token.userCleared' }
  | { type: 'token.check'; now: number }
  /** A call that carried the token was answered 401: the session expired. */
  | { type: 'token.sessionExpired' };

/**
 * platform.md §4's signals, by its names: the token could not be kept (a failed refresh or a
 * 401), an automatic renewal was refused, a refresh worked. The studio listens to them.
 */
export type TokenEmitted =
  | { type: 'tokenRefreshFailed' }
  | { type: 'silentRenewError'; error: unknown }
  | { type: 'tokenRefreshed'; expiresAt: number };
export const tokenSignals = ['tokenRefreshFailed', 'silentRenewError', 'tokenRefreshed'] as const satisfies readonly TokenEmitted['type'][];

/** platform.md §9: the token-expiring notice comes 60 s before expiry; a timed-out renewal retries after 5 s. */
export const expiringNoticeMs = 60_000;
export const renewRetryMs = 5_000;

interface TokenContext extends TokenInput {
  /** Seconds since the epoch; null while nobody is signed in or the expiry is unknown. */
  expiresAt: number | null;
  /** When automatic renewal should start, counted from the moment the expiry became known. */
  renewInMs: number;
}

const renewIn = (expiresAt: number | undefined, now: number) =>
  expiresAt === undefined ? Number.POSITIVE_INFINITY : Math.max(0, expiresAt * 1000 - now - expiringNoticeMs);

/**
 * The one owner of the access token's freshness: the token check before every call
 * (platform.md §4), automatic renewal, and the token-refresh-failed signal.
 *
 * Tags: `settled` once a check has an answer; `valid` when that answer is yes.
 */
export const tokenMachine = setup({
  types: {
    tags: {} as 'busy' | 'settled' | 'valid',
    input: {} as TokenInput,
    context: {} as TokenContext,
    events: {} as TokenEvent,
    emitted: {} as TokenEmitted,
  },
  actors: {
    refresh: fromPromise<RefreshResult>(async () => {
      throw new Error('token actor "refresh" must be provided');
    }),
  },
  guards: {
    expiredAt: ({ context }, now: number) => context.expiresAt !== null && context.expiresAt * 1000 <= now,
    refreshAllowed: ({ context }) => context.refreshAllowed,
    autoRenew: ({ context }) => context.autoRenew && Number.isFinite(context.renewInMs),
    unreachable: ({ event }) => 'error' in event && event.error instanceof RefreshUnreachableError,
  },
  delays: {
    renewDelay: ({ context }) => context.renewInMs,
    renewRetry: renewRetryMs,
  },
  actions: {
    rememberUser: assign((_, params: { expiresAt: number | undefined; now: number }) => ({
      expiresAt: params.expiresAt ?? null,
      renewInMs: renewIn(params.expiresAt, params.now),
    })),
    signalFailure: emit({ type: 'tokenRefreshFailed' as const }),
    /** A refresh worked: the new expiry is kept (renewal is scheduled from it) and told. */
    refreshed: enqueueActions(({ enqueue }, { expiresAt, receivedAt }: RefreshResult) => {
      enqueue.assign({ expiresAt, renewInMs: renewIn(expiresAt, receivedAt) });
      enqueue.emit({ type: 'tokenRefreshed' as const, expiresAt });
    }),
  },
}).createMachine({
  id: 'token',
  context: ({ input }) => ({ ...input, expiresAt: null, renewInMs: Number.POSITIVE_INFINITY }),
  initial: 'noUser',
  on: {
    'token.userCleared': { target: '.noUser' },
    'token.userLoaded': {
      target: '.valid',
      actions: { type: 'rememberUser', params: ({ event }) => ({ expiresAt: event.expiresAt, now: event.now }) },
    },
  },
  states: {
    noUser: {
      tags: ['settled'],
      entry: assign({ expiresAt: null, renewInMs: Number.POSITIVE_INFINITY }),
    },
    valid: {
      tags: ['settled', 'valid'],
      after: { renewDelay: { guard: 'autoRenew', target: 'renewing' } },
      on: {
        'token.check': [
          { guard: { type: 'expiredAt', params: ({ event }) => event.now }, target: 'checkingExpired' },
        ],
        'token.sessionExpired': { target: 'sessionExpired' },
      },
    },
    checkingExpired: {
      // On the trial origin an expired token is simply not valid: no refresh is tried.
      always: [{ guard: 'refreshAllowed', target: 'refreshing' }, { target: 'sessionExpired' }],
    },
    refreshing: {
      tags: ['busy'],
      invoke: {
        id: 'refreshOnCheck',
        src: 'refresh',
        onDone: { target: 'valid', actions: { type: 'refreshed', params: ({ event }) => event.output } },
        onError: { target: 'sessionExpired' },
      },
    },
    renewing: {
      tags: ['busy'],
      invoke: {
        id: 'renewal',
        src: 'refresh',
        onDone: { target: 'valid', actions: { type: 'refreshed', params: ({ event }) => event.output } },
        onError: [
          { guard: 'unreachable', target: 'waitingToRetry' },
          { target: 'sessionExpired', actions: emit(({ event }) => ({ type: 'silentRenewError' as const, error: event.error })) },
        ],
      },
    },
    waitingToRetry: {
      tags: ['settled', 'valid'],
      after: { renewRetry: 'renewing' },
      on: {
        'token.check': { guard: { type: 'expiredAt', params: ({ event }) => event.now }, target: 'checkingExpired' },
        'token.sessionExpired': { target: 'sessionExpired' },
      },
    },
    sessionExpired: {
      tags: ['settled'],
      entry: 'signalFailure',
    },
  },
});
