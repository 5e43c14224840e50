import type { Database } from './database';
import { DatabaseUnavailable } from './database-unavailable';
import { openDatabase, type DatabaseOptions } from './open-database';
import { listenOnPostgres } from './pg-listener';
import { errorText, log } from '../api/ops/logger';

/** How long after a failed open the next one is tried, whether or not a request asks. */
export const reopenEveryMs = 2_000;

export interface ReopeningDatabase {
  db: Database;
  /** Settles once the database is open and migrated (for the purges and the banner); rejects only for PGlite failing to open. */
  ready: Promise<void>;
  /** Whether it is open and migrated now. */
  isOpen: () => boolean;
}

/**
 * A database that the API may start without: until it is open (the PostgreSQL server is not up
 * yet), each call waits for the attempt under way and answers DatabaseUnavailable (a 503) when it
 * fails, and the open is tried again every two seconds. Once open, the drivers themselves survive
 * the server going away and coming back. An embedded database (PGlite) that fails to open is not
 * tried again: that is a broken data directory, not an outage.
 */
export function reopeningDatabase(options: DatabaseOptions): ReopeningDatabase {
  let opened: Database | null = null;
  let attempt: Promise<Database> | null = null;
  let retry: NodeJS.Timeout | null = null;
  let closed = false;
  let announceReady: () => void = () => undefined;
  let announceBroken: (error: unknown) => void = () => undefined;
  const ready = new Promise<void>((resolve, reject) => {
    announceReady = resolve;
    announceBroken = reject;
  });
  // Whoever awaits `ready` hears about a failure; this keeps it from being unhandled meanwhile.
  ready.catch(() => undefined);

  function open(): Promise<Database> {
    if (opened) return Promise.resolve(opened);
    attempt ??= openDatabase(options).then(
      (db) => {
        if (closed) return db.close().then(() => db);
        opened = db;
        announceReady();
        return db;
      },
      (error: unknown) => {
        // PGlite's failure stays: each call fails with it, as the open will not go better.
        if (!options.url) {
          announceBroken(error);
          throw error;
        }
        attempt = null;
        log().warn({ err: errorText(error), retryInSeconds: reopenEveryMs / 1000 }, 'the database cannot be opened yet');
        if (!closed && !retry) {
          retry = setTimeout(() => {
            retry = null;
            open().catch(() => undefined);
          }, reopenEveryMs);
        }
        throw error instanceof DatabaseUnavailable ? error : new DatabaseUnavailable(error);
      },
    );
    return attempt;
  }
  open().catch(() => undefined);

  const db: Database = {
    query: async (sql, params) => (await open()).query(sql, params),
    exec: async (sql) => (await open()).exec(sql),
    transaction: async (work) => (await open()).transaction(work),
    exclusive: async (what, work) => {
      const database = await open();
      return database.exclusive ? database.exclusive(what, work) : work();
    },
    poolStats: () => opened?.poolStats?.(),
    ...(options.url ? { listen: (channel, listenOptions) => listenOnPostgres(options.url!, channel, listenOptions) } : {}),
    close: async () => {
      closed = true;
      if (retry) clearTimeout(retry);
      // An attempt under way closes what it opens, now that `closed` is set.
      if (opened) await opened.close();
      else await attempt?.catch(() => undefined);
    },
  };
  return { db, ready, isOpen: () => opened !== null };
}
