import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { departmentGroups, localGroups, localToolGroups } from '../../idp/accounts';
import { testDatabaseDriver } from '../../db/test-database';
import { contractRoutes, routeKey } from '../testing/contract-routes';
import { startTestApi, startUpMs, type TestApi } from '../testing/test-api';

const routes = (['main', 'audit', 'registry', 'customer-service'] as const).flatMap((name) => contractRoutes(name)).filter((route) => !route.public);
const concrete = (path: string) => path.replace(/\{(\w+)\}/g, (_whole, name: string) => (name === 'component' ? 'it-service-desk' : name === 'token' ? 'studio-demo' : '1'));

describe(`${testDatabaseDriver()}: config.json's exact group matching, applied by the API`, () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ port: 4398, groupRules: { groups: localToolGroups, matching: 'exact' } });
  }, startUpMs);
  afterAll(() => api.stop());

  const call = async (method: string, path: string, groups: string[]) =>
    fetch(`${api.url}${path}`, { method, headers: { ...(await api.bearer({ groups })), 'content-type': 'application/json' }, body: method === 'GET' ? undefined : '{}' });

  it("opens no route to groups that merely contain a tool group's name", async () => {
    const lookalikes = Object.values(localGroups).flatMap((group) => [`${group}-readers`, `x-${group}`, `cn=${group}-readers,ou=groups`]);
    expect(lookalikes).toContain('studio-audit-readers');
    const opened: string[] = [];
    for (const route of routes) {
      const response = await call(route.method, concrete(route.path), lookalikes);
      if (response.status !== 403) opened.push(`${routeKey(route)}: ${response.status}`);
    }
    expect(opened).toEqual([]);
  });

  it('opens the audit assistant to the whole name and to a directory name whose own cn= part it is', async () => {
    for (const held of [localGroups.audit, `cn=${localGroups.audit},ou=groups,dc=example`]) {
      const response = await call('GET', '/v1/departments', [held, departmentGroups.it]);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual([{ department_code: 'IT', department_name: 'IT' }]);
    }
  });

  it('matches the audit departments by the same rule', async () => {
    const response = await call('GET', '/v1/departments', [localGroups.audit, `${departmentGroups.it}-archive`]);
    expect(await response.json()).toEqual([]);
  });
});
