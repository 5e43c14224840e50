import { SimulatedClock } from 'xstate';
import type { Storage } from 'redux-persist';
import { answerFinished } from '../../store/chats.slice';
import { makeStore } from '../../store/store';
import { localLocks, type BroadcastLike, type LockManagerLike } from './cross-tab';
import type { ChatPersistenceOptions } from './chat-persistence.types';
import type { KeyValueStore } from './key-value-store';
import { startChatPersistence } from './start-chat-persistence';
import type { StorageScope } from '../../domain/chat';
import type { JournalStorage } from './unsaved-journal';

/** Lets every pending promise (storage, locks, messages) run; no time passes. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

export const t0 = 1_800_000_000_000;
export const alice: StorageScope = { tenant: 'corporate', userId: 'alice' };

/**
 * BroadcastChannels of one name in one browser: a message reaches every other channel of the
 * hub, asynchronously and as a copy, never the channel that posted it (like the real ones).
 */
export function fakeBroadcastHub() {
  const channels = new Set<Set<(event: MessageEvent) => void>>();
  return {
    channel(): BroadcastLike {
      const own = new Set<(event: MessageEvent) => void>();
      channels.add(own);
      return {
        postMessage(message) {
          const data: unknown = structuredClone(message);
          for (const other of channels) {
            if (other === own) continue;
            void Promise.resolve().then(() => other.forEach((listener) => listener(new MessageEvent('message', { data }))));
          }
        },
        addEventListener: (_type, listener) => own.add(listener),
        removeEventListener: (_type, listener) => own.delete(listener),
      };
    },
  };
}

/** A page whose hiding the test controls. */
export function fakePage() {
  const document = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
  const window = new EventTarget();
  return {
    window,
    document,
    hide() {
      document.visibilityState = 'hidden';
      document.dispatchEvent(new Event('visibilitychange'));
    },
    close: () => window.dispatchEvent(new Event('pagehide')),
  };
}

/** Web Storage in memory (localStorage of one browser), with its entries open to the test. */
export function memoryWebStorage(): JournalStorage & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    get length() {
      return entries.size;
    },
    key: (index) => [...entries.keys()][index] ?? null,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, String(value)),
    removeItem: (key) => void entries.delete(key),
  };
}

const noPersistStorage: Storage = { getItem: async () => null, setItem: async () => undefined, removeItem: async () => undefined };

/** One browser: storage, localStorage, Web Locks and BroadcastChannels shared by its tabs, and one clock. */
export function fakeBrowser(storage: KeyValueStore, { locks = localLocks() }: { locks?: LockManagerLike } = {}) {
  const journalStorage = memoryWebStorage();
  const clock = new SimulatedClock();
  clock.set(t0);
  const hub = fakeBroadcastHub();
  let tabs = 0;
  return {
    clock,
    storage,
    journalStorage,
    /** A tab of the app: its own store, persisted under `scope`. */
    openTab(scope: StorageScope | null = alice, { beforeListsLeave, answerSoFar }: Pick<ChatPersistenceOptions, 'beforeListsLeave' | 'answerSoFar'> = {}) {
      const store = makeStore({}, { storage: noPersistStorage });
      const page = fakePage();
      tabs += 1;
      const persistence = startChatPersistence({ store, storage, scope, broadcast: hub.channel(), locks, clock, page, tabId: `tab${tabs}`, journalStorage, beforeListsLeave, answerSoFar });
      return { store, page, persistence };
    },
  };
}

/**
 * A tab of `browser` whose chat services have an answer streaming into `sessionId`: when the lists
 * leave (page hide, sign-out), it reaches the store as far as `answer.streamed` had come.
 */
export function tabWithStreamingAnswer(browser: ReturnType<typeof fakeBrowser>, sessionId = 'session_1') {
  const answer = { streamed: '' };
  const tab: ReturnType<typeof browser.openTab> = browser.openTab(alice, {
    beforeListsLeave: () => tab.store.dispatch(answerFinished({ sessionId, content: answer.streamed, now: t0 + 50 })),
    answerSoFar: () => (answer.streamed ? { sessionId, content: answer.streamed } : null),
  });
  return { tab, answer };
}

