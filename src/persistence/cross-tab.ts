/** What the persisted lists need of a BroadcastChannel (jsdom has none: tests inject a fake). */
export interface BroadcastLike {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

/** What they need of the Web Locks API: run `callback` while holding the named lock. */
export interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

export const HISTORY_CHANNEL = 'studio-history';

/** Told to the other tabs after each write. */
export interface SavedMessage {
  type: 'saved';
  key: string;
  tab: string;
}

export const isSavedMessage = (data: unknown): data is SavedMessage =>
  typeof data === 'object' && data !== null && (data as SavedMessage).type === 'saved' && typeof (data as SavedMessage).key === 'string';

/**
 * Named locks that serialise callers sharing this object. Across tabs only Web Locks serialise:
 * this is the fallback where they are missing, and the fake of them in tests (shared by fake tabs).
 */
export function localLocks(): LockManagerLike {
  const tails = new Map<string, Promise<unknown>>();
  return {
    request<T>(name: string, callback: () => Promise<T>) {
      const run = (tails.get(name) ?? Promise.resolve()).then(callback, callback);
      const tail = run.catch(() => undefined);
      tails.set(name, tail);
      void tail.then(() => {
        if (tails.get(name) === tail) tails.delete(name);
      });
      return run;
    },
  };
}

/** The browser's Web Locks when present, else locks within this tab. */
export function defaultLocks(): LockManagerLike {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? { request: async (name, callback) => await locks.request(name, () => callback()) } : localLocks();
}

/** A channel that tells nobody and hears nothing (one tab alone). */
export const silentBroadcast = (): BroadcastLike => ({ postMessage: () => undefined, addEventListener: () => undefined, removeEventListener: () => undefined });

/** The browser's BroadcastChannel when present, else one that tells nobody. */
export function defaultBroadcast(): BroadcastLike {
  return typeof BroadcastChannel === 'undefined' ? silentBroadcast() : new BroadcastChannel(HISTORY_CHANNEL);
}
