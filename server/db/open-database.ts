import type { Database } from './database';
import { migrate } from './migrations';
import { openPglite } from './pglite-driver';
import { openPostgres } from './pg-driver';

export interface DatabaseOptions {
  /** A PostgreSQL connection string; when set, the server driver is used. */
  url?: string;
  /** PGlite's data directory; without it (and without `url`) the database is in memory. */
  dataDir?: string;
  /** The most connections the PostgreSQL pool opens (DB_POOL_SIZE). */
  poolSize?: number;
}

/** Opens the configured database and brings its schema up to date. */
export async function openDatabase({ url, dataDir, poolSize }: DatabaseOptions): Promise<Database> {
  const db = url ? await openPostgres(url, { poolSize }) : await openPglite(dataDir);
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}

/** For the start-up banner: which driver and where, without credentials. */
export function describeDatabase({ url, dataDir }: DatabaseOptions): string {
  if (!url) return dataDir ? `PGlite (${dataDir})` : 'PGlite (in memory)';
  try {
    const parsed = new URL(url);
    return `PostgreSQL (${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname})`;
  } catch {
    return 'PostgreSQL';
  }
}
