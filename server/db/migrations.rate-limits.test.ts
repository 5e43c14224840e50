import { describe, expect, it } from 'vitest';
import { createRateLimiter } from '../api/chat/rate-limiter';
import { manualClock } from '../api/testing/test-api';
import { migrate, migrations } from './migrations';
import { openSharedTestDatabase, testDatabaseDriver } from './test-database';

const startUpMs = 60_000;

describe(`${testDatabaseDriver()}: a database from before rate limits were counted in it (0008)`, () => {
  it('keeps the answers it holds and counts limits once migrated', async () => {
    const shared = await openSharedTestDatabase();
    const [db] = shared.connections;
    try {
      const before = migrations.findIndex((m) => m.id === '0008_rate_limit_hits');
      expect(await migrate(db, migrations.slice(0, before))).toHaveLength(before);
      await db.query(
        `insert into kept_answers (owner, answer_id, session_id, state, created_at, updated_at)
         values ('issuer|alice', 'a-1', 'chat-1', 'complete', '2026-01-02T10:00:00Z', '2026-01-02T10:00:00Z')`,
      );

      expect(await migrate(db)).toEqual(migrations.slice(before).map((m) => m.id));
      expect(await db.query('select answer_id, state from kept_answers')).toEqual([{ answer_id: 'a-1', state: 'complete' }]);
      const limiter = createRateLimiter(db, 'chat', 1, manualClock().now);
      await limiter.take('issuer|alice');
      await expect(limiter.take('issuer|alice')).rejects.toMatchObject({ status: 429 });
    } finally {
      await shared.dispose();
    }
  }, startUpMs);
});
