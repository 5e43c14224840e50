import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Database } from './database';
import { openDatabase } from './open-database';

export interface TestDatabase {
  db: Database;
  /** Closes the database and removes what the test left in it. */
  dispose: () => Promise<void>;
}

/** In-memory PGlite: what the suites use unless a PostgreSQL server is named. */
export async function openPgliteForTest(): Promise<TestDatabase> {
  const db = await openDatabase({});
  return { db, dispose: () => db.close() };
}

/** A schema of its own on a PostgreSQL server, dropped afterwards, so suites can share one server. */
export async function openPostgresForTest(serverUrl: string): Promise<TestDatabase> {
  const schema = `studio_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const url = new URL(serverUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const db = await openDatabase({ url: url.toString() });
  return {
    db,
    dispose: async () => {
      await db.close();
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    },
  };
}

/**
 * The database for a test suite: PostgreSQL when TEST_DATABASE_URL names a server (so CI can
 * run every suite on both drivers), otherwise in-memory PGlite.
 */
export function openTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  return serverUrl ? openPostgresForTest(serverUrl) : openPgliteForTest();
}
