interface TaskScheduler {
  yield?: () => Promise<void>;
}

/**
 * Ends the current task and goes on in a new one, so the browser can paint and handle input in
 * between: start-up awaits mostly microtasks (storage, preloaded chunks), and without this its
 * steps ran as one long task. `scheduler.yield()` where the browser has it (the rest
 * runs ahead of other queued tasks); elsewhere a message to itself, which a background tab does
 * not hold back as it does timers (a tab opened in the background still starts at once).
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: TaskScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
