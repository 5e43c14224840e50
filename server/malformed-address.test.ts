import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startModelServer, type ModelServer } from '../scripts/bench/app/model-server';
import { startUpMs } from './api/testing/test-api';
import { listenOnLoopback } from './listen';
import { localRuntimeConfig } from './local-config';
import type { StackPorts } from './ports';
import { productionAppHandler } from './production-app';
import { rawGet } from './raw-request.test-support';
import { startStack, type RunningStack } from './stack';

// Ports of their own (4350-4354), so this suite never meets `npm start`, the e2e stack or another suite.
const ports: StackPorts = { app: 4353, api: 4350, corporateIdp: 4351, brandedIdp: 4352 };
const devPort = 4354;
// fetch would normalise these away; a raw socket sends them as a client can.
const malformed = ['//', '/%'];

describe('a malformed address, at every server of the stack', () => {
  let stack: RunningStack;
  let closeApp: () => Promise<void>;
  let model: ModelServer;
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'studio-addresses-'));
    await writeFile(join(root, 'index.html'), '<!doctype html><title>Studio</title>');
    stack = await startStack({ ports, apiEnv: { OFFLINE_STREAM_PACE_MS: '0' } });
    await stack.apiReady;
    // The handlers `npm run serve`, the e2e run and the bench serve the build with (the bench's page too).
    closeApp = await listenOnLoopback(productionAppHandler({ root, config: localRuntimeConfig(ports) }), ports.app);
    model = await startModelServer(['bench'], 0);
  }, startUpMs);
  afterAll(async () => {
    await Promise.all([closeApp(), stack.stop(), model.close()]);
    await rm(root, { recursive: true, force: true });
  }, startUpMs);

  const servers = () => [
    { name: 'the corporate provider', port: ports.corporateIdp, alive: '/.well-known/openid-configuration', type: /^text\/html/ },
    { name: 'the trial provider', port: ports.brandedIdp, alive: '/.well-known/openid-configuration', type: /^text\/html/ },
    { name: 'the API', port: ports.api, alive: '/v1/nothing-here', type: /^application\/json/ },
    { name: 'the static server', port: ports.app, alive: '/chat', type: /^text\/plain/ },
    { name: 'the bench model', port: Number(new URL(model.baseUrl).port), alive: '/v1/models', type: /^text\/plain/ },
  ];

  it.each(malformed)('%s gets a 400 from each, and afterwards every port still answers', async (target) => {
    for (const server of servers()) {
      const refused = await rawGet(server.port, target);
      expect(refused.status, `${server.name}: ${target}`).toBe(400);
      expect(refused.headers['content-type'], server.name).toMatch(server.type);
      for (const other of servers()) {
        const answer = await rawGet(other.port, other.alive);
        expect(answer.status, `${other.name} after ${target} at ${server.name}`).toBeGreaterThanOrEqual(200);
      }
    }
  });

  it("the API's 400 says what is wrong, in its own error format", async () => {
    const refused = await rawGet(ports.api, '/v1/%ff');
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.body)).toEqual({ detail: expect.stringContaining('malformed') });
  });
});

describe("Vite's dev server (the studio's port under `npm start`)", () => {
  let vite: ViteDevServer;
  beforeAll(async () => {
    vite = await createServer({
      configFile: fileURLToPath(new URL('../vite.config.ts', import.meta.url)),
      logLevel: 'silent',
      server: { port: devPort, strictPort: true, host: '127.0.0.1' },
    });
    await vite.listen();
  }, startUpMs);
  afterAll(() => vite.close(), startUpMs);

  // Vite answers `//` with the studio's page and `/%` with a 404 of its own: either way, it stays.
  it.each(malformed)('answers %s and then the next request', async (target) => {
    expect((await rawGet(devPort, target)).status).toBeGreaterThanOrEqual(200);
    expect((await rawGet(devPort, '/config.json')).status).toBe(200);
  });
});
