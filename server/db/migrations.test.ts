import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database';
import { migrate, migrations } from './migrations';
import { openPgliteForTest, openPostgresForTest, type TestDatabase } from './test-database';

const drivers: Array<{ name: string; open: () => Promise<TestDatabase> }> = [{ name: 'PGlite in memory', open: openPgliteForTest }];
// The PostgreSQL driver runs the same scenarios when a server is at hand (TEST_DATABASE_URL).
const serverUrl = process.env.TEST_DATABASE_URL;
if (serverUrl) drivers.push({ name: 'PostgreSQL server', open: () => openPostgresForTest(serverUrl) });

// Starting PGlite (WebAssembly) takes seconds: one database per driver, scenarios use their own rows.
const startUpMs = 60_000;

describe.each(drivers)('$name', ({ open }) => {
  let opened: TestDatabase;
  let db: Database;
  beforeAll(async () => {
    opened = await open();
    db = opened.db;
  }, startUpMs);
  afterAll(() => opened.dispose());

  it('records every migration once and applies nothing on a second start', async () => {
    const ids = (await db.query<{ id: string }>('select id from schema_migrations order by id')).map((row) => row.id);
    expect(ids).toEqual(migrations.map((m) => m.id));
    expect(await migrate(db)).toEqual([]);
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
