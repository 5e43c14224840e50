interface TaskScheduler {
  yield?: () => Promise<void>;
}

/**
 * Ends the current task and goes on in a new one, so the browser can paint and handle input in
 * between: start-up awaits microtasks only (storage, preloaded chunks), and without this its
 * steps ran as one long task (issue 11). `scheduler.yield()` where the browser has it (the rest
 * runs ahead of other queued tasks); a zero timeout elsewhere.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: TaskScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
