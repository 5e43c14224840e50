import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { createActor, sendTo, setup, type EventObject } from 'xstate';
import type { SessionActorEvent } from '../../../machines/studio/session-protocol';
import type { ProviderAnswer } from '../../../machines/session/session-check';
import { setLogLevel } from '../../browser/log';
import type { SessionCoordinator, SessionNotice } from './session-coordinator';
import { sessionLinkActor } from './session.actors';

function fakeCoordinator() {
  let listener: ((notice: SessionNotice) => void) | null = null;
  const calls: string[] = [];
  const coordinator: SessionCoordinator = {
    join: async () => void calls.push('join'),
    leave: () => void calls.push('leave'),
    refresh: async () => ({ expiresAt: 0, receivedAt: 0 }),
    announceSignOut: () => undefined,
    othersOpen: async () => false,
    listen: (next) => {
      listener = next;
      return () => (listener = null);
    },
    close: () => void calls.push('close'),
  };
  return { coordinator, calls, notify: (notice: SessionNotice) => listener?.(notice) };
}

/** The link under a parent that records what it sends back, as the studio would hear it. */
function start(coordinator: SessionCoordinator, checkProvider: () => Promise<ProviderAnswer>, page: { visibilityState: DocumentVisibilityState }) {
  const heard: EventObject[] = [];
  const events = new EventTarget();
  const link = sessionLinkActor(coordinator, {
    checkProvider,
    page: Object.assign(events, page) as unknown as Document,
  });
  const parent = setup({ actors: { link }, types: { events: {} as SessionActorEvent | { type: 'forward'; signedIn: boolean } } }).createMachine({
    invoke: { id: 'link', src: 'link' },
    on: {
      forward: { actions: sendTo('link', ({ event }) => ({ type: 'session.userChanged' as const, signedIn: (event as { signedIn: boolean }).signedIn })) },
      '*': { actions: ({ event }) => heard.push(event) },
    },
  });
  const actor = createActor(parent).start();
  return { actor, heard, events, signIn: (signedIn = true) => actor.send({ type: 'forward', signedIn }) };
}

describe('the session link', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('a sign-in joins the session and asks the provider every 2 s; an ended session is reported once', async () => {
    const { coordinator, calls } = fakeCoordinator();
    const answers: ProviderAnswer[] = ['active', 'unknown', 'ended'];
    const checkProvider = vi.fn(async () => answers.shift() ?? 'active');
    const { heard, signIn } = start(coordinator, checkProvider, { visibilityState: 'visible' });
    signIn();
    expect(calls).toEqual(['join']);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(checkProvider).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(6_001);
    expect(checkProvider).toHaveBeenCalledTimes(3);
    expect(heard.filter((e) => e.type === 'session.endedAtProvider')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(checkProvider).toHaveBeenCalledTimes(3);
  });

  it('an "ended" before any code stops the check for the page: the user stays, and the console says why', async () => {
    setLogLevel('warn');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    onTestFinished(() => {
      warn.mockRestore();
      setLogLevel('error');
    });
    const { coordinator } = fakeCoordinator();
    const answers: ProviderAnswer[] = ['unknown', 'ended', 'active'];
    const checkProvider = vi.fn(async () => answers.shift() ?? 'ended');
    const { heard, signIn, events } = start(coordinator, checkProvider, { visibilityState: 'visible' });
    signIn();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(checkProvider).toHaveBeenCalledTimes(2);
    expect(heard.filter((e) => e.type === 'session.endedAtProvider')).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('The session check stops for this page'));
    // Not even a tab coming back, or a sign-in again in this page, asks again.
    events.dispatchEvent(new Event('visibilitychange'));
    signIn(false);
    signIn();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(checkProvider).toHaveBeenCalledTimes(2);
  });

  it('a hidden tab does not ask; it asks at once when it comes back', async () => {
    const { coordinator } = fakeCoordinator();
    const checkProvider = vi.fn(async (): Promise<ProviderAnswer> => 'active');
    const page = { visibilityState: 'hidden' as DocumentVisibilityState };
    const { signIn, events } = start(coordinator, checkProvider, page);
    signIn();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(checkProvider).not.toHaveBeenCalled();
    Object.assign(events, { visibilityState: 'visible' });
    events.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(checkProvider).toHaveBeenCalledTimes(1);
  });

  it('signed out: leaves the session and stops asking', async () => {
    const { coordinator, calls } = fakeCoordinator();
    const checkProvider = vi.fn(async (): Promise<ProviderAnswer> => 'active');
    const { signIn } = start(coordinator, checkProvider, { visibilityState: 'visible' });
    signIn();
    signIn(false);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toEqual(['join', 'leave']);
    expect(checkProvider).not.toHaveBeenCalled();
  });

  it('tells the studio what the other tabs did', () => {
    const { coordinator, notify } = fakeCoordinator();
    const { heard } = start(coordinator, async () => 'active', { visibilityState: 'visible' });
    notify({ type: 'tokensAdopted', expiresAt: 123 });
    notify({ type: 'signedOutElsewhere' });
    expect(heard).toEqual([{ type: 'session.tokensAdopted', expiresAt: 123, now: expect.any(Number) }, { type: 'session.signedOutElsewhere' }]);
  });
});

