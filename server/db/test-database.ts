import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Database } from './database';
import { openDatabase } from './open-database';
import { openPglite } from './pglite-driver';
import { openPostgres } from './pg-driver';

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

/** A fresh schema on a PostgreSQL server and the URL of a connection that works in it. */
async function createTestSchema(serverUrl: string) {
  const schema = `studio_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const url = new URL(serverUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    },
  };
}

/** A schema of its own on a PostgreSQL server, dropped afterwards, so suites can share one server. */
export async function openPostgresForTest(serverUrl: string): Promise<TestDatabase> {
  const schema = await createTestSchema(serverUrl);
  const db = await openDatabase({ url: schema.url });
  return {
    db,
    dispose: async () => {
      await db.close();
      await schema.drop();
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

/** Which driver openTestDatabase uses, for the names of suites. */
export function testDatabaseDriver(): string {
  return process.env.TEST_DATABASE_URL ? 'PostgreSQL server' : 'PGlite in memory';
}

export interface SharedTestDatabase {
  /** Two connections to one database, neither of them migrated yet. */
  connections: [Database, Database];
  /** True when they are independent sessions (PostgreSQL), false when both are the one PGlite. */
  independent: boolean;
  dispose: () => Promise<void>;
}

/**
 * One fresh database reached the way two API processes reach it. On PostgreSQL that is two
 * connection pools on one schema: to the server, the same as two processes. PGlite cannot be
 * opened twice (one process owns its data directory), so there both are the same connection and
 * only the concurrency of requests within one process is exercised.
 */
export async function openSharedTestDatabase(): Promise<SharedTestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const db = await openPglite();
    return { connections: [db, db], independent: false, dispose: () => db.close() };
  }
  const schema = await createTestSchema(serverUrl);
  const connections: [Database, Database] = [await openPostgres(schema.url), await openPostgres(schema.url)];
  return {
    connections,
    independent: true,
    dispose: async () => {
      await Promise.all(connections.map((db) => db.close()));
      await schema.drop();
    },
  };
}
