import { describe, expect, it } from 'vitest';
import { assign, createActor, emit, fromCallback, fromPromise, setup, SimulatedClock, type AnyActorRef, type EventObject } from 'xstate';
import { authMachine } from '../auth/auth.machine';
import type { SessionUser, SignInResult, StoredUser } from '../auth/auth.types';
import { expiringNoticeMs, tokenMachine, type RefreshResult, type TokenEmitted } from '../session/token.machine';
import { SETTLE_TIMEOUT_MS, studioMachine } from './studio.machine';
import type { SessionActorEvent } from './session-protocol';
import type { ToolEvent } from './tool-protocol';

const alice: SessionUser = { subject: 'alice', name: 'Alice Adams', groups: ['studio-chat'], expiresAt: 4_000_000_000 };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const never = () => new Promise<never>(() => {});

/** A tool that records what the studio tells it and answers `tool.settle` when the test says so. */
function recordingTool(name: string, heard: Array<[string, ToolEvent['type']]>) {
  return setup({
    types: { events: {} as ToolEvent | { type: 'test.settled' }, input: {} as unknown, context: {} as { replyTo: AnyActorRef | null; input: unknown } },
  }).createMachine({
    context: ({ input }) => ({ replyTo: null, input }),
    on: {
      'session.scopeChanged': { actions: ({ event }) => heard.push([name, event.type]) },
      'page.hidden': { actions: ({ event }) => heard.push([name, event.type]) },
      'page.leaving': { actions: ({ event }) => heard.push([name, event.type]) },
      'tool.settle': { actions: [({ event }) => heard.push([name, event.type]), assign({ replyTo: ({ event }) => event.replyTo })] },
      'test.settled': { actions: ({ context }) => context.replyTo?.send({ type: 'tool.settled', tool: name }) },
    },
  });
}

/** A token actor that only says what it is told to: it has no state that could be watched. */
const signallingToken = setup({ types: { events: {} as { type: 'test.signal'; signal: TokenEmitted }, emitted: {} as TokenEmitted } }).createMachine({
  on: { 'test.signal': { actions: emit(({ event }) => event.signal) } },
});

function startStudio({
  stored = alice as SessionUser | null,
  authEnabled = true,
  refreshTokens = true,
  refresh = never as () => Promise<RefreshResult>,
  token = tokenMachine.provide({ actors: { refresh: fromPromise<RefreshResult>(refresh) } }) as typeof tokenMachine,
} = {}) {
  const clock = new SimulatedClock();
  const effects: string[] = [];
  let page: ((event: EventObject) => void) | null = null;
  let session: ((event: SessionActorEvent) => void) | null = null;
  const sessionHeard: SessionActorEvent[] = [];
  const logic = studioMachine.provide({
    actors: {
      auth: authMachine.provide({
        actors: {
          loadUser: fromPromise<StoredUser | null>(async () => (stored ? { user: stored, expired: false } : null)),
          completeSignIn: fromPromise<SignInResult, { url: string }>(never),
          renewUser: fromPromise<SessionUser>(never),
          redirectToSignIn: fromPromise<void, { returnTo: string }>(never),
          signOut: fromPromise<void>(async () => void effects.push('signOut')),
          endSession: fromPromise<void>(async () => void effects.push('endSession')),
          forgetHere: fromPromise<void, { atProvider: boolean }>(async ({ input }) => void effects.push(`forgetHere:${input.atProvider}`)),
        },
      }),
      token,
      pageLifecycle: fromCallback(({ sendBack }) => {
        page = sendBack;
      }),
      sessionLink: fromCallback<SessionActorEvent>(({ sendBack, receive }) => {
        session = sendBack;
        receive((event) => sessionHeard.push(event));
      }),
      flushPreferences: fromPromise<void>(async () => void effects.push('flushPreferences')),
      reloadPage: fromPromise<void>(async () => void effects.push('reloadPage')),
    },
  });
  const studio = createActor(logic, { input: { url: 'http://localhost/', authEnabled, tenant: 'corporate', refreshTokens, now: () => clock.now() }, clock }).start();
  const heard: Array<[string, ToolEvent['type']]> = [];
  const open = (name: string) => studio.send({ type: 'tool.open', tool: name, logic: recordingTool(name, heard) });
  return { studio, clock, effects, heard, open, page: (type: string) => page!({ type }), session: (event: SessionActorEvent) => session!(event), sessionHeard };
}

