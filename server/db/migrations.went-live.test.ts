import { describe, expect, it } from 'vitest';
import type { Database } from './database';
import { migrate, migrations } from './migrations';
import { openSharedTestDatabase, testDatabaseDriver } from './test-database';

const startUpMs = 60_000;

async function storePrompt(db: Database, id: string, version: number, liveVersion: number, updatedAt: string) {
  await db.query(
    `insert into prompts (id, department_code, prompt_name, description, prompt_template, private, draft, user_id, owner_key,
                          version, live_version, updated_at)
     values ($1, 'IT', $1, 'd', 'head', false, false, 'alice', 'issuer#alice', $2, $3, $4)`,
    [id, version, liveVersion, updatedAt],
  );
  for (let earlier = 1; earlier < version; earlier += 1) {
    await db.query(
      `insert into prompt_versions (prompt_id, version, department_code, prompt_name, description, prompt_template, private,
                                    draft, replaced_at)
       values ($1, $2, 'IT', $1, 'd', 'earlier', false, false, $3)`,
      [id, earlier, `2026-01-0${earlier + 1}T10:00:00Z`],
    );
  }
}

/** Log entries as the store wrote them: [action, version, at]. */
async function logged(db: Database, id: string, entries: ReadonlyArray<readonly [string, number, string]>) {
  for (const [action, version, at] of entries) {
    await db.query(
      `insert into prompt_activity (at, action, prompt_id, prompt_name, department_code, private, owner_key, version, actor_subject, actor_name)
       values ($1, $2, $3, $3, 'IT', false, 'issuer#alice', $4, 'alice', 'Alice Adams')`,
      [at, action, id, version],
    );
  }
}

describe(`${testDatabaseDriver()}: prompts written before versions remembered going live (0007)`, () => {
  it('backfills which versions went live, and when, from the log; a candidate skipped over is not among them', async () => {
    const shared = await openSharedTestDatabase();
    const [db] = shared.connections;
    try {
      const before = migrations.findIndex((m) => m.id === '0007_prompt_went_live');
      expect(await migrate(db, migrations.slice(0, before))).toHaveLength(before);
      // Saved before the log (0004): every version was live, there were no candidates.
      await storePrompt(db, 'before-log', 3, 3, '2026-01-05T10:00:00Z');
      // v2 and v3 saved as candidates, then v3 made live: v2 was never live.
      await storePrompt(db, 'skipped', 3, 3, '2026-02-04T10:00:00Z');
      await logged(db, 'skipped', [
        ['created', 1, '2026-02-01T10:00:00Z'], ['candidate_saved', 2, '2026-02-02T10:00:00Z'],
        ['candidate_saved', 3, '2026-02-03T10:00:00Z'], ['made_live', 3, '2026-02-04T10:00:00Z'],
      ]);
      // A restore that went live at once; then one saved as a candidate, still waiting.
      await storePrompt(db, 'restores', 3, 2, '2026-03-03T10:00:00Z');
      await logged(db, 'restores', [
        ['created', 1, '2026-03-01T10:00:00Z'], ['restored', 2, '2026-03-02T10:00:00Z'], ['restored', 3, '2026-03-03T10:00:00Z'],
      ]);
      // A restored candidate made live later: live from then, not from the restore.
      await storePrompt(db, 'restored-candidate', 2, 2, '2026-04-02T10:00:00Z');
      await logged(db, 'restored-candidate', [
        ['created', 1, '2026-04-01T10:00:00Z'], ['restored', 2, '2026-04-01T12:00:00Z'], ['made_live', 2, '2026-04-02T10:00:00Z'],
      ]);

      expect(await migrate(db)).toEqual(migrations.slice(before).map((m) => m.id));
      const rows = await db.query<{ prompt_id: string; version: number; went_live_at: Date | string }>(
        'select prompt_id, version, went_live_at from prompt_went_live order by prompt_id, version',
      );
      expect(rows.map((row) => [row.prompt_id, row.version, new Date(row.went_live_at).toISOString()])).toEqual([
        ['before-log', 1, '2026-01-02T10:00:00.000Z'],
        ['before-log', 2, '2026-01-02T10:00:00.000Z'],
        ['before-log', 3, '2026-01-03T10:00:00.000Z'],
        ['restored-candidate', 1, '2026-04-01T10:00:00.000Z'],
        ['restored-candidate', 2, '2026-04-02T10:00:00.000Z'],
        ['restores', 1, '2026-03-01T10:00:00.000Z'],
        ['restores', 2, '2026-03-02T10:00:00.000Z'],
        ['skipped', 1, '2026-02-01T10:00:00.000Z'],
        ['skipped', 3, '2026-02-04T10:00:00.000Z'],
      ]);
    } finally {
      await shared.dispose();
    }
  }, startUpMs);
});
