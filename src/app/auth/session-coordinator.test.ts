import { User, type UserManager } from 'oidc-client-ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RefreshUnreachableError } from '../../../machines/session/token.machine';
import { createSessionCoordinator, type SessionCoordinator, type SessionMessage, type SessionNotice } from './session-coordinator';

/** Messages posted and not yet handled, on every hub (see `tick`). */
let deliveriesInFlight = 0;

/** One origin's BroadcastChannel: a message reaches every other channel, later (as in a browser). */
function channelHub() {
  const channels = new Set<FakeChannel>();
  class FakeChannel {
    onmessage: ((event: MessageEvent<SessionMessage>) => void) | null = null;
    constructor() {
      channels.add(this);
    }
    postMessage(message: SessionMessage) {
      const data = structuredClone(message);
      for (const other of channels) {
        if (other === this) continue;
        deliveriesInFlight += 1;
        setTimeout(() => {
          deliveriesInFlight -= 1;
          other.onmessage?.({ data } as MessageEvent<SessionMessage>);
        }, 0);
      }
    }
    close() {
      channels.delete(this);
    }
  }
  return () => new FakeChannel();
}

/** Web Locks for one origin: exclusive, queued, with ifAvailable, abort signals and query. */
function lockManager() {
  const held = new Map<string, number>();
  const queues = new Map<string, Array<() => void>>();
  let next = 0;
  async function request<T>(name: string, options: LockOptions, callback: (lock: Lock | null) => Promise<T> | T): Promise<T> {
    if (held.has(name)) {
      if (options.ifAvailable) return callback(null);
      await new Promise<void>((resolve, reject) => {
        const queue = queues.get(name) ?? [];
        queues.set(name, queue);
        queue.push(resolve);
        options.signal?.addEventListener('abort', () => {
          queue.splice(queue.indexOf(resolve), 1);
          reject(new DOMException('aborted', 'AbortError'));
        });
      });
    }
    held.set(name, next++);
    try {
      return await callback({ name, mode: 'exclusive' });
    } finally {
      held.delete(name);
      queues.get(name)?.shift()?.();
    }
  }
  return {
    request: request as unknown as LockManager['request'],
    query: async () => ({
      held: [...held.keys()].map((name) => ({ name, mode: 'exclusive' as const, clientId: '' })),
      pending: [...queues].flatMap(([name, queue]) => queue.map(() => ({ name, mode: 'exclusive' as const, clientId: '' }))),
    }),
  };
}

/** The provider's token endpoint: refresh tokens rotate, and a used one revokes the whole grant. */
function provider() {
  let generation = 0;
  const used = new Set<string>();
  let revoked = false;
  const answers: number[] = [];
  const fetch = vi.fn(async (_url: string, init: RequestInit) => {
    const refreshToken = new URLSearchParams(init.body as string).get('refresh_token')!;
    if (revoked || used.has(refreshToken)) {
      revoked = true;
      answers.push(400);
      return new Response('{"error":"invalid_grant"}', { status: 400 });
    }
    used.add(refreshToken);
    generation += 1;
    answers.push(200);
    return Response.json({ access_token: `access-${generation}`, refresh_token: `refresh-${generation}`, expires_in: 30 });
  });
  return { fetch, answers };
}

const storedUser = (sub: string, accessToken = 'access-0', refreshToken = 'refresh-0', expiresIn = 30) =>
  new User({
    access_token: accessToken,
    refresh_token: refreshToken,
    id_token: 'id',
    token_type: 'Bearer',
    scope: 'openid',
    profile: { sub, iss: 'http://idp', aud: 'studio', exp: 0, iat: 0 },
    expires_at: Math.floor(Date.now() / 1000) + expiresIn,
  });

/** A tab: its own sessionStorage (a copy of another tab's when duplicated) and its coordinator. */
function tab(newChannel: () => unknown, locks: ReturnType<typeof lockManager>, stored: string | null) {
  let storage = stored;
  const userManager = {
    settings: { authority: 'http://idp', client_id: 'studio' },
    metadataService: { getTokenEndpoint: async () => 'http://idp/token' },
    getUser: async () => (storage ? User.fromStorageString(storage) : null),
    storeUser: async (user: User | null) => {
      storage = user ? user.toStorageString() : null;
    },
  } as unknown as UserManager;
  const notices: SessionNotice[] = [];
  const channel = newChannel() as BroadcastChannel;
  const session = createSessionCoordinator(userManager, { channel, locks });
  session.listen((notice) => notices.push(notice));
  return {
    session,
    /** A tab that hears nothing more (busy, frozen) while it still leads. */
    deafen: () => (channel.onmessage = null),
    notices,
    storage: () => storage,
    accessToken: async () => (await userManager.getUser())?.access_token,
  };
}

/**
 * Until the tabs have handled every message, and the answers those provoked: a fixed pause
 * was once too short on a busy machine (a late answer then settled what the test asked next).
 */
