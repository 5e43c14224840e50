/// <reference lib="dom" />
/** Browser side of the whole-app bench: what every document of a bench context records. */

export interface StorageWrite {
  /** performance.now() of the write, in the document's own time. */
  at: number;
  /** e.g. `IndexedDB put PRIVATE_CHAT_HISTORY:alice`, `localStorage setItem aiStudioVersion`. */
  what: string;
}

export interface TimedEntry {
  start: number;
  duration: number;
}

export interface AppProbe {
  writes: StorageWrite[];
  longTasks: TimedEntry[];
  /** null when this Chromium has no 'long-animation-frame' entries. */
  longAnimationFrames: TimedEntry[] | null;
}

export interface ProbeSetup {
  /** A returning user's release-notes record (as test/e2e/fixtures.ts writes it), so no dialog opens. */
  releaseNotesKey: string;
  releaseNotesRecord: string;
}

/**
 * Runs at the start of every document (page.addInitScript), before the app's scripts: marks
 * the release notes as seen, then records storage writes, long tasks and long animation
 * frames on `globalThis.studioBenchProbe`. Self-contained: it is serialised into the page.
 */
export function installAppProbe({ releaseNotesKey, releaseNotesRecord }: ProbeSetup): void {
  try {
    if (localStorage.getItem(releaseNotesKey) === null) localStorage.setItem(releaseNotesKey, releaseNotesRecord);
  } catch {
    // about:blank and other opaque documents have no localStorage; nothing to mark there.
  }
  const supportsFrames = PerformanceObserver.supportedEntryTypes.includes('long-animation-frame');
  const probe: AppProbe = { writes: [], longTasks: [], longAnimationFrames: supportsFrames ? [] : null };
  (globalThis as unknown as { studioBenchProbe: AppProbe }).studioBenchProbe = probe;

  const timed = (entry: PerformanceEntry): TimedEntry => ({ start: entry.startTime, duration: entry.duration });
  new PerformanceObserver((list) => probe.longTasks.push(...list.getEntries().map(timed))).observe({ type: 'longtask', buffered: true });
  if (probe.longAnimationFrames) {
    const frames = probe.longAnimationFrames;
    new PerformanceObserver((list) => frames.push(...list.getEntries().map(timed))).observe({ type: 'long-animation-frame', buffered: true });
  }

  // Every write the page can make to lasting storage: Web Storage and IndexedDB object stores.
  const wrap = <T extends object>(target: T, names: readonly (keyof T & string)[], describe: (self: unknown, name: string, args: unknown[]) => string) => {
    for (const name of names) {
      const original = target[name];
      if (typeof original !== 'function') continue;
      target[name] = function (this: unknown, ...args: unknown[]) {
        probe.writes.push({ at: performance.now(), what: describe(this, name, args) });
        return original.apply(this, args);
      } as T[keyof T & string];
    }
  };
  wrap(Storage.prototype, ['setItem', 'removeItem', 'clear'], (self, name, args) =>
    `${self === localStorage ? 'localStorage' : 'sessionStorage'} ${name} ${name === 'clear' ? '' : String(args[0])}`.trimEnd(),
  );
  // put(value, key) and add(value, key) name the key second; delete(key) first.
  wrap(IDBObjectStore.prototype, ['put', 'add', 'delete', 'clear'], (_self, name, args) =>
    `IndexedDB ${name} ${name === 'clear' ? '' : String(name === 'delete' ? args[0] : args[1])}`.trimEnd(),
  );
}
