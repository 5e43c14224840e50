import { log } from '../../browser/log';
import { User, type UserManager } from 'oidc-client-ts';
import { RefreshUnreachableError, type RefreshResult } from '../../../machines/session/token.machine';
import { refreshTokens } from './refresh-grant';

/** platform.md §9: silent requests give up after 10 s. */
export const silentRequestTimeoutMs = 10_000;
/** A token with more than this left was refreshed by someone else a moment ago. */
const freshEnoughSeconds = 61;
/** How often a tab waiting for the leader's tokens asks again (or leads itself, the leader gone). */
const askAgainMs = 250;
/**
 * How long a tab that refreshed under a free lock keeps it after broadcasting the new tokens: a
 * tab that took the lock at once might not have heard of them yet and present the refresh token
 * just spent, which makes the provider revoke the grant for every tab.
 */
const handOverMs = 1_000;

/**
 * What tabs of one origin tell each other. `chain` names one refresh chain: the provider, the
 * client and the user (tokens of another user or provider are never adopted).
 */
export type SessionMessage =
  | { kind: 'tokens'; chain: string; user: string }
  | { kind: 'refreshFailed'; chain: string }
  | { kind: 'refresh'; chain: string }
  | { kind: 'sync'; chain: string }
  | { kind: 'signedOut' };

/** What the coordinator tells its own tab. */
export type SessionNotice = { type: 'tokensAdopted'; expiresAt: number } | { type: 'signedOutElsewhere' };

type Channel = Pick<BroadcastChannel, 'postMessage' | 'close'> & {
  onmessage: ((event: MessageEvent<SessionMessage>) => void) | null;
};
type Locks = Pick<LockManager, 'request'>;

export interface SessionCoordinator {
  /** This tab has a signed-in user: it joins the chain's tabs (and may become their leader). */
  join(): Promise<void>;
  /** Signed out here: leadership passes on. */
  leave(): void;
  /** Fresh tokens for this tab: refreshed by the chain's leader (perhaps this tab), never twice. */
  refresh(): Promise<RefreshResult>;
  /** Every other tab of the origin forgets its session. */
  announceSignOut(): void;
  /** Are other tabs of this chain open (a revocation would sign them out)? */
  othersOpen(): Promise<boolean>;
  listen(listener: (notice: SessionNotice) => void): () => void;
  close(): void;
}

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

const chainOf = (userManager: UserManager, user: User) =>
  `${userManager.settings.authority}|${userManager.settings.client_id}|${user.profile.sub}`;

/**
 * One refresh chain per session, however many tabs hold it (docs/decisions.md, "Many tabs, one
 * session"). Tabs opened from the studio or duplicated copy sessionStorage, so they hold the same
 * rotating refresh token; a tab opened by hand gets its own in the same grant. Presenting a used
 * refresh token makes the provider revoke the grant, so only one tab, the leader (holder of a
 * Web Lock per chain), ever refreshes. It hands each new token set to the others over a
 * BroadcastChannel; they keep it in their own sessionStorage and ask the leader when they need
 * a refresh. When the leader closes, the lock passes to a tab that has the latest tokens.
 */
