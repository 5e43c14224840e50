import { User, type UserManager } from 'oidc-client-ts';
import { afterEach, beforeEach, vi } from 'vitest';
import { createSessionCoordinator, type SessionCoordinator, type SessionMessage, type SessionNotice } from './session-coordinator';

/** Messages posted and not yet handled, on every hub (see `tick`). */
let deliveriesInFlight = 0;

/** One origin's BroadcastChannel: a message reaches every other channel, later (as in a browser). */
export function channelHub() {
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
export function lockManager() {
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
export function provider() {
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

export const storedUser = (sub: string, accessToken = 'access-0', refreshToken = 'refresh-0', expiresIn = 30) =>
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
export function tab(
  newChannel: () => unknown,
  locks: ReturnType<typeof lockManager>,
  stored: string | null,
  /** The leader's renewal, given the tab's user manager (the refresh-token grant when absent). */
  renewWith?: (userManager: UserManager) => (user: User) => Promise<void>,
) {
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
  const session = createSessionCoordinator(userManager, { channel, locks, ...(renewWith ? { renew: renewWith(userManager) } : {}) });
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
export async function tick() {
  do await new Promise((resolve) => setTimeout(resolve, 1));
  while (deliveriesInFlight > 0);
}

/**
 * Tabs of one origin at a time, against one provider, for a describe block: each test's tabs are
 * closed after it, and `fetch` is the provider's token endpoint (`idp()`).
 */
export function sessionOrigins() {
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
  return {
    idp: () => idp,
    /** A new origin: a function that opens a tab on it with `stored` in its sessionStorage. */
    origin() {
      const newChannel = channelHub();
      const locks = lockManager();
      return (stored: string | null, renewWith?: Parameters<typeof tab>[3]) => {
        const opened = tab(newChannel, locks, stored, renewWith);
        open.push(opened.session);
        return opened;
      };
    },
  };
}

/** Runs `scenario` on fake timers (and back on real ones, whatever happens). */
export async function withFakeTimers(scenario: () => Promise<void>) {
  vi.useFakeTimers();
  try {
    await scenario();
  } finally {
    vi.useRealTimers();
  }
}

/** A refresh asked of `session`, and whether it has answered yet. */
export function watchedRefresh(session: SessionCoordinator) {
  let answered = false;
  const asked = session.refresh().then((result) => ((answered = true), result));
  return { asked, answered: () => answered };
}
