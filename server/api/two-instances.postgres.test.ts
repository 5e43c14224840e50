import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startThrowawayCluster, type ThrowawayCluster } from '../db/throwaway-cluster';
import { cutNotice } from './chat/kept-answer-lines';
import { staleAfterMs } from './chat/kept-answer-rows';
import { sweepEveryMs } from './run-api';
import { startApiProcess, type ApiProcess } from './testing/api-process';
import { ndjsonLines } from './testing/ndjson-lines';
import { answerText } from './testing/requests';
import { servedIdentityEnv, startServedIssuer, type ServedIssuer } from './testing/served-issuer';
import { uploadAs } from './testing/uploads';

const rateLimit = 4;
// Each of the offline answer's pieces waits this long, so an answer is in flight for seconds.
const paceMs = 300;
const question = { messages: [{ role: 'user', content: 'Hello' }] };

// Runs with the API suite on PostgreSQL (TEST_DATABASE_URL set; vite.config.ts): `npm run api` as three
// processes on one cluster of the test's own, which it stops and starts.
describe('API instances on one PostgreSQL', () => {
  let cluster: ThrowawayCluster;
  let issuer: ServedIssuer;
  let trialIssuer: ServedIssuer;
  let first: ApiProcess;
  let second: ApiProcess;
  let third: ApiProcess;
  let startedWithoutDatabase: Response;

  const ask = (api: ApiProcess, headers: Record<string, string>, body: object = question) =>
    fetch(`${api.url}/v1/chat/stream`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const askKept = (api: ApiProcess, headers: Record<string, string>, answerId: string, body: object = question) =>
    ask(api, headers, { ...body, answerId, sessionId: 'chat-1' });
  const reattach = (api: ApiProcess, headers: Record<string, string>, answerId: string) =>
    fetch(`${api.url}/v1/chat/answers/${answerId}?from=0`, { headers });
  /** Asks until the answer is a 200 (the database came back), for at most `ms`. */
  async function answersAgain(api: ApiProcess, headers: Record<string, string>, ms = 30_000) {
    const until = Date.now() + ms;
    for (;;) {
      const response = await ask(api, headers);
      if (response.status === 200 || Date.now() > until) return response;
      await response.body?.cancel();
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  async function rowState(answerId: string) {
    const client = new pg.Client({ connectionString: cluster.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ state: string }>('select state from kept_answers where answer_id = $1', [answerId]);
      return rows[0]?.state;
    } finally {
      await client.end();
    }
  }

  beforeAll(async () => {
    cluster = await startThrowawayCluster();
    issuer = await startServedIssuer();
    trialIssuer = await startServedIssuer('studio-test-trial');
    const configDir = mkdtempSync(join(tmpdir(), 'studio-two-instances-'));
    // They start while PostgreSQL is down, as after a machine's reboot.
    await cluster.stop('fast');
    const env = {
      DATABASE_URL: cluster.url, ...servedIdentityEnv(issuer, trialIssuer, configDir), OFFLINE_STREAM_PACE_MS: String(paceMs),
      API_RATE_LIMIT_PER_MINUTE: String(rateLimit), NODE_ENV: 'production', UPLOAD_EXTRACT_WORKERS: '1',
    };
    [first, second, third] = await Promise.all([
      startApiProcess('first', 4441, { ...env, SHUTDOWN_GRACE_MS: '20000' }),
      startApiProcess('second', 4442, { ...env, SHUTDOWN_GRACE_MS: '20000' }),
      startApiProcess('third', 4443, { ...env, SHUTDOWN_GRACE_MS: '8000' }),
    ]);
    startedWithoutDatabase = await ask(first, await issuer.bearer('early'));
    await cluster.start();
  }, 120_000);
  afterAll(async () => {
    for (const api of [first, second, third]) api?.signal('SIGKILL');
    await issuer?.stop();
    await trialIssuer?.stop();
    await cluster?.remove();
  });

  it('answer 503 while PostgreSQL is not up yet, and once it is, without a restart', async () => {
    expect(startedWithoutDatabase.status).toBe(503);
    expect(startedWithoutDatabase.headers.get('retry-after')).toBe('5');
    for (const api of [first, second, third]) {
      const response = await answersAgain(api, await issuer.bearer('early'));
      expect(response.status).toBe(200);
      expect(response.headers.get('x-studio-instance')).toBe(api.name);
      await response.body?.cancel();
    }
  }, 60_000);

  it('hold the rate limit for the sum of their requests, not per instance', async () => {
    const user = await issuer.bearer('limited');
    const responses = await Promise.all(Array.from({ length: rateLimit + 3 }, (_, index) => ask(index % 2 ? first : second, user)));
    const statuses = responses.map((response) => response.status);
    await Promise.all(responses.map((response) => response.body?.cancel()));
    expect(statuses.filter((status) => status === 200)).toHaveLength(rateLimit);
    expect(statuses.filter((status) => status === 429)).toHaveLength(3);
  }, 30_000);

  /** An answer asked on `writer` and re-attached on `reader`: the reader's lines, and the writer's text. */
  async function reattachedElsewhere(writer: ApiProcess, reader: ApiProcess, subject: string) {
    const user = await issuer.bearer(subject);
    const answerId = randomUUID();
    const asked = ndjsonLines(await askKept(writer, user, answerId));
    await asked.until(2);
    const followed = await reattach(reader, user, answerId);
    expect(followed.headers.get('x-studio-instance')).toBe(reader.name);
    const [asking, following] = await Promise.all([asked.rest(), ndjsonLines(followed).rest()]);
    return { asking, following };
  }

  it("wake a re-attach on the other instance as the answer moves (LISTEN/NOTIFY), to the same text", async () => {
    const { asking, following } = await reattachedElsewhere(first, second, 'reader');
    expect(answerText(following)).toBe(answerText(asking));
    expect(following.at(-1)).toMatchObject({ done: true, error: null });
    // Woken at each write, not by the five-second safety read: the rest came in several lines.
    expect(following.filter((line) => line.content !== '').length).toBeGreaterThanOrEqual(4);
  }, 30_000);

  it('answer 503 while PostgreSQL restarts under both, then work again, re-attach woken included', async () => {
    const user = await issuer.bearer('restart');
    await cluster.stop('fast');
    for (const api of [first, second]) {
      const response = await ask(api, user);
      expect(response.status).toBe(503);
      await response.body?.cancel();
    }
    await cluster.start();
    for (const api of [first, second]) {
      const response = await answersAgain(api, await issuer.bearer('restart-again'));
      expect(response.status).toBe(200);
      await response.body?.cancel();
    }
    // The listening connection came back by itself.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const { asking, following } = await reattachedElsewhere(second, first, 'after-restart');
    expect(answerText(following)).toBe(answerText(asking));
    expect(following.filter((line) => line.content !== '').length).toBeGreaterThanOrEqual(4);
    expect(first.output() + second.output()).not.toMatch(/stopping: an error nothing caught/);
  }, 90_000);

  it('SIGTERM: an answer in flight finishes within the grace, one longer than the grace ends as cut, and the process exits', async () => {
    const user = await issuer.bearer('stopping');
    // Many words: the passages' answer takes longer than the third instance's 8 s grace at 300 ms a piece.
    const long = Array.from({ length: 40 }, (_, index) => `Canteen rule ${index}: the canteen opens at noon and closes at two on weekdays.`).join('\n');
    const hash = await uploadAs(third.url, user, new TextEncoder().encode(long), 'canteen.txt');
    const shortId = randomUUID();
    const longId = randomUUID();
    const short = ndjsonLines(await askKept(third, user, shortId));
    const longer = ndjsonLines(await askKept(third, user, longId, { messages: [{ role: 'user', content: 'When does the canteen open?' }], documents: [hash] }));
    await Promise.all([short.until(2), longer.until(2)]);
    third.signal('SIGTERM');
    const [shortLines, longLines] = await Promise.all([short.rest(), longer.rest()]);
    expect(shortLines.at(-1)).toMatchObject({ done: true, error: null });
    expect(longLines.at(-1)).toMatchObject({ done: true, error: cutNotice, cut: true });
    expect(await third.exited).toBe(0);
    expect(await rowState(shortId)).toBe('complete');
    expect(await rowState(longId)).toBe('cut');
    // Another instance gives the cut answer as it was kept.
    const again = await ndjsonLines(await reattach(first, user, longId)).rest();
    expect(answerText(again)).toBe(answerText(longLines));
    expect(again.at(-1)).toMatchObject({ cut: true });
  }, 60_000);

  it('SIGKILL: a survivor ends the killed instance\'s answer as cut, though nobody follows it', async () => {
    const user = await issuer.bearer('killed');
    const answerId = randomUUID();
    const asked = ndjsonLines(await askKept(first, user, answerId));
    await asked.until(2);
    first.signal('SIGKILL');
    await expect(asked.rest()).rejects.toThrow();
    expect(await rowState(answerId)).toBe('streaming');
    // The documented bound: stale after 20 s without a move, found by the next sweep (every 10 s).
    const until = Date.now() + staleAfterMs + sweepEveryMs + 10_000;
    while ((await rowState(answerId)) === 'streaming' && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await rowState(answerId)).toBe('cut');
    const kept = await ndjsonLines(await reattach(second, user, answerId)).rest();
    expect(kept.at(-1)).toMatchObject({ done: true, error: cutNotice, cut: true });
  }, 90_000);
});
