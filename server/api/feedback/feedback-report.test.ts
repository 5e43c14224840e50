import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedbackReport } from '../../../contracts/feedback-api';
import { departmentGroups, localGroups, usageAdminGroup } from '../../idp/accounts';
import { testDatabaseDriver } from '../../db/test-database';
import { readNdjson } from '../testing/requests';
import { startTestApi, startUpMs, type TestApi } from '../testing/test-api';
import { chatRequest } from '../testing/uploads';
import { pseudonymOf } from '../usage/usage-service';

const admin = { subject: 'ada', groups: [localGroups.chat, usageAdminGroup] };
const finUser = { subject: 'fin-user', groups: [localGroups.chat, departmentGroups.fin], extraClaims: { email: 'fin@example.com' } };

/** fin-user's chat answer with a thumbs-down, the exchange included; a trial answer with a vote written past the API. */
async function votedAnswers(api: TestApi) {
  const lines = await readNdjson(await chatRequest(api.url, await api.bearer(finUser), { messages: [{ role: 'user', content: 'Hello' }] }));
  const ledgerId = lines.at(-1)!.ledgerId!;
  const body = { vote: 'down', reason: 'other', comment: '=SUM(A1) looks wrong, "really"', exchange: { question: 'Hello', answer: 'Hi,\nthere' } };
  const response = await fetch(`${api.url}/v1/feedback/votes/${ledgerId}`, { method: 'PUT', headers: { ...(await api.bearer(finUser)), 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect(response.status).toBe(200);
  const [trial] = await api.db.query<{ id: string }>(
    `insert into usage_ledger (at, user_key, tenant, tool, kind, model, outcome) values ('2026-03-02T09:30:00Z', 'http://trial.test#tina', 'trial', 'chat', 'model', 'offline', 'complete') returning id::text as id`,
  );
  await api.db.query("insert into answer_feedback (ledger_id, user_key, vote, voted_at) values ($1, 'http://trial.test#tina', 'up', '2026-03-02T09:31:00Z')", [trial!.id]);
}

const report = async (api: TestApi, query = '?from=2026-03-01&to=2026-03-31') => {
  const response = await fetch(`${api.url}/v1/feedback${query}`, { headers: await api.bearer(admin) });
  expect(response.status).toBe(200);
  return (await response.json()) as FeedbackReport;
};

describe(`${testDatabaseDriver()}: admins read every vote`, () => {
  const apis: Partial<Record<'pseudonymous' | 'named' | 'off', TestApi>> = {};
  beforeAll(async () => {
    for (const [perUser, port] of [['pseudonymous', 4483], ['named', 4484], ['off', 4485]] as const) {
      const api = await startTestApi({ port, usageEnv: { ADMIN_GROUPS: usageAdminGroup, USAGE_PER_USER: perUser } });
      apis[perUser] = api;
      await votedAnswers(api);
    }
  }, startUpMs * 2);
  afterAll(async () => {
    for (const api of Object.values(apis)) await api.stop();
  });

  it('lists each vote with its answer, a pseudonym for the person, and never the trial tenant', async () => {
    const body = await report(apis.pseudonymous!);
    expect(body).toMatchObject({ timeZone: 'UTC', from: '2026-03-01', to: '2026-03-31', perUser: 'pseudonymous' });
    expect(body.rows).toEqual([
      {
        answeredAt: '2026-03-02T09:00:00.000Z', votedAt: '2026-03-02T09:00:00.000Z', department: { code: 'FIN', name: 'Finance' }, tool: 'chat', model: 'offline',
        user: pseudonymOf('http://corporate.test#fin-user'), vote: 'down', reason: 'other', comment: '=SUM(A1) looks wrong, "really"', exchange: { question: 'Hello', answer: 'Hi,\nthere' },
      },
    ]);
    // Out of: fin-user's one chat answer (the trial's is not counted).
    expect(body.uses).toEqual([{ tool: 'chat', uses: 1 }]);
    const later = await report(apis.pseudonymous!, '?from=2026-03-03&to=2026-03-31');
    expect(later.rows).toEqual([]);
    expect(later.uses).toEqual([]);
  });

  it('names the person with USAGE_PER_USER=named and leaves them out with off', async () => {
    expect((await report(apis.named!)).rows.map((row) => row.user)).toEqual(['fin@example.com']);
    const off = await report(apis.off!);
    expect(off.perUser).toBe('off');
    expect(off.rows).toHaveLength(1);
    expect(off.rows[0]).not.toHaveProperty('user');
  });

  it('exports the same rows as CSV, a formula defused and texts quoted', async () => {
    const response = await fetch(`${apis.pseudonymous!.url}/v1/feedback.csv?from=2026-03-01&to=2026-03-31`, { headers: await apis.pseudonymous!.bearer(admin) });
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="feedback.csv"');
    expect(await response.text()).toBe(
      'answeredAt,votedAt,department,tool,model,promptId,promptVersion,component,user,vote,reason,comment,question,answer\r\n' +
        `2026-03-02T09:00:00.000Z,2026-03-02T09:00:00.000Z,FIN,chat,offline,,,,${pseudonymOf('http://corporate.test#fin-user')},down,other,"'=SUM(A1) looks wrong, ""really""",Hello,"Hi,\nthere"\r\n`,
    );
  });

  it('refuses a period that is no period of days with 422', async () => {
    const response = await fetch(`${apis.pseudonymous!.url}/v1/feedback?from=2026-02-30`, { headers: await apis.pseudonymous!.bearer(admin) });
    expect(response.status).toBe(422);
  });
});
