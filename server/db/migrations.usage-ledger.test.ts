import { describe, expect, it } from 'vitest';
import { admit } from '../api/usage/budgets';
import { usageSettings } from '../api/usage/usage-settings';
import { migrate, migrations } from './migrations';
import { openSharedTestDatabase, testDatabaseDriver } from './test-database';

const startUpMs = 60_000;

describe(`${testDatabaseDriver()}: a database from before the usage ledger (0009)`, () => {
  it('keeps what it holds and books and counts budgets once migrated', async () => {
    const shared = await openSharedTestDatabase();
    const [db] = shared.connections;
    try {
      const before = migrations.findIndex((m) => m.id === '0009_usage_ledger');
      expect(await migrate(db, migrations.slice(0, before))).toHaveLength(before);
      await db.query("insert into rate_limit_hits (scope, user_key, at) values ('chat', 'issuer#alice', '2026-01-02T10:00:00Z')");

      expect(await migrate(db)).toEqual(migrations.slice(before).map((m) => m.id));
      expect(await db.query('select scope, user_key from rate_limit_hits')).toEqual([{ scope: 'chat', user_key: 'issuer#alice' }]);
      const settings = usageSettings({ BUDGETS: 'user:requests/day=1' });
      const party = { userKey: 'issuer#alice', userName: null, tenant: 'corporate', department: null, tool: 'chat' as const };
      const at = new Date('2026-01-02T10:00:00Z');
      expect(await admit(db, settings, party, 'model', at)).toMatchObject({ admitted: true });
      expect(await admit(db, settings, party, 'model', at)).toMatchObject({ admitted: false, budget: { used: 1, limit: 1 } });
    } finally {
      await shared.dispose();
    }
  }, startUpMs);
});
