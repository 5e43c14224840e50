import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { localGroups } from '../../idp/accounts';
import { runApi, type ApiRun } from '../run-api';
import { serveApi, type ServedApi } from '../serve-api';
import { startTestApi, startUpMs, type TestApi } from '../testing/test-api';
import { createLogger } from './logger';

const quiet = createLogger('silent');
/** Nothing listens on port 1: PostgreSQL "not up yet". */
const unreachablePostgres = 'postgres://studio@127.0.0.1:1/studio';

function startRun(url?: string): ApiRun {
  return runApi({ url }, { issuers: [], allowedOrigins: [], logger: quiet }, 'test');
}

describe('an operator probing an instance', () => {
  const runs: ApiRun[] = [];
  const served: ServedApi[] = [];
  afterEach(async () => {
    for (const server of served.splice(0)) {
      const closed = server.stopAccepting();
      await server.cutConnections();
      await closed;
    }
    await Promise.all(runs.splice(0).map((run) => run.stop(0)));
  });
  async function serve(url?: string, metricsPort?: number) {
    const run = startRun(url);
    runs.push(run);
    const server = await serveApi(run, { host: '127.0.0.1', port: 0, metricsPort });
    served.push(server);
    return { run, server, at: (port: number, path: string) => fetch(`http://127.0.0.1:${port}${path}`) };
  }

  it('hears it alive but not ready while the database has not opened yet', async () => {
    const { server, at } = await serve(unreachablePostgres);
    expect((await at(server.port, '/healthz')).status).toBe(200);
    const ready = await at(server.port, '/readyz');
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'not ready', reason: 'starting' });
  });

  it('hears it ready once the database is open, and not ready from the moment it drains', async () => {
    const { run, server, at } = await serve(undefined, 0);
    await run.ready;
    const ready = await at(server.metricsPort!, '/readyz');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
    await run.drain(0);
    const draining = await at(server.metricsPort!, '/readyz');
    expect(draining.status).toBe(503);
    expect(await draining.json()).toEqual({ status: 'not ready', reason: 'draining' });
    // Alive all the same: the supervisor must not kill it while its answers finish.
    expect((await at(server.metricsPort!, '/healthz')).status).toBe(200);
  }, startUpMs);

  it('finds health and metrics on METRICS_PORT only, and the API on PORT only, when it is set', async () => {
    const { run, server, at } = await serve(undefined, 0);
    await run.ready;
    for (const path of ['/healthz', '/readyz', '/metrics']) {
      expect((await at(server.metricsPort!, path)).status, path).toBe(200);
      expect((await at(server.port, path)).status, path).toBe(404);
    }
    // The API's own routes stay off the metrics port (a 401 on PORT: it is there, and wants a token).
    expect((await at(server.metricsPort!, '/v1/models')).status).toBe(404);
    expect((await at(server.port, '/v1/models')).status).toBe(401);
  }, startUpMs);

  it('finds them on the main port, without a token, when METRICS_PORT is not set', async () => {
    const { run, server, at } = await serve();
    await run.ready;
    expect(server.metricsPort).toBeUndefined();
    for (const path of ['/healthz', '/readyz', '/metrics']) expect((await at(server.port, path)).status, path).toBe(200);
  }, startUpMs);
});

describe('the metrics after requests', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ port: 4341, logger: quiet });
  }, startUpMs);
  afterAll(() => api.stop());

  it('count a request to a path with an id under its route template, never the id itself', async () => {
    const alice = await api.bearer({ subject: 'alice', groups: [localGroups.chat] });
    const id = 'a1b2c3d4e5f6secretid';
    const removed = await fetch(`${api.url}/v1/documents/${id}`, { method: 'DELETE', headers: alice });
    await removed.arrayBuffer();
    const response = await fetch(`${api.url}/metrics`);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    expect(text).toMatch(new RegExp(`studio_http_requests_total\\{method="DELETE",route="/v1/documents/:docHash",status="${removed.status}"\\} 1`));
    expect(text).toMatch(/studio_http_request_duration_seconds_count\{method="DELETE",route="\/v1\/documents\/:docHash"\} 1/);
    expect(text).not.toContain(id);
    expect(text).toMatch(/studio_answers_streaming 0/);
  });

  it('name a path no route knows with one word, so a scanner cannot make a series per path', async () => {
    await (await fetch(`${api.url}/wp-admin/secret-probe`)).arrayBuffer();
    const text = await (await fetch(`${api.url}/metrics`)).text();
    expect(text).toMatch(/studio_http_requests_total\{method="GET",route="\(none\)",status="404"\} 1/);
    expect(text).not.toContain('secret-probe');
  });
});
