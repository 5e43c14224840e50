import { describe, expect, it } from 'vitest';
import { purgeLedger } from '../api/usage/ledger';
import { migrate, migrations } from './migrations';
import { openSharedTestDatabase, testDatabaseDriver } from './test-database';

const startUpMs = 60_000;

describe(`${testDatabaseDriver()}: a database from before answers took feedback (0010)`, () => {
  it('keeps its ledger and kept answers, and takes votes that go with their ledger rows', async () => {
    const shared = await openSharedTestDatabase();
    const [db] = shared.connections;
    try {
      const before = migrations.findIndex((m) => m.id === '0010_answer_feedback');
      expect(await migrate(db, migrations.slice(0, before))).toHaveLength(before);
      const [booked] = await db.query<{ id: string }>(
        `insert into usage_ledger (at, user_key, tenant, tool, kind, model, prompt_ref, outcome)
         values ('2026-01-02T10:00:00Z', 'issuer#carl', 'corporate', 'audit', 'model', 'offline', 'p-1@2', 'complete') returning id`,
      );
      await db.query(
        `insert into kept_answers (owner, answer_id, session_id, state, created_at, updated_at)
         values ('issuer#carl', 'a-1', 'chat-1', 'complete', '2026-01-02T10:00:00Z', '2026-01-02T10:00:00Z')`,
      );

      expect(await migrate(db)).toEqual(migrations.slice(before).map((m) => m.id));
      expect(await db.query('select user_key, prompt_ref, outcome from usage_ledger')).toEqual([{ user_key: 'issuer#carl', prompt_ref: 'p-1@2', outcome: 'complete' }]);
      // An answer kept before has no ledger id: its last line carries none, as before.
      expect(await db.query('select answer_id, state, ledger_id from kept_answers')).toEqual([{ answer_id: 'a-1', state: 'complete', ledger_id: null }]);

      const vote = (userKey: string, value: string) =>
        db.query(`insert into answer_feedback (ledger_id, user_key, vote, voted_at) values ($1, $2, $3, '2026-01-02T11:00:00Z')`, [booked!.id, userKey, value]);
      await vote('issuer#carl', 'down');
      await vote('issuer#alice', 'up');
      await expect(vote('issuer#carl', 'up')).rejects.toThrow(/answer_feedback_pkey|duplicate key/);
      await expect(vote('issuer#bob', 'sideways')).rejects.toThrow(/answer_feedback_vote_check|check constraint/);
      expect(await db.query('select count(*)::int as votes from answer_feedback')).toEqual([{ votes: 2 }]);

      expect(await purgeLedger(db, new Date('2027-03-01T00:00:00Z'), 400)).toBe(1);
      expect(await db.query('select * from answer_feedback')).toEqual([]);
    } finally {
      await shared.dispose();
    }
  }, startUpMs);
});
