import {
  assign, emit, enqueueActions, fromCallback, fromPromise, sendTo, setup, type ActorRefFrom, type AnyActorLogic, type EventObject, type SnapshotFrom,
} from 'xstate';
import type { StorageScope, Tenant } from '../../domain/chat';
import { authMachine } from '../auth/auth.machine';
import type { SessionUser } from '../auth/auth.types';
import { tokenMachine, tokenSignals, type TokenEmitted } from '../session/token.machine';
import type { SessionActorEvent } from './session-protocol';
import type { NoTags, ToolEvent, ToolSettled } from './tool-protocol';

export interface StudioInput {
  /** The address the page was opened with (a sign-in callback is finished from it). */
  url: string;
  authEnabled: boolean;
  /** Whose storage keys (tools.md §3): the trial origin has its own. */
  tenant: Tenant;
  /** Internal origins refresh tokens and renew them before expiry; the trial origin does neither (platform.md §4). */
  refreshTokens: boolean;
  /** The clock (ms since the epoch): the machine reads none of its own, so that a test sets the time. */
  now: () => number;
}

export type StudioEvent =
  /** A tool's route was entered for the first time: its actor joins the system (its code has just loaded). */
  | { type: 'tool.open'; tool: string; logic: AnyActorLogic }
  /** The user logs out: the tools settle first (answers kept, histories written), then the sign-out. */
  | { type: 'studio.logout' }
  /** Reload the page once the tools have settled and the preferences are written ("Show Release Notes"). */
  | { type: 'studio.reload' }
  | { type: 'page.hidden' }
  | { type: 'page.visible' }
  | { type: 'page.leaving' }
  | ToolSettled
  | Exclude<SessionActorEvent, { type: 'session.userChanged' }>
  | { type: 'xstate.snapshot.auth'; snapshot: SnapshotFrom<typeof authMachine> }
  /** The token actor's signals, heard as it emits them. */
  | TokenEmitted;

/** What the studio tells the shell of the token: a refused automatic renewal, a refresh that worked (logged there). */
export type StudioEmitted = Exclude<TokenEmitted, { type: 'tokenRefreshFailed' }>;

interface StudioContext extends StudioInput {
  /** The signed-in user as the auth actor last showed it. */
  user: SessionUser | null;
  scope: StorageScope | null;
  /** The tools whose actors run, by system id. */
  tools: string[];
  /** The tools that have not answered `tool.settle` yet. */
  unsettled: string[];
  /** Why this tab is forgetting its session without a sign-out of its own. */
  endedAtProvider: boolean;
}

/** Hears the token actor (`token` in the system) emit platform.md §4's signals, and hands them to the studio. */
const tokenListener = fromCallback<EventObject>(({ system, sendBack }) => {
  const token = system.get('token') as ActorRefFrom<typeof tokenMachine> | undefined;
  if (!token) throw new Error('the studio listens to its token actor, which is not there');
  const subscriptions = tokenSignals.map((type) => token.on(type, sendBack));
  return () => {
    for (const subscription of subscriptions) subscription.unsubscribe();
  };
});

/** A sign-out or reload waits this long at most for the tools (a hung storage must not keep the user in). */
export const SETTLE_TIMEOUT_MS = 5_000;

const scopeOf = ({ authEnabled, tenant }: StudioInput, user: SessionUser | null): StorageScope | null =>
  !authEnabled ? { tenant, userId: null } : user ? { tenant, userId: user.subject } : null;
const scopeKey = (scope: StorageScope | null) => (scope ? `${scope.tenant}:${scope.userId ?? ''}` : '');

/** The tools settle (tool.settle → tool.settled, or the timeout), then `then` runs. */
const settlingTools = (then: string) =>
  ({
    entry: 'settleTools',
    always: { guard: 'toolsSettled', target: then },
    after: { settleTimeout: { target: then } },
    on: { 'tool.settled': { actions: 'noteSettled' } },
  }) as const;

/**
 * The studio's one actor system (architecture.md). It runs the sign-in (`auth`) and the token's
 * freshness (`token`), hears the page hide and go (`page`), and spawns each tool's actor when
 * its route is first entered. Everything that must happen in order between them is an event
 * from here: the user and the storage scope reach the token and the tools; a page hide or leave
 * reaches every tool; a sign-out or reload waits for the tools to settle.
 */
