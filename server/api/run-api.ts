import { reopeningDatabase } from '../db/reopening-database';
import type { DatabaseOptions } from '../db/open-database';
import { describeDatabase } from '../db/open-database';
import { createApi, type ApiOptions } from './app';
import { onOneInstance } from './one-instance';
import { errorText, log } from './ops/logger';
import { databaseReadiness } from './ops/readiness';

/** The purges of expired documents, kept answers, rate-limit hits and old ledger rows: at start and hourly. */
export const purgeEveryMs = 60 * 60 * 1000;
/** How often a streaming answer whose instance stopped is looked for and ended as cut (docs/decisions-incoming). */
export const sweepEveryMs = 10_000;

export interface ApiRun {
  /** The API with /healthz, /readyz and /metrics. */
  handler: ReturnType<typeof createApi>['handler'];
  /** The API without them, and them alone: for METRICS_PORT's listener of their own. */
  apiHandler: ReturnType<typeof createApi>['apiHandler'];
  opsHandler: ReturnType<typeof createApi>['opsHandler'];
  summary: string;
  /** Settles when the database is open and migrated; requests arriving earlier wait for it, or answer 503. */
  ready: Promise<void>;
  /** The kept answers this instance writes get `graceMs` to finish, the rest end as cut (written before this settles). */
  drain: (graceMs: number) => Promise<void>;
  /** The timers stop; the purges under way finish; the workers, the listener and the database close. */
  close: () => Promise<void>;
  /** drain, then close. */
  stop: (graceMs: number) => Promise<void>;
}

/**
 * The API with its database and its timers, before it listens: what `npm run api` and the demo
 * stack share. The database may open later (PostgreSQL not up yet: 503 until it is); the purges
 * and the sweep run on one instance at a time (an advisory lock), whichever gets there first.
 */
export function runApi(database: DatabaseOptions, options: Omit<ApiOptions, 'db'>, describe: string): ApiRun {
  const { db, ready, isOpen } = reopeningDatabase(database);
  let draining = false;
  const databaseAnswers = databaseReadiness(db);
  // Not ready until opened and migrated, nor once stopping: the balancer sends the next requests elsewhere.
  const readiness = async () => {
    if (draining) return { ready: false, reason: 'draining' } as const;
    if (!isOpen()) return { ready: false, reason: 'starting' } as const;
    return databaseAnswers();
  };
  const api = createApi({ readiness, ...options, db });
  // The purges under way, so that stopping waits for them before it closes the database.
  const running = new Set<Promise<unknown>>();
  const track = (what: string, work: () => Promise<unknown>) => {
    const done = onOneInstance(db, what, work)
      .catch((error: unknown) => log().error({ err: errorText(error) }, `${what} failed`))
      .finally(() => running.delete(done));
    running.add(done);
  };
  // At start as well as hourly: an instance that was down past a document's 24 hours does not keep its text another hour.
  const purge = () => {
    track('purging expired documents', api.purgeExpiredDocuments);
    track('purging kept answers', api.purgeExpiredAnswers);
    track('purging rate-limit hits', api.purgeRateLimitHits);
    track('purging the usage ledger', api.purgeLedger);
  };
  const sweep = () => track('ending abandoned answers', api.cutAbandonedAnswers);
  ready.then(purge, () => undefined);
  const timers = [setInterval(purge, purgeEveryMs), setInterval(sweep, sweepEveryMs)];
  for (const timer of timers) timer.unref();
  // Not behind `ready`: a database that never opened holds no answer of this instance, and stopping must not wait for it.
  const drain = async (graceMs: number) => {
    draining = true;
    await api.drainAnswers(graceMs);
  };
  const close = async () => {
    for (const timer of timers) clearInterval(timer);
    await api.close();
    await Promise.all(running);
    await db.close();
  };
  return {
    handler: api.handler,
    apiHandler: api.apiHandler,
    opsHandler: api.opsHandler,
    summary: `${describeDatabase(database)}, ${describe}`,
    ready,
    drain,
    close,
    stop: async (graceMs) => {
      await drain(graceMs);
      await close();
    },
  };
}
