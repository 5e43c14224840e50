/** Test support: one browser's storage, locks, channels and page events, faked (imported by tests only). */
import type { BroadcastLike } from './cross-tab';
import type { JournalStorage } from './unsaved-journal';

/** Lets every pending promise (storage, locks, messages) run; no time passes. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

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

/** A page whose hiding and closing the test controls. */
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

export type FakePage = ReturnType<typeof fakePage>;

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

/**
 * The list stored under `key` as one value, as the tests compare it: a list stored one record
 * per item (version 4) is put together from its index and records as `{ version, items, deleted }`;
 * anything else is returned as stored. Read straight from the data, not through list-storage.ts.
 */
export function storedListIn(data: ReadonlyMap<string, unknown>, key: string): unknown {
  const index = data.get(key) as { version?: unknown; entries?: unknown; deleted?: unknown } | undefined;
  if (typeof index !== 'object' || index === null || !Array.isArray(index.entries)) return index;
  const items = (index.entries as Array<{ id: string }>).map(
    ({ id }) => (data.get(`${key}/${encodeURIComponent(id)}`) as { item?: unknown } | undefined)?.item,
  );
  return { version: index.version, items, deleted: index.deleted };
}

/** `storedListIn` over a key-value store's asynchronous reads. */
export async function storedListOf(storage: { get(key: string): Promise<unknown> }, key: string): Promise<unknown> {
  const index = await storage.get(key);
  const data = new Map<string, unknown>([[key, index]]);
  const entries = (index as { entries?: unknown } | undefined)?.entries;
  if (Array.isArray(entries)) {
    for (const { id } of entries as Array<{ id: string }>) {
      const recordKey = `${key}/${encodeURIComponent(id)}`;
      data.set(recordKey, await storage.get(recordKey));
    }
  }
  return storedListIn(data, key);
}
