import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/open-database';
import { startThrowawayCluster, type ThrowawayCluster } from '../db/throwaway-cluster';
import { answerText, detailOf, readNdjson } from './testing/requests';
import { startTestApi, startUpMs, type TestApi } from './testing/test-api';
import { chatRequest } from './testing/uploads';

// Runs with the API suite on PostgreSQL (TEST_DATABASE_URL set; vite.config.ts), on a cluster of its own it may stop.
describe('PostgreSQL restarting under a running API', () => {
  let cluster: ThrowawayCluster;
  let api: TestApi;
  let alice: Record<string, string>;
  // What would have ended an API process: in a test worker, Vitest catches it instead.
  const crashes: unknown[] = [];
  const noteCrash = (error: unknown) => crashes.push(error);
  beforeAll(async () => {
    process.on('uncaughtException', noteCrash);
    cluster = await startThrowawayCluster();
    api = await startTestApi({
      port: 4386,
      database: async () => {
        const db = await openDatabase({ url: cluster.url });
        return { db, dispose: () => db.close() };
      },
    });
    alice = await api.bearer({ subject: 'alice' });
  }, startUpMs);
  afterAll(async () => {
    process.off('uncaughtException', noteCrash);
    await api?.stop();
    await cluster?.remove();
  });

  const ask = (answerId = randomUUID()) => chatRequest(api.url, alice, { messages: [{ role: 'user', content: 'Hello' }], answerId, sessionId: 'chat-1' });
  const reattach = (answerId: string) => fetch(`${api.url}/v1/chat/answers/${answerId}?from=0`, { headers: alice });
  /** A few answers at once, so the pool holds several connections that then sit idle. */
  async function answersWork() {
    const ids = [randomUUID(), randomUUID(), randomUUID()];
    const answers = await Promise.all(ids.map(async (id) => answerText(await readNdjson(await ask(id)))));
    for (const text of answers) expect(text).not.toBe('');
    return ids;
  }
  async function expectDatabaseAway(response: Response) {
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(await detailOf(response)).toBe('The database cannot be reached right now. Please try again in a moment.');
  }

  it.each(['fast', 'immediate'] as const)(
    'stopped (%s): requests answer 503 while it is away, and work again once it is back, without restarting the API',
    async (mode) => {
      const [before] = await answersWork();
      await cluster.stop(mode);
      // The pool's idle connections break now; before, that event ended the process.
      await expectDatabaseAway(await ask());
      await expectDatabaseAway(await reattach(before!));
      await cluster.start();
      await answersWork();
      // What was written before the outage is still there.
      expect(answerText(await readNdjson(await reattach(before!)))).not.toBe('');
      expect(crashes).toEqual([]);
    },
    60_000,
  );

  it('answers /readyz 503 while the database is away and 200 once it is back; /metrics shows the pool and the LISTEN connection', async () => {
    const readyz = async () => {
      const response = await fetch(`${api.url}/readyz`);
      return { status: response.status, body: (await response.json()) as unknown };
    };
    // Anchored: the metric's help text has the same name followed by a word.
    const listenUp = async () => /^studio_listen_connection_up (\d)$/m.exec(await (await fetch(`${api.url}/metrics`)).text())?.[1];
    await answersWork();
    expect(await readyz()).toEqual({ status: 200, body: { status: 'ready' } });
    await waitFor('listening', async () => (await listenUp()) === '1');
    const metrics = await (await fetch(`${api.url}/metrics`)).text();
    expect(metrics).toMatch(/studio_db_pool_connections\{state="total"\} [1-9]/);
    expect(metrics).toMatch(/studio_kept_answers\{state="complete"\} [1-9]/);
    await cluster.stop('fast');
    expect(await readyz()).toEqual({ status: 503, body: { status: 'not ready', reason: 'database unreachable' } });
    await waitFor('not listening', async () => (await listenUp()) === '0');
    // Alive all the same: restarting the API would not bring the database back.
    expect((await fetch(`${api.url}/healthz`)).status).toBe(200);
    await cluster.start();
    await waitFor('ready again', async () => (await readyz()).status === 200);
  }, 60_000);
});

async function waitFor(what: string, condition: () => Promise<boolean>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`not ${what} in time`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
