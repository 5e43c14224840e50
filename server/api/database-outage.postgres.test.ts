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
});
