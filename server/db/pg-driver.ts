import pg from 'pg';
import type { Database, Queryable } from './database';
import { asUnavailable, DatabaseUnavailable } from './database-unavailable';
import { listenOnPostgres } from './pg-listener';
import { errorText, log } from '../api/ops/logger';

/** How long a request waits for a connection before it answers that the database is away. */
const connectTimeoutMs = 5_000;

function wrap(target: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      try {
        const result = await target.query(sql, [...params]);
        return result.rows as Row[];
      } catch (error) {
        throw asUnavailable(error);
      }
    },
    async exec(sql: string) {
      try {
        await target.query(sql);
      } catch (error) {
        throw asUnavailable(error);
      }
    },
  };
}

/**
 * A connection that breaks while nobody uses it (the server restarts, an idle connection is cut)
 * is an event on the pool. Unheard, Node would end the process for it; the pool has already
 * dropped that connection and opens a new one for the next request.
 */
function logLostConnection(error: Error) {
  log().error({ err: errorText(error) }, 'a PostgreSQL connection was lost');
}

// Arbitrary but fixed, next to the migrations' 7_523_001 and the rate limits' 7_523_002.
const exclusiveLockKey = 7_523_003;

/** Connections per API process unless DB_POOL_SIZE says otherwise. */
export const defaultPoolSize = 10;

/** A PostgreSQL server through a connection pool (`DATABASE_URL`), of `poolSize` connections at most. */
export async function openPostgres(connectionString: string, { poolSize = defaultPoolSize }: { poolSize?: number } = {}): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: poolSize, connectionTimeoutMillis: connectTimeoutMs });
  pool.on('error', logLostConnection);
  // Fail at start-up, not on the first request, when the server cannot be reached.
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end();
    throw error;
  }
  return {
    ...wrap(pool),
    async transaction(work) {
      const client = await pool.connect().catch((error: unknown) => {
        throw asUnavailable(error);
      });
      // Between the statements of the transaction the connection is the caller's, not the pool's.
      client.on('error', logLostConnection);
      let broken = false;
      try {
        await client.query('begin');
        const result = await work(wrap(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        const failure = asUnavailable(error);
        broken = failure instanceof DatabaseUnavailable;
        throw failure;
      } finally {
        client.removeListener('error', logLostConnection);
        // A connection that failed is not handed to the next request.
        client.release(broken);
      }
    },
    listen: (channel, options) => listenOnPostgres(connectionString, channel, options),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    // A session lock on a connection held for the work, which runs on the pool; a lost connection frees it.
    async exclusive(what, work) {
      const client = await pool.connect().catch((error: unknown) => {
        throw asUnavailable(error);
      });
      client.on('error', logLostConnection);
      let broken = false;
      try {
        const { rows } = await client.query<{ taken: boolean }>('select pg_try_advisory_lock($1, hashtext($2)) as taken', [exclusiveLockKey, what]);
        if (!rows[0]?.taken) return undefined;
        try {
          return await work();
        } finally {
          await client.query('select pg_advisory_unlock($1, hashtext($2))', [exclusiveLockKey, what]).catch(() => (broken = true));
        }
      } catch (error) {
        const failure = asUnavailable(error);
        broken ||= failure instanceof DatabaseUnavailable;
        throw failure;
      } finally {
        client.removeListener('error', logLostConnection);
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}
