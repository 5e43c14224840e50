import type { BrowserContext } from '@playwright/test';

/** One JavaScript response of the studio's own origin, as the browser fetched it. */
export interface ScriptTransfer {
  /** The path, e.g. `/assets/index-DkWHZKN_.js`. */
  path: string;
  /** The body's size on the wire (encoded: brotli where the browser takes it); -1 when it came from the cache. */
  encodedBytes: number;
}

export interface ScriptRecorder {
  /** The script responses whose headers came by `until` (Date.now(); all without), in order of arrival. */
  transfers(until?: number): Promise<ScriptTransfer[]>;
}

/**
 * Records every JavaScript response from `origin` in the context, from its first navigation on;
 * a fresh context has an empty cache, so this is a cold start's download.
 */
export function recordScripts(context: BrowserContext, origin: string): ScriptRecorder {
  const seen: Array<{ at: number; transfer: Promise<ScriptTransfer | null> }> = [];
  context.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin !== origin || !/javascript/.test(response.headers()['content-type'] ?? '')) return;
    const transfer = response
      .request()
      .sizes()
      .then(
        (sizes) => ({ path: url.pathname, encodedBytes: sizes.responseBodySize }),
        () => null,
      );
    seen.push({ at: Date.now(), transfer });
  });
  return {
    transfers: async (until = Infinity) => {
      const settled = await Promise.all(seen.filter(({ at }) => at <= until).map(({ transfer }) => transfer));
      return settled.filter((transfer): transfer is ScriptTransfer => transfer !== null);
    },
  };
}