async function tick() {
  do await new Promise((resolve) => setTimeout(resolve, 1));
  while (deliveriesInFlight > 0);
}

describe('many tabs, one session', () => {
  let idp: ReturnType<typeof provider>;
  const open: SessionCoordinator[] = [];
  beforeEach(() => {
    idp = provider();
    vi.stubGlobal('fetch', idp.fetch);
  });
  afterEach(() => {
    open.splice(0).forEach((session) => session.close());
    vi.unstubAllGlobals();
  });

  function origin() {
    const newChannel = channelHub();
    const locks = lockManager();
    return (stored: string | null) => {
      const opened = tab(newChannel, locks, stored);
      open.push(opened.session);
      return opened;
    };
  }

  it('a duplicated tab never presents the refresh token the first tab rotated: every refresh answers 200', async () => {
    const openTab = origin();
    const first = openTab(storedUser('alice').toStorageString());
    await first.session.join();
    const copy = openTab(first.storage()); // window.open or Duplicate copies sessionStorage
    await copy.session.join();
    await tick();
    const typed = openTab(storedUser('alice', 'access-own', 'refresh-own').toStorageString()); // a new sign-in, same grant
    await typed.session.join();
    await tick();

    // Tokens of 30 s: every request is a real refresh (fresher ones are handed out as they are).
    for (let cycle = 0; cycle < 3; cycle++) {
      await Promise.all([first, copy, typed].map((each) => each.session.refresh()));
      await tick();
    }
    expect(idp.answers.length).toBeGreaterThanOrEqual(3);
    expect(idp.answers.every((status) => status === 200)).toBe(true);
    const tokens = await Promise.all([first, copy, typed].map((each) => each.accessToken()));
    expect(new Set(tokens).size).toBe(1);
    expect(copy.notices.some((notice) => notice.type === 'tokensAdopted')).toBe(true);
  });

  it('the leader closes: the next tab leads with the latest tokens', async () => {
    const openTab = origin();
    const first = openTab(storedUser('alice').toStorageString());
    await first.session.join();
    const copy = openTab(first.storage());
    await copy.session.join();
    await first.session.refresh();
    await tick();
    expect(await copy.accessToken()).toBe('access-1');
    first.session.close();
    await tick();
    await copy.session.refresh();
    expect(idp.answers).toEqual([200, 200]);
    expect(await copy.accessToken()).toBe('access-2');
  });

  it('a failed refresh fails every tab waiting for it', async () => {
    idp.fetch.mockResolvedValueOnce(new Response('{"error":"invalid_grant"}', { status: 400 }));
    const openTab = origin();
    const first = openTab(storedUser('alice').toStorageString());
    await first.session.join();
    const copy = openTab(first.storage());
    await copy.session.join();
    await tick();
    const asked = copy.session.refresh();
    await expect(asked).rejects.toThrow('the leading tab could not refresh');
    expect(idp.fetch).toHaveBeenCalledTimes(1);
  });

  it('the provider cannot be reached (offline): the renewal may be retried, and the other tabs are not told it failed', async () => {
    idp.fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const openTab = origin();
    const first = openTab(storedUser('alice').toStorageString());
    await first.session.join();
    const copy = openTab(first.storage());
    await copy.session.join();
    await tick();
    await expect(first.session.refresh()).rejects.toBeInstanceOf(RefreshUnreachableError);
    // The chain goes on: the next refresh, once the network is back, works for every tab.
    await copy.session.refresh();
    expect(await copy.accessToken()).toBe('access-1');
    expect(idp.answers).toEqual([200]);
  });

  it('nobody answers within 10 s: a timeout, which the token actor retries', async () => {
    const openTab = origin();
    const first = openTab(storedUser('alice').toStorageString());
    await first.session.join();
    const copy = openTab(first.storage());
    await copy.session.join();
    await tick();
    first.deafen();
    vi.useFakeTimers();
    try {
      const asked = copy.session.refresh();
      const outcome = expect(asked).rejects.toBeInstanceOf(RefreshUnreachableError);
      await vi.advanceTimersByTimeAsync(10_000);
      await outcome;
    } finally {
      vi.useRealTimers();
    }
  });

  it('a tab that joins and refreshes at the same moment (a reload whose token is near its end) refreshes at once, not after 10 s', async () => {
    const openTab = origin();
    const only = openTab(storedUser('alice').toStorageString());
    vi.useFakeTimers();
    try {
      let refreshed = false;
      const joined = only.session.join();
      const asked = only.session.refresh().then((result) => ((refreshed = true), result));
      await joined;
      await vi.advanceTimersByTimeAsync(300);
      expect(refreshed).toBe(true);
      await asked;
    } finally {
      vi.useRealTimers();
    }
    expect(idp.answers).toEqual([200]);
  });

  it('a reload: the old page holds the lock a moment longer and answers nothing; the new page refreshes as soon as it is free, not after 10 s', async () => {
    const openTab = origin();
    const before = openTab(storedUser('alice').toStorageString());
    await before.session.join();
    await tick();
    before.deafen(); // unloading: it hears nothing more, and still holds the lock
    const after = openTab(before.storage()); // a reload keeps sessionStorage
    vi.useFakeTimers();
    try {
      let refreshed = false;
      const asked = after.session.refresh().then((result) => ((refreshed = true), result));
      await vi.advanceTimersByTimeAsync(400);
      expect(refreshed).toBe(false);
      before.session.close(); // the old document is gone: its lock with it
      await vi.advanceTimersByTimeAsync(600);
      expect(refreshed).toBe(true);
      await asked;
    } finally {
      vi.useRealTimers();
    }
    expect(idp.answers).toEqual([200]);
    expect(await after.accessToken()).toBe('access-1');
  });

  it('a tab whose own join is granted while it waits for the old leader serves its refresh itself', async () => {
    const openTab = origin();
    const before = openTab(storedUser('alice').toStorageString());
    await before.session.join();
    await tick();
    before.deafen();
    const after = openTab(before.storage());
    await after.session.join(); // queued behind the old page
    vi.useFakeTimers();
    try {
      let refreshed = false;
      const asked = after.session.refresh().then((result) => ((refreshed = true), result));
      await vi.advanceTimersByTimeAsync(400);
      before.session.close();
      await vi.advanceTimersByTimeAsync(600);
      expect(refreshed).toBe(true);
      await asked;
    } finally {
      vi.useRealTimers();
    }
    expect(idp.answers).toEqual([200]);
    expect(await after.session.othersOpen()).toBe(false);
  });

  it.each([240, 250, 499, 500, 750])(
    'two restored tabs renew at start-up, neither joined yet, the provider answering after %i ms: only one presents the refresh token',
    async (providerMs) => {
      // The stand-in's polls meet the first tab's lock release; the lock is held a moment longer, so the tokens arrive first.
      vi.stubGlobal('fetch', (url: string, init: RequestInit) => new Promise((answer) => setTimeout(() => answer(idp.fetch(url, init)), providerMs)));
      const openTab = origin();
      const first = openTab(storedUser('alice').toStorageString());
      const second = openTab(first.storage());
      vi.useFakeTimers();
      try {
        const both = Promise.allSettled([first.session.refresh(), second.session.refresh()]);
        await vi.advanceTimersByTimeAsync(3_000);
        expect((await both).map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled']);
      } finally {
        vi.useRealTimers();
      }
      expect(idp.answers).toEqual([200]);
      expect(await second.accessToken()).toBe('access-1');
    },
  );

  it('a tab that leaves while it waits for the leader stops asking, and never stands in', async () => {
    const openTab = origin();
    const leader = openTab(storedUser('alice').toStorageString());
    await leader.session.join();
    await tick();
    leader.deafen();
    const copy = openTab(leader.storage());
    vi.useFakeTimers();
    try {
      const asked = copy.session.refresh();
      const outcome = expect(asked).rejects.toThrow('this tab left the session');
      await vi.advanceTimersByTimeAsync(300);
      copy.session.leave();
      await outcome;
      leader.session.close();
      await vi.advanceTimersByTimeAsync(2_000);
    } finally {
      vi.useRealTimers();
    }
    expect(idp.answers).toEqual([]);
  });

  it('tokens of another user are never adopted', async () => {
    const openTab = origin();
    const alice = openTab(storedUser('alice').toStorageString());
    await alice.session.join();
    const bob = openTab(storedUser('bob', 'bob-access').toStorageString());
    await bob.session.join();
    await alice.session.refresh();
    await tick();
    expect(await bob.accessToken()).toBe('bob-access');
    expect(bob.notices).toEqual([]);
  });

  it('a sign-out in one tab reaches every other tab of the origin', async () => {
    const openTab = origin();
    const first = openTab(storedUser('alice').toStorageString());
    const second = openTab(first.storage());
    const third = openTab(storedUser('bob').toStorageString());
    first.session.announceSignOut();
    await tick();
    expect(second.notices).toEqual([{ type: 'signedOutElsewhere' }]);
    expect(third.notices).toEqual([{ type: 'signedOutElsewhere' }]);
    expect(first.notices).toEqual([]);
  });

  it('knows whether other tabs share the chain (a revocation would sign them out)', async () => {
    const openTab = origin();
    const first = openTab(storedUser('alice').toStorageString());
    await first.session.join();
    await tick();
    expect(await first.session.othersOpen()).toBe(false);
    const copy = openTab(first.storage());
    await copy.session.join();
    expect(await first.session.othersOpen()).toBe(true);
    expect(await copy.session.othersOpen()).toBe(true);
  });
});