export const studioMachine = setup({
  types: {
    tags: {} as NoTags,
    input: {} as StudioInput,
    context: {} as StudioContext,
    events: {} as StudioEvent,
    emitted: {} as StudioEmitted,
    children: {} as { auth: 'auth'; token: 'token'; tokenListener: 'tokenListener'; page: 'pageLifecycle'; session: 'sessionLink' },
  },
  actors: {
    auth: authMachine,
    token: tokenMachine,
    tokenListener,
    pageLifecycle: fromCallback<EventObject>(() => {
      throw new Error('studio actor "pageLifecycle" must be provided');
    }),
    sessionLink: fromCallback<SessionActorEvent>(() => {
      throw new Error('studio actor "sessionLink" must be provided');
    }),
    flushPreferences: fromPromise<void>(async () => {
      throw new Error('studio actor "flushPreferences" must be provided');
    }),
    reloadPage: fromPromise<void>(async () => {
      throw new Error('studio actor "reloadPage" must be provided');
    }),
  },
  actions: {
    /** The user changed: the token hears of it, and the tools of a new scope. */
    followUser: enqueueActions(({ context, enqueue, system }, user: SessionUser | null) => {
      if (user === context.user) return;
      enqueue.sendTo('token', user ? { type: 'token.userLoaded', expiresAt: user.expiresAt, now: context.now() } : { type: 'token.userCleared' });
      if (Boolean(user) !== Boolean(context.user)) enqueue.sendTo('session', { type: 'session.userChanged', signedIn: user !== null });
      const scope = scopeOf(context, user);
      enqueue.assign({ user, scope });
      if (scopeKey(scope) === scopeKey(context.scope)) return;
      const changed: ToolEvent = { type: 'session.scopeChanged', scope };
      for (const tool of context.tools) enqueue.sendTo(system.get(tool), changed);
    }),
    openTool: enqueueActions(({ context, enqueue }, { tool, logic }: { tool: string; logic: AnyActorLogic }) => {
      if (context.tools.includes(tool)) return;
      enqueue.spawnChild(logic, { systemId: tool, input: { scope: context.scope } });
      enqueue.assign({ tools: [...context.tools, tool] });
    }),
    tellTools: enqueueActions(({ context, enqueue, system }, event: ToolEvent) => {
      for (const tool of context.tools) enqueue.sendTo(system.get(tool), event);
    }),
    settleTools: enqueueActions(({ context, enqueue, self, system }) => {
      enqueue.assign({ unsettled: context.tools });
      const settle: ToolEvent = { type: 'tool.settle', replyTo: self };
      for (const tool of context.tools) enqueue.sendTo(system.get(tool), settle);
    }),
    noteSettled: assign(({ context, event }) => ({ unsettled: context.unsettled.filter((tool) => event.type !== 'tool.settled' || tool !== event.tool) })),
  },
  guards: {
    toolsSettled: ({ context }) => context.unsettled.length === 0,
    signedIn: ({ context }) => context.user !== null,
  },
  delays: { settleTimeout: SETTLE_TIMEOUT_MS },
}).createMachine({
  id: 'studio',
  context: ({ input }) => ({ ...input, user: null, scope: scopeOf(input, null), tools: [], unsettled: [], endedAtProvider: false }),
  invoke: [
    {
      id: 'auth',
      systemId: 'auth',
      src: 'auth',
      input: ({ context }) => ({ url: context.url, authEnabled: context.authEnabled }),
      onSnapshot: { actions: { type: 'followUser', params: ({ event }) => event.snapshot.context.user } },
    },
    {
      id: 'token',
      systemId: 'token',
      src: 'token',
      input: ({ context }) => ({ refreshAllowed: context.refreshTokens, autoRenew: context.refreshTokens }),
    },
    { id: 'tokenListener', src: 'tokenListener' },
    { id: 'page', systemId: 'page', src: 'pageLifecycle' },
    { id: 'session', systemId: 'session', src: 'sessionLink' },
  ],
  on: {
    // The token could not be kept fresh (a failed refresh, or a 401 from a call): the session expired.
    tokenRefreshFailed: { actions: sendTo('auth', { type: 'auth.sessionExpired' }) },
    silentRenewError: { actions: emit(({ event }) => event) },
    tokenRefreshed: { actions: emit(({ event }) => event) },
    // Another tab refreshed the session's tokens: this tab's token actor renews from their expiry.
    'session.tokensAdopted': {
      actions: sendTo('token', ({ event }) => ({ type: 'token.userLoaded' as const, expiresAt: event.expiresAt, now: event.now })),
    },
    'tool.open': { actions: { type: 'openTool', params: ({ event }) => event } },
    'page.hidden': { actions: { type: 'tellTools', params: { type: 'page.hidden' } } },
    'page.visible': { actions: { type: 'tellTools', params: { type: 'page.visible' } } },
    'page.leaving': { actions: { type: 'tellTools', params: { type: 'page.leaving' } } },
  },
  initial: 'running',
  states: {
    running: {
      on: {
        'studio.logout': 'signingOut',
        'studio.reload': 'reloading',
        'session.signedOutElsewhere': { guard: 'signedIn', target: 'forgettingSession', actions: assign({ endedAtProvider: false }) },
        'session.endedAtProvider': { guard: 'signedIn', target: 'forgettingSession', actions: assign({ endedAtProvider: true }) },
      },
    },
    // Signed out in another tab or at the provider: the tools settle (answers kept), then this
    // tab forgets the session too; the page then shows the logged-out page.
    forgettingSession: {
      initial: 'settling',
      states: {
        settling: settlingTools('#studio.running'),
      },
      exit: sendTo('auth', ({ context }) => ({ type: 'auth.signedOutElsewhere' as const, atProvider: context.endedAtProvider })),
    },
    // The preferences are written too: the identity-provider switch logs out right after its change.
    signingOut: {
      initial: 'settling',
      states: {
        settling: settlingTools('flushing'),
        flushing: { invoke: { id: 'flushPreferences', src: 'flushPreferences', onDone: '#studio.running', onError: '#studio.running' } },
      },
      exit: sendTo('auth', { type: 'auth.logout' }),
    },
    reloading: {
      initial: 'settling',
      states: {
        settling: settlingTools('flushing'),
        flushing: { invoke: { id: 'flushPreferences', src: 'flushPreferences', onDone: 'reloading', onError: 'reloading' } },
        // The page goes; nothing follows.
        reloading: { invoke: { id: 'reloadPage', src: 'reloadPage' } },
      },
    },
  },
});
