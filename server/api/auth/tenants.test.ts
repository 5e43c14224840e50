import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { departmentGroups, knowledgeGroups, localGroups, usageAdminGroup } from '../../idp/accounts';
import { testDatabaseDriver } from '../../db/test-database';
import { defaultImagePolicies } from '../vision/image-policy';
import { contractRoutes, routeKey, type ContractRoute } from '../testing/contract-routes';
import { detailOf, uploadForm } from '../testing/requests';
import { startTestApi, startUpMs, type TestApi } from '../testing/test-api';

const everyGroup = [...Object.values(localGroups), ...Object.values(departmentGroups), ...Object.values(knowledgeGroups), usageAdminGroup];
const trialRoutes = contractRoutes('trial');
const trialKeys = new Set(trialRoutes.map(routeKey));
const everyRoute = (['main', 'audit', 'registry', 'customer-service'] as const).flatMap((name) => contractRoutes(name)).filter((route) => !route.public);
const corporateRoutes = everyRoute.filter((route) => !trialKeys.has(routeKey(route)));

/** A sample value for each path parameter the contracts use; what the route then says of it does not matter here. */
const sample: Record<string, string> = {
  answerId: 'a-1', sessionId: 's-1', ledgerId: '1', promptId: 'p-1', docHash: '0'.repeat(64), id: '1', entry: '1', component: 'it-service-desk', document: 'd', token: 'studio-demo',
};
const concrete = (path: string) => path.replace(/\{(\w+)\}/g, (_whole, name: string) => sample[name] ?? name);

describe(`${testDatabaseDriver()}: tenants enforced by the API, route by route from the contracts`, () => {
  let api: TestApi;
  let trialUser: Record<string, string>;
  let corporateUser: Record<string, string>;
  beforeAll(async () => {
    api = await startTestApi({ port: 4397, vision: { imageModel: null, offlineDelayMs: 0, policies: defaultImagePolicies } });
    // Both claim every group there is: the tenant, not the groups, decides.
    trialUser = { authorization: `Bearer ${await api.trial.token({ subject: 'tina', groups: everyGroup, now: api.clock.now() })}` };
    corporateUser = await api.bearer({ subject: 'alice', groups: everyGroup });
  }, startUpMs);
  afterAll(() => api.stop());

  const call = (route: Pick<ContractRoute, 'method' | 'path'>, headers: Record<string, string>) =>
    fetch(`${api.url}${concrete(route.path)}`, { method: route.method, headers: { ...headers, 'content-type': 'application/json' }, body: route.method === 'GET' ? undefined : '{}' });

  it('derives a route list from the contracts that holds every kind of call', () => {
    expect(trialRoutes.length).toBe(10);
    expect(corporateRoutes.map(routeKey)).toEqual(expect.arrayContaining(['GET /v1/prompts', 'GET /v1/prompt-activity', 'GET /v1/departments', 'POST /v1/transcriptions', 'GET /v1/registry', 'POST /v1/scos/{token}']));
    expect(corporateRoutes.length).toBeGreaterThan(20);
  });

  it('answers 403 to a trial token on every corporate route, whatever groups it claims', async () => {
    const refused: string[] = [];
    for (const route of corporateRoutes) {
      const response = await call(route, trialUser);
      if (response.status !== 403 || (await detailOf(response)) !== 'This is not available on the trial.') refused.push(`${routeKey(route)}: ${response.status}`);
    }
    expect(refused).toEqual([]);
  });

  it('lets the corporate token past tenant and groups on every route of either tenant', async () => {
    const stopped: string[] = [];
    for (const route of [...corporateRoutes, ...trialRoutes]) {
      const response = await call(route, corporateUser);
      const detail = response.headers.get('content-type')?.startsWith('application/json') ? String(((await response.json()) as { detail?: unknown }).detail) : '';
      // A 404 of a sample id or a 4xx of the empty body is the route answering; the router's own 404/405 and the guards' 401/403 are not.
      if ([401, 403, 405].includes(response.status) || /^There is no endpoint/.test(detail)) stopped.push(`${routeKey(route)}: ${response.status} ${detail}`);
    }
    expect(stopped).toEqual([]);
  });

  it('lets a trial user make every call of trial.yaml, with success', async () => {
    const made = new Set<string>();
    const json = { ...trialUser, 'content-type': 'application/json' };
    const expectCall = async (method: ContractRoute['method'], path: string, template: string, init: RequestInit, status: number) => {
      const response = await fetch(`${api.url}${path}`, { method, ...init });
      expect(response.status, `${method} ${path}`).toBe(status);
      made.add(`${method} ${template}`);
      return response;
    };
    await expectCall('GET', '/v1/capabilities', '/v1/capabilities', { headers: trialUser }, 200);
    await expectCall('GET', '/v1/usage/mine', '/v1/usage/mine', { headers: trialUser }, 200);
    const upload = await expectCall('POST', '/v1/upload/documents', '/v1/upload/documents', { headers: trialUser, body: uploadForm(new TextEncoder().encode('Invoices are due in 30 days.'), 'terms.txt') }, 200);
    const { doc_hash: docHash } = (await upload.json()) as { doc_hash: string };
    const answerId = randomUUID();
    const sessionId = randomUUID();
    const body = JSON.stringify({ messages: [{ role: 'user', content: 'When are invoices due?' }], documents: [docHash], answerId, sessionId });
    await (await expectCall('POST', '/v1/chat/stream', '/v1/chat/stream', { headers: json, body }, 200)).text();
    await (await expectCall('GET', `/v1/chat/answers/${answerId}?from=0`, '/v1/chat/answers/{answerId}', { headers: trialUser }, 200)).text();
    await expectCall('POST', `/v1/chat/answers/${answerId}/cancel`, '/v1/chat/answers/{answerId}/cancel', { headers: trialUser }, 204);
    await expectCall('DELETE', `/v1/chat/sessions/${sessionId}/answers`, '/v1/chat/sessions/{sessionId}/answers', { headers: trialUser }, 204);
    await expectCall('DELETE', `/v1/documents/${docHash}`, '/v1/documents/{docHash}', { headers: trialUser }, 204);
    await (await expectCall('POST', '/v1/summarization', '/v1/summarization', { headers: { ...trialUser, 'content-type': 'text/plain' }, body: 'user: Hello there' }, 200)).text();
    const image = { prompt: 'A lighthouse', negative_prompt: '', guidance_scale: 7.5, aspect_ratio: '1:1' };
    await (await expectCall('POST', '/v1/image_gen', '/v1/image_gen', { headers: json, body: JSON.stringify(image) }, 200)).text();
    expect([...made].sort()).toEqual([...trialKeys].sort());
  });
});
