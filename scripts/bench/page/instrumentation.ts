/// <reference lib="dom" />

/** Long tasks, long animation frames and storage writes, counted from page load on. */
const longTasks: PerformanceEntry[] = [];
const longFrames: PerformanceEntry[] = [];
let storageWrites = 0;

export const longAnimationFrameSupported = PerformanceObserver.supportedEntryTypes.includes('long-animation-frame');

new PerformanceObserver((list) => longTasks.push(...list.getEntries())).observe({ type: 'longtask', buffered: true });
if (longAnimationFrameSupported) {
  new PerformanceObserver((list) => longFrames.push(...list.getEntries())).observe({ type: 'long-animation-frame', buffered: true });
}

/** Counts every call of `name` on `target` as one storage write. */
function countWrites<T extends object>(target: T, names: readonly (keyof T)[]) {
  for (const name of names) {
    const original = target[name];
    if (typeof original !== 'function') continue;
    target[name] = function (this: unknown, ...args: unknown[]) {
      storageWrites += 1;
      return original.apply(this, args);
    } as T[keyof T];
  }
}
countWrites(Storage.prototype, ['setItem', 'removeItem', 'clear']);
countWrites(IDBObjectStore.prototype, ['put', 'add', 'delete', 'clear']);

export const storageWriteCount = () => storageWrites;

// Overlapping the window: a task may have started before the measured work within it.
const within = (entries: readonly PerformanceEntry[], start: number, end: number) =>
  entries.filter((entry) => entry.startTime < end && entry.startTime + entry.duration > start).map((entry) => entry.duration);

export const longTasksBetween = (start: number, end: number) => within(longTasks, start, end);
export const longAnimationFramesBetween = (start: number, end: number) => within(longFrames, start, end);

export const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
/** Lets the observers deliver entries of work that just ended. */
export const settleObservers = () => new Promise((resolve) => setTimeout(resolve, 100));