export function createSessionCoordinator(
  userManager: UserManager,
  {
    channel = new BroadcastChannel('studio-session') as Channel,
    locks = navigator.locks as Locks | undefined,
    // The leader's renewal of the tokens stored in `user` (token-renewal.ts in the studio).
    renew = (user: User) => refreshTokens(userManager, user),
  }: { channel?: Channel; locks?: Locks | undefined; renew?: (user: User) => Promise<void> } = {},
): SessionCoordinator {
  let leading = false;
  let leadership: AbortController | null = null;
  let releaseLeadership: (() => void) | null = null;
  let inFlight: Promise<RefreshResult> | null = null;
  const waiters = new Set<{ chain: string; settle: (result: RefreshResult | Error) => void }>();
  const listeners = new Set<(notice: SessionNotice) => void>();
  const lockName = (chain: string) => `studio-session-leader:${chain}`;
  const notify = (notice: SessionNotice) => listeners.forEach((listener) => listener(notice));

  async function currentUser() {
    const user = await userManager.getUser();
    if (!user) throw new Error('nobody is signed in');
    return { user, chain: chainOf(userManager, user) };
  }

  async function broadcastTokens() {
    const { user, chain } = await currentUser();
    channel.postMessage({ kind: 'tokens', chain, user: user.toStorageString() });
    return user;
  }

  /** The leader's refresh: one at a time, and none when another tab's request was just served. */
  function refreshAsLeader(): Promise<RefreshResult> {
    inFlight ??= (async () => {
      const { user, chain } = await currentUser();
      try {
        if (user.expires_in === undefined || user.expires_in <= freshEnoughSeconds) await renew(user);
        // The renewal may have stored another user object (a silent sign-in does).
        const renewed = await broadcastTokens();
        return { expiresAt: renewed.expires_at ?? 0, receivedAt: Date.now() };
      } catch (error) {
        // An unreached provider may answer on the retry; anything else ends the chain for every tab.
        if (!(error instanceof RefreshUnreachableError)) channel.postMessage({ kind: 'refreshFailed', chain });
        throw error;
      }
    })().finally(() => {
      inFlight = null;
    });
    return inFlight;
  }

  /**
   * Refreshes as the chain's stand-in leader when its lock is free (null when it is not, or when
   * `stillWanted` says the refresh is no longer needed). The lock is held `handOverMs` longer.
   */
  function refreshUnderFreeLock(chain: string, lockManager: Locks, stillWanted = () => true): Promise<{ result: RefreshResult } | null> {
    return new Promise((resolve, reject) => {
      lockManager
        .request(lockName(chain), { ifAvailable: true }, async (lock) => {
          if (!lock || !stillWanted()) return resolve(null);
          try {
            resolve({ result: await refreshAsLeader() });
          } catch (error) {
            reject(asError(error));
            return;
          }
          await new Promise((handedOver) => setTimeout(handedOver, handOverMs));
        })
        .catch(reject);
    });
  }

  /**
   * Asks the chain's leader for fresh tokens. The leader may be going: after a reload the old
   * page holds the lock for a moment while the new one already needs a refresh, and it answers
   * nothing. So the question is asked again every `askAgainMs`, and as soon as this tab leads (its
   * own join was granted) or the lock is free, it refreshes itself instead of waiting out the 10 s.
   */
  function askTheLeader(chain: string, lockManager: Locks): Promise<RefreshResult> {
    return new Promise((resolve, reject) => {
      let settled = false;
      const timer = setTimeout(() => settle(new RefreshUnreachableError()), silentRequestTimeoutMs);
      const again = setInterval(() => void standInOrAskAgain(), askAgainMs);
      const waiter = { chain, settle };
      function settle(result: RefreshResult | Error) {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        clearInterval(again);
        waiters.delete(waiter);
        if (result instanceof Error) reject(result);
        else resolve(result);
      }
      async function standInOrAskAgain() {
        if (settled) return;
        try {
          const led = leading ? { result: await refreshAsLeader() } : await refreshUnderFreeLock(chain, lockManager, () => !settled);
          if (led) settle(led.result);
          else if (!settled) channel.postMessage({ kind: 'refresh', chain });
        } catch (error) {
          if (settled) log.warn('a refresh after the wait for the leader had ended failed', error);
          settle(asError(error));
        }
      }
      waiters.add(waiter);
      try {
        channel.postMessage({ kind: 'refresh', chain });
      } catch (error) {
        settle(asError(error));
      }
    });
  }

  async function adopt(message: Extract<SessionMessage, { kind: 'tokens' }>) {
    const received = User.fromStorageString(message.user);
    const stored = await userManager.getUser();
    if (!stored || chainOf(userManager, stored) !== message.chain) return;
    if (stored.access_token !== received.access_token) {
      await userManager.storeUser(received);
      notify({ type: 'tokensAdopted', expiresAt: received.expires_at ?? 0 });
    }
    for (const waiter of waiters) {
      if (waiter.chain === message.chain) waiter.settle({ expiresAt: received.expires_at ?? 0, receivedAt: Date.now() });
    }
  }

  async function mine(chain: string) {
    const user = await userManager.getUser();
    return user !== null && chainOf(userManager, user) === chain;
  }

  channel.onmessage = ({ data: message }) => {
    const handled = (async () => {
      switch (message.kind) {
        case 'tokens':
          return adopt(message);
        case 'refreshFailed':
          for (const waiter of waiters) if (waiter.chain === message.chain) waiter.settle(new Error('the leading tab could not refresh'));
          return;
        case 'refresh':
          // A failure reaches the asking tab as `refreshFailed` (or its own timeout).
          if (leading && (await mine(message.chain))) await refreshAsLeader().catch(() => undefined);
          return;
        case 'sync':
          if (leading && (await mine(message.chain))) await broadcastTokens();
          return;
        case 'signedOut':
          notify({ type: 'signedOutElsewhere' });
      }
    })();
    handled.catch((error: unknown) => log.error('session message not handled', message.kind, error));
  };

  return {
    async join() {
      if (leadership || !locks) return;
      const { chain } = await currentUser();
      const abort = new AbortController();
      leadership = abort;
      locks
        .request(lockName(chain), { signal: abort.signal }, () => {
          leading = true;
          return new Promise<void>((release) => (releaseLeadership = release));
        })
        .catch(() => undefined); // aborted on leave
      // The leader (if any) answers with the chain's current tokens: a tab restored or
      // duplicated while a refresh was under way catches up before it could need them.
      channel.postMessage({ kind: 'sync', chain });
    },
    leave() {
      // Nobody here waits for tokens any more (a wait would go on asking, and could stand in).
      for (const waiter of [...waiters]) waiter.settle(new Error('this tab left the session'));
      leadership?.abort();
      releaseLeadership?.();
      leadership = null;
      releaseLeadership = null;
      leading = false;
    },
    async refresh() {
      if (leading || !locks) return refreshAsLeader();
      const { chain } = await currentUser();
      // Not joined yet (a stored user renewed at start-up) or the leader is gone: lead for this refresh.
      const alone = await refreshUnderFreeLock(chain, locks);
      if (alone) return alone.result;
      // This tab's own join may have been granted while it looked up its user: it leads now.
      return leading ? refreshAsLeader() : askTheLeader(chain, locks);
    },
    announceSignOut() {
      channel.postMessage({ kind: 'signedOut' });
    },
    async othersOpen() {
      if (!locks || !('query' in locks)) return false;
      const user = await userManager.getUser();
      if (!user) return false;
      const name = lockName(chainOf(userManager, user));
      const { held = [], pending = [] } = await (locks as LockManager).query();
      const holders = [...held, ...pending].filter((lock) => lock.name === name).length;
      return holders > (leadership ? 1 : 0);
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      this.leave();
      channel.onmessage = null;
      channel.close();
    },
  };
}
