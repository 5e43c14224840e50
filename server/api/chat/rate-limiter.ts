import { HttpError } from '../http/errors';

const windowMs = 60_000;
/** Above this many tracked users, idle ones are forgotten on the next request. */
const sweepAbove = 10_000;

/**
 * A sliding one-minute window per user: at most `perMinute` requests in any 60 seconds.
 * In memory, per process: a reference server, not a cluster.
 */
export function createRateLimiter(perMinute: number, now: () => Date) {
  const hits = new Map<string, number[]>();

  function recent(key: string, at: number): number[] {
    return (hits.get(key) ?? []).filter((time) => time > at - windowMs);
  }

  return {
    /** Counts a request, or throws 429 with Retry-After when the user's window is full. */
    take(key: string) {
      const at = now().getTime();
      if (hits.size > sweepAbove) {
        for (const user of [...hits.keys()]) if (recent(user, at).length === 0) hits.delete(user);
      }
      const times = recent(key, at);
      if (times.length >= perMinute) {
        const retryAfter = Math.max(1, Math.ceil(((times[0] ?? at) + windowMs - at) / 1000));
        hits.set(key, times);
        throw new HttpError(429, 'Too many requests. Please try again later.', { 'retry-after': String(retryAfter) });
      }
      times.push(at);
      hits.set(key, times);
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
