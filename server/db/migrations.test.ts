import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database';
import { migrate, migrations } from './migrations';
import { openSharedTestDatabase, openTestDatabase, testDatabaseDriver, type TestDatabase } from './test-database';

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

  describe('the prompt activity log', () => {
    const append = (id: string) =>
      db.query(
        `insert into prompt_activity (at, action, prompt_id, prompt_name, department_code, private, owner_key, version,
                                      actor_subject, actor_name)
         values (now(), 'created', $1, 'Logged', 'IT', false, 'issuer#alice', 1, 'alice', 'Alice Adams')`,
        [id],
      );

    it('refuses to change, delete or empty an entry, even to the database user', async () => {
      await append('append-only');
      await expect(db.query(`update prompt_activity set actor_name = 'Someone else' where prompt_id = 'append-only'`)).rejects.toThrow(
        /append-only: UPDATE is refused/,
      );
      await expect(db.query(`delete from prompt_activity where prompt_id = 'append-only'`)).rejects.toThrow(/append-only: DELETE is refused/);
      await expect(db.exec('truncate prompt_activity')).rejects.toThrow(/append-only: TRUNCATE is refused/);
      expect(await db.query(`select actor_name from prompt_activity where prompt_id = 'append-only'`)).toEqual([{ actor_name: 'Alice Adams' }]);
    });

    it('has no foreign key to a row that could vanish', async () => {
      const keys = await db.query(
        `select conname from pg_constraint where contype = 'f' and conrelid in ('prompt_activity'::regclass, 'prompt_version_uses'::regclass)`,
      );
      expect(keys).toEqual([]);
    });
  });
});

describe(`${testDatabaseDriver()}: prompts written before the audit-grade store (0004)`, () => {
  it('opens them live at their version, listed and named as before, with nothing deleted', async () => {
    const shared = await openSharedTestDatabase();
    const [db] = shared.connections;
    try {
      const before = migrations.findIndex((m) => m.id === '0004_prompt_store_audit');
      expect(await migrate(db, migrations.slice(0, before))).toHaveLength(before);
      await db.query(
        `insert into prompts (id, department_code, prompt_name, description, prompt_template, private, draft, user_id, owner_key,
                              version, updated_at)
         values ('old', 'IT', 'Risk check', 'd', 'Template three', false, false, 'alice', 'issuer#alice', 3, now())`,
      );
      await db.query(
        `insert into prompt_versions (prompt_id, version, department_code, prompt_name, description, prompt_template, private,
                                      draft, replaced_at)
         values ('old', 1, 'IT', 'Risk check', 'd', 'Template one', true, false, now()),
                ('old', 2, 'IT', 'Risk check', 'd', 'Template two', false, false, now())`,
      );

      expect(await migrate(db)).toEqual(migrations.slice(before).map((m) => m.id));
      expect(await db.query(`select version, live_version, deleted_at from prompts where id = 'old'`)).toEqual([
        { version: 3, live_version: 3, deleted_at: null },
      ]);
      expect(await db.query(`select version from prompt_versions where prompt_id = 'old' order by version`)).toEqual([
        { version: 1 },
        { version: 2 },
      ]);
      // Names stay unique among the prompts not deleted.
      await expect(
        db.query(
          `insert into prompts (id, department_code, prompt_name, description, prompt_template, private, draft, user_id, owner_key,
                                version, live_version, updated_at)
           values ('twin', 'IT', 'RISK CHECK', 'd', 't', false, false, 'carl', 'issuer#carl', 1, 1, now())`,
        ),
      ).rejects.toThrow(/prompts_department_name/);
    } finally {
      await shared.dispose();
    }
  }, startUpMs);
});
