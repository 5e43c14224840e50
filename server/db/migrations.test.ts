import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database';
import { migrate, migrations } from './migrations';
import { openTestDatabase, testDatabaseDriver, type TestDatabase } from './test-database';

// The driver openTestDatabase picks: PGlite, or the PostgreSQL server of TEST_DATABASE_URL, on which
// `npm test` runs the server suites a second time. Starting PGlite (WebAssembly) takes seconds: one
// database, scenarios use their own rows.
const startUpMs = 60_000;

/** What a migration could change: tables, columns, indexes, constraints and the bookkeeping. */
async function schemaSnapshot(db: Database) {
  return {
    columns: await db.query(
      `select table_name, column_name, data_type, is_nullable, column_default, generation_expression
       from information_schema.columns where table_schema = current_schema() order by table_name, ordinal_position`,
    ),
    indexes: await db.query('select tablename, indexname, indexdef from pg_indexes where schemaname = current_schema() order by indexname'),
    constraints: await db.query(
      `select conrelid::regclass::text as table_name, conname, pg_get_constraintdef(oid) as definition
       from pg_constraint where connamespace = current_schema()::regnamespace order by conname`,
    ),
    migrations: await db.query('select id, applied_at from schema_migrations order by id'),
  };
}

describe(testDatabaseDriver(), () => {
  let opened: TestDatabase;
  let db: Database;
  beforeAll(async () => {
    opened = await openTestDatabase();
    db = opened.db;
  }, startUpMs);
  afterAll(() => opened.dispose());

  it('records every migration once, and a second run applies nothing and changes nothing', async () => {
    const ids = (await db.query<{ id: string }>('select id from schema_migrations order by id')).map((row) => row.id);
    expect(ids).toEqual(migrations.map((m) => m.id));
    const before = await schemaSnapshot(db);
    expect(before.columns.length).toBeGreaterThan(0);
    expect(await migrate(db)).toEqual([]);
    expect(await schemaSnapshot(db)).toEqual(before);
  });

  it('finds a German and an English chunk by their word stems', async () => {
    await db.query(
      `insert into documents (owner, doc_hash, file_name, media_type, size_bytes, uploaded_at)
       values ('stems', 'h', 'mixed.txt', 'text/plain', 10, now())`,
    );
    await db.query(
      `insert into document_chunks (owner, doc_hash, seq, content) values
       ('stems', 'h', 0, 'Die Häuser am Hafen wurden renoviert.'), ('stems', 'h', 1, 'The invoices were paid in March.')`,
    );
    const search = (words: string) =>
      db.query<{ seq: number }>(
        `select seq from document_chunks
         where owner = 'stems'
           and search @@ (websearch_to_tsquery('english', $1) || websearch_to_tsquery('german', $1))
         order by seq`,
        [words],
      );
    expect(await search('Haus')).toEqual([{ seq: 0 }]);
    expect(await search('invoice')).toEqual([{ seq: 1 }]);
  });

  it('rolls a failed transaction back', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query(
          `insert into documents (owner, doc_hash, file_name, media_type, size_bytes, uploaded_at)
           values ('rollback', 'x', 'a.txt', 'text/plain', 1, now())`,
        );
        throw new Error('abandon');
      }),
    ).rejects.toThrow('abandon');
    expect(await db.query("select * from documents where owner = 'rollback'")).toEqual([]);
  });
});
