import type { Database } from './database';
import type { Migration } from './schema/migration';
import { m0001Documents } from './schema/0001-documents';
import { m0002AuditPrompts } from './schema/0002-audit-prompts';
import { m0003RegistryPassages } from './schema/0003-registry-passages';
import { m0004PromptStoreAudit } from './schema/0004-prompt-store-audit';
import { m0005KeptAnswers } from './schema/0005-kept-answers';
import { m0006KeptAnswerParts } from './schema/0006-kept-answer-parts';
import { m0007PromptWentLive } from './schema/0007-prompt-went-live';
import { m0008RateLimitHits } from './schema/0008-rate-limit-hits';
import { m0009UsageLedger } from './schema/0009-usage-ledger';
import { m0010AnswerFeedback } from './schema/0010-answer-feedback';

/** The schema, in order, one file of schema/ each. Append only; both drivers run exactly these statements. */
export const migrations: readonly Migration[] = [
  m0001Documents,
  m0002AuditPrompts,
  m0003RegistryPassages,
  m0004PromptStoreAudit,
  m0005KeptAnswers,
  m0006KeptAnswerParts,
  m0007PromptWentLive,
  m0008RateLimitHits,
  m0009UsageLedger,
  m0010AnswerFeedback,
];

// Arbitrary but fixed: serialises concurrent start-ups against one PostgreSQL server.
const migrationLockKey = 7_523_001;

/**
 * Applies the migrations this database has not run yet; returns their ids. API processes that
 * start at once on one database take turns: the lock comes first, even before the bookkeeping
 * table, because two concurrent `create table if not exists` collide on PostgreSQL.
 */
export async function migrate(db: Database, list: readonly Migration[] = migrations): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [migrationLockKey]);
    await tx.exec(`
      create table if not exists schema_migrations (
        id text primary key,
        applied_at timestamptz not null default now()
      )
    `);
    const done = new Set((await tx.query<{ id: string }>('select id from schema_migrations')).map((row) => row.id));
    const applied: string[] = [];
    for (const migration of list) {
      if (done.has(migration.id)) continue;
      await tx.exec(migration.sql);
      await tx.query('insert into schema_migrations (id) values ($1)', [migration.id]);
      applied.push(migration.id);
    }
    return applied;
  });
}