describe('the studio’s actor system', () => {
  it('runs sign-in, the token and the page listener, each under its system id', () => {
    const { studio } = startStudio();
    expect(['auth', 'token', 'page', 'session'].map((id) => studio.system.get(id) !== undefined)).toEqual([true, true, true, true]);
  });

  it('the signed-in user reaches the token, and the tools get the user’s storage scope', async () => {
    const { studio, open } = startStudio();
    await settle();
    expect(studio.getSnapshot().context.scope).toEqual({ tenant: 'corporate', userId: 'alice' });
    expect(studio.system.get('token').getSnapshot().value).toBe('valid');
    open('chat');
    expect(studio.system.get('chat').getSnapshot().context.input).toEqual({ scope: { tenant: 'corporate', userId: 'alice' } });
  });

  it('with sign-in switched off, one shared scope; nobody signed in, no scope', async () => {
    expect(startStudio({ authEnabled: false }).studio.getSnapshot().context.scope).toEqual({ tenant: 'corporate', userId: null });
    const { studio } = startStudio({ stored: null });
    await settle();
    expect(studio.getSnapshot().context.scope).toBeNull();
  });

  it.each([
    [true, ['refresh'], []],
    [false, [], ['endSession']],
  ] as const)('with refreshTokens %s, a check of an expired token asks for %j and the session effects are %j (platform.md §4: no refresh on the trial origin)', async (refreshTokens, asked, ended) => {
    const refreshes: string[] = [];
    const { studio, effects } = startStudio({
      stored: { ...alice, expiresAt: 1_000 },
      refreshTokens,
      refresh: async () => {
        refreshes.push('refresh');
        return { expiresAt: 9_000, receivedAt: 2_000_000 };
      },
    });
    await settle();
    studio.system.get('token').send({ type: 'token.check', now: 2_000_000 });
    await settle();
    expect(refreshes).toEqual(asked);
    expect(effects).toEqual(ended);
  });

  it('a tool is spawned once, however often its route is entered', () => {
    const { studio, open } = startStudio();
    open('chat');
    const first = studio.system.get('chat');
    open('chat');
    expect(studio.system.get('chat')).toBe(first);
    expect(studio.getSnapshot().context.tools).toEqual(['chat']);
  });

  it('the page hiding and going reach every open tool', () => {
    const { open, page, heard } = startStudio();
    open('chat');
    open('vox');
    page('page.hidden');
    page('page.leaving');
    expect(heard).toEqual([
      ['chat', 'page.hidden'],
      ['vox', 'page.hidden'],
      ['chat', 'page.leaving'],
      ['vox', 'page.leaving'],
    ]);
  });

  it('a sign-out waits for every tool to settle, then writes the preferences, then signs out; the tools hear the scope go', async () => {
    const { studio, open, heard, effects } = startStudio();
    await settle();
    open('chat');
    open('vox');
    studio.send({ type: 'studio.logout' });
    expect(heard).toEqual([
      ['chat', 'tool.settle'],
      ['vox', 'tool.settle'],
    ]);
    studio.system.get('chat').send({ type: 'test.settled' });
    await settle();
    expect(effects).toEqual([]);
    studio.system.get('vox').send({ type: 'test.settled' });
    await settle();
    expect(effects).toEqual(['flushPreferences', 'signOut']);
    expect(heard.at(-1)).toEqual(['vox', 'session.scopeChanged']);
    expect(studio.getSnapshot().context.scope).toBeNull();
  });

  it('a tool that never settles holds a sign-out back 5 s at most', async () => {
    const { studio, clock, open, effects } = startStudio();
    await settle();
    open('chat');
    studio.send({ type: 'studio.logout' });
    clock.increment(SETTLE_TIMEOUT_MS - 1);
    await settle();
    expect(effects).toEqual([]);
    clock.increment(1);
    await settle();
    expect(effects).toEqual(['flushPreferences', 'signOut']);
  });

  it('"Show Release Notes" reloads once the tools have settled and the preferences are written', async () => {
    const { studio, open, effects } = startStudio();
    open('chat');
    studio.send({ type: 'studio.reload' });
    await settle();
    expect(effects).toEqual([]);
    studio.system.get('chat').send({ type: 'test.settled' });
    await settle();
    expect(effects).toEqual(['flushPreferences', 'reloadPage']);
  });

  it('a token that cannot be kept fresh ends the session: forgotten here, and the tools lose the scope', async () => {
    const { studio, open, heard, effects } = startStudio({ refresh: async () => Promise.reject(new Error('invalid_grant')) });
    await settle();
    open('chat');
    studio.system.get('token').send({ type: 'token.sessionExpired' });
    await settle();
    expect(effects).toEqual(['endSession']);
    expect(studio.system.get('auth').getSnapshot().hasTag('sessionExpired')).toBe(true);
    expect(heard).toEqual([['chat', 'session.scopeChanged']]);
  });

  it('hears the token’s signals as they are emitted: token-refresh-failed ends the session, the others reach the shell', async () => {
    const { studio, effects } = startStudio({ token: signallingToken as unknown as typeof tokenMachine });
    const told: string[] = [];
    studio.on('*', (event) => told.push(event.type));
    await settle();
    const token = studio.system.get('token');
    token.send({ type: 'test.signal', signal: { type: 'tokenRefreshed', expiresAt: 4_000_000_100 } });
    token.send({ type: 'test.signal', signal: { type: 'silentRenewError', error: new Error('invalid_grant') } });
    token.send({ type: 'test.signal', signal: { type: 'tokenRefreshFailed' } });
    await settle();
    expect(told).toEqual(['tokenRefreshed', 'silentRenewError']);
    expect(effects).toEqual(['endSession']);
    expect(studio.system.get('auth').getSnapshot().hasTag('sessionExpired')).toBe(true);
  });

  it('stopping the studio stops every actor in it', () => {
    const { studio, open } = startStudio();
    open('chat');
    const chat = studio.system.get('chat');
    studio.stop();
    expect(chat.getSnapshot().status).toBe('stopped');
  });

  describe('the other tabs of the session', () => {
    it('the session actor hears who is signed in', async () => {
      const { sessionHeard } = startStudio();
      await settle();
      expect(sessionHeard).toEqual([{ type: 'session.userChanged', signedIn: true }]);
    });

    it('tokens refreshed in another tab: the token actor renews from their expiry, counted from when this tab heard', async () => {
      const { studio, session } = startStudio();
      await settle();
      session({ type: 'session.tokensAdopted', expiresAt: 4_000_000_600, now: 4_000_000_000_000 });
      expect(studio.system.get('token').getSnapshot().context).toMatchObject({ expiresAt: 4_000_000_600, renewInMs: 600_000 - expiringNoticeMs });
    });

    it('the signed-in user’s expiry is counted from the clock the studio was given, not one of its own', async () => {
      const { studio, clock } = startStudio();
      await settle();
      const { expiresAt, renewInMs } = studio.system.get('token').getSnapshot().context;
      expect(renewInMs).toBe(expiresAt * 1000 - clock.now() - expiringNoticeMs);
    });

    it('a sign-out in another tab: the tools settle, then this tab forgets the session', async () => {
      const { studio, session, open, heard, effects, clock } = startStudio();
      await settle();
      open('chat');
      session({ type: 'session.signedOutElsewhere' });
      expect(heard).toContainEqual(['chat', 'tool.settle']);
      expect(effects).toEqual([]);
      studio.system.get('chat').send({ type: 'test.settled' });
      await settle();
      expect(effects).toEqual(['forgetHere:false']);
      expect(studio.system.get('auth').getSnapshot().hasTag('signedOutElsewhere')).toBe(true);
      clock.increment(SETTLE_TIMEOUT_MS);
      expect(effects).toEqual(['forgetHere:false']);
    });

    it('the provider’s session ended: forgotten here, and the refresh token goes with it', async () => {
      const { session, effects } = startStudio();
      await settle();
      session({ type: 'session.endedAtProvider' });
      await settle();
      expect(effects).toEqual(['forgetHere:true']);
    });

    it('nobody signed in: a sign-out elsewhere changes nothing', async () => {
      const { studio, session, effects } = startStudio({ stored: null });
      await settle();
      session({ type: 'session.signedOutElsewhere' });
      await settle();
      expect(effects).toEqual([]);
      expect(studio.getSnapshot().value).toBe('running');
    });
  });
});
