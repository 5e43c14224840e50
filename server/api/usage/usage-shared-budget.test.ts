import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LimitRefusal } from '../../../contracts/usage-api';
import { migrate } from '../../db/migrations';
import { openSharedTestDatabase, testDatabaseDriver, type SharedTestDatabase } from '../../db/test-database';
import { departmentGroups, localGroups } from '../../idp/accounts';
import { readNdjson } from '../testing/requests';
import { manualClock, startTestApi, startUpMs, type TestApi } from '../testing/test-api';
import { chatRequest } from '../testing/uploads';

const departmentLimit = 5;
const messages = [{ role: 'user', content: 'Hello' }];

// On PostgreSQL two pools on one schema: two instances in all but the process.
describe(`${testDatabaseDriver()}: one department budget spent by two users on two instances at once`, () => {
  let shared: SharedTestDatabase;
  let first: TestApi;
  let second: TestApi;
  beforeAll(async () => {
    shared = await openSharedTestDatabase();
    await migrate(shared.connections[0]);
    const usageEnv = { BUDGETS: `department:requests/month=${departmentLimit}` };
    const clock = manualClock();
    first = await startTestApi({ port: 4468, usageEnv, clock, database: async () => ({ db: shared.connections[0], dispose: async () => undefined }) });
    second = await startTestApi({ port: 4469, usageEnv, clock, database: async () => ({ db: shared.connections[1], dispose: async () => undefined }) });
  }, startUpMs);
  afterAll(async () => {
    await first.stop();
    await second.stop();
    await shared.dispose();
  });

  it('admits exactly the budget, whichever instance each request reaches', async () => {
    const groups = [localGroups.chat, departmentGroups.fin];
    const asks = Array.from({ length: 12 }, async (_, index) => {
      const api = index % 2 === 0 ? first : second;
      const response = await chatRequest(api.url, await api.bearer({ subject: index % 4 < 2 ? 'anna' : 'bert', groups }), { messages });
      if (response.status === 200) await readNdjson(response);
      return response;
    });
    const responses = await Promise.all(asks);
    expect(responses.filter((response) => response.status === 200)).toHaveLength(departmentLimit);
    const refused = responses.filter((response) => response.status === 429);
    expect(refused).toHaveLength(12 - departmentLimit);
    const bodies = (await Promise.all(refused.map((response) => response.json()))) as LimitRefusal[];
    for (const body of bodies) expect(body.budget).toMatchObject({ scope: 'department', department: { code: 'FIN' }, limit: departmentLimit, used: departmentLimit });
    const [row] = await shared.connections[0].query<{ admitted: number; refused: number }>(
      "select count(*) filter (where outcome = 'complete')::int as admitted, count(*) filter (where outcome = 'refused')::int as refused from usage_ledger where department_code = 'FIN'",
    );
    expect(row).toEqual({ admitted: departmentLimit, refused: 12 - departmentLimit });
  });
});
