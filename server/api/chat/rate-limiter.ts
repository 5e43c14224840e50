import type { Database } from '../../db/database';
import { HttpError } from '../http/errors';

const windowMs = 60_000;

/** Which limit a request counts against: each tool keeps its own window per user. */
export type RateLimitScope = 'chat' | 'audit' | 'registry' | 'prompt-writes';

// Arbitrary but fixed: a user's requests to one scope take turns, on every instance of the database.
const limitLockKey = 7_523_002;

/**
 * A sliding one-minute window per user and scope: at most `perMinute` requests in any 60 seconds,
 * counted in the database (`rate_limit_hits`), so every API instance on it shares one limit. The
 * count and the insert run in one transaction behind an advisory lock on the user and scope, so two
 * instances counting the same user at once cannot both take the last place.
 */
export function createRateLimiter(db: Database, scope: RateLimitScope, perMinute: number, now: () => Date) {
  return {
    /** Counts a request, or throws 429 with Retry-After when the user's window is full. */
    async take(key: string) {
      const at = now();
      const windowStart = new Date(at.getTime() - windowMs).toISOString();
      const refusedUntil = await db.transaction(async (tx) => {
        await tx.query('select pg_advisory_xact_lock($1, hashtext($2 || $3))', [limitLockKey, scope, key]);
        // Hits past the window count for nobody any more; the user's own go as theirs are counted.
        await tx.query('delete from rate_limit_hits where scope = $1 and user_key = $2 and at <= $3', [scope, key, windowStart]);
        const [window] = await tx.query<{ hits: number; oldest: Date | string | null }>(
          'select count(*)::integer as hits, min(at) as oldest from rate_limit_hits where scope = $1 and user_key = $2',
          [scope, key],
        );
        if ((window?.hits ?? 0) >= perMinute) return new Date(window!.oldest!).getTime() + windowMs;
        await tx.query('insert into rate_limit_hits (scope, user_key, at) values ($1, $2, $3)', [scope, key, at.toISOString()]);
        return null;
      });
      if (refusedUntil !== null) {
        const retryAfter = Math.max(1, Math.ceil((refusedUntil - at.getTime()) / 1000));
        throw new HttpError(429, 'Too many requests. Please try again later.', { 'retry-after': String(retryAfter) });
      }
    },
  };
}

/** Deletes the hits of every user past the window (a user who stopped asking leaves none behind). */
export async function purgeRateLimitHits(db: Pick<Database, 'query'>, now: Date): Promise<number> {
  const rows = await db.query('delete from rate_limit_hits where at <= $1 returning 1', [new Date(now.getTime() - windowMs).toISOString()]);
  return rows.length;
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
