import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Capabilities } from '../../../contracts/main-api';
import type { UsageReport } from '../../../contracts/usage-api';
import { departmentGroups, localGroups, usageAdminGroup } from '../../idp/accounts';
import { readNdjson } from '../testing/requests';
import { startTestApi, startUpMs, type TestApi } from '../testing/test-api';
import { chatRequest } from '../testing/uploads';
import { pseudonymOf } from './usage-service';

const messages = [{ role: 'user', content: 'Hello' }];
const admin = { subject: 'admin', groups: [localGroups.chat, usageAdminGroup] };

describe("admins read everyone's usage", () => {
  let api: TestApi;
  let named: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ port: 4466, usageEnv: { ADMIN_GROUPS: usageAdminGroup, LEDGER_DAYS: '30' } });
    named = await startTestApi({ port: 4467, usageEnv: { ADMIN_GROUPS: usageAdminGroup, USAGE_PER_USER: 'named' } });
    for (const target of [api, named]) {
      await readNdjson(await chatRequest(target.url, await target.bearer({ subject: 'fin-user', groups: [localGroups.chat, departmentGroups.fin], extraClaims: { email: 'fin@example.com' } }), { messages }));
      target.clock.advance(86_400_000);
      await readNdjson(await chatRequest(target.url, await target.bearer({ subject: 'plain-user' }), { messages }));
      const trial = `Bearer ${await target.trial.token({ subject: 'trial-user', groups: [localGroups.trial], now: target.clock.now() })}`;
      await readNdjson(await chatRequest(target.url, { authorization: trial }, { messages }));
    }
  }, startUpMs);
  afterAll(async () => {
    await api.stop();
    await named.stop();
  });

  const report = async (target: TestApi, query = '', who = admin) => fetch(`${target.url}/v1/usage${query}`, { headers: await target.bearer(who) });

  it('tells the studio who is an admin, and answers anyone else 403', async () => {
    const caps = async (who: typeof admin) => ((await (await fetch(`${api.url}/v1/capabilities`, { headers: await api.bearer(who) })).json()) as Capabilities).usage;
    expect(await caps(admin)).toEqual({ admin: true, perUser: 'pseudonymous' });
    expect(await caps({ subject: 'plain-user', groups: [localGroups.chat] })).toEqual({ admin: false, perUser: 'pseudonymous' });
    expect((await report(api, '', { subject: 'plain-user', groups: [localGroups.chat] })).status).toBe(403);
    expect((await fetch(`${api.url}/v1/usage.csv`, { headers: await api.bearer({ subject: 'plain-user', groups: [localGroups.chat] }) })).status).toBe(403);
  });

  it('gives rows by day, department, tool, model and pseudonymous user, without the trial tenant', async () => {
    const body = (await (await report(api, '?from=2026-03-01&to=2026-03-31')).json()) as UsageReport;
    expect(body).toMatchObject({ currency: 'EUR', timeZone: 'UTC', from: '2026-03-01', to: '2026-03-31', perUser: 'pseudonymous' });
    expect(body.rows.map((row) => [row.day, row.department?.code ?? null, row.tool, row.model, row.user, row.requests])).toEqual([
      ['2026-03-02', 'FIN', 'chat', 'offline', pseudonymOf('http://corporate.test#fin-user'), 1],
      ['2026-03-03', null, 'chat', 'offline', pseudonymOf('http://corporate.test#plain-user'), 1],
    ]);
    const days = (await (await report(api, '?from=2026-03-03&to=2026-03-03')).json()) as UsageReport;
    expect(days.rows).toHaveLength(1);
  });

  it('names people with USAGE_PER_USER=named', async () => {
    const body = (await (await report(named, '?from=2026-03-01&to=2026-03-31')).json()) as UsageReport;
    // The e-mail where the token carries one, else the name.
    expect(body.rows.map((row) => row.user)).toEqual(['fin@example.com', 'Test User']);
  });

  it('exports the same rows as CSV', async () => {
    const response = await fetch(`${api.url}/v1/usage.csv?from=2026-03-01&to=2026-03-31`, { headers: await api.bearer(admin) });
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const lines = (await response.text()).split('\r\n');
    expect(lines[0]).toBe('day,department,tool,model,user,requests,refused,inputTokens,outputTokens,images,audioSeconds,cost,currency,counted,unpriced');
    expect(lines[1]).toMatch(new RegExp(`^2026-03-02,FIN,chat,offline,${pseudonymOf('http://corporate.test#fin-user')},1,0,1,\\d+,0,0,0,EUR,true,false$`));
    expect(lines).toHaveLength(4);
  });

  it('refuses a period that is no period of days with 422', async () => {
    for (const query of ['?from=2026-02-30', '?from=2026-03-05&to=2026-03-01', '?from=2025-01-01&to=2026-03-01', '?to=yesterday']) {
      const response = await report(api, query);
      expect(response.status, query).toBe(422);
    }
  });

  it('purges rows older than LEDGER_DAYS', async () => {
    api.clock.advance(30 * 86_400_000);
    expect(await api.purgeLedger()).toBe(1);
    expect(await api.db.query("select user_key from usage_ledger where user_key like '%fin-user'")).toEqual([]);
    expect(await api.db.query("select user_key from usage_ledger where user_key like '%plain-user'")).toHaveLength(1);
  });
});
