import { countTokens } from 'gpt-tokenizer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyUsage } from '../../../contracts/usage-api';
import { localGroups } from '../../idp/accounts';
import { startFakeLlm } from '../testing/fake-llm';
import { answerText, readNdjson } from '../testing/requests';
import { startTestApi, startUpMs, type TestApi } from '../testing/test-api';
import { chatRequest } from '../testing/uploads';

const question = 'What does the travel policy say about trains?';
const messages = [{ role: 'user', content: question }];
const usageEnv = { PRICES: 'currency=EUR; priced-model:input=2/1M,output=10/1M' };

async function myUsage(api: TestApi, subject: string): Promise<MyUsage> {
  const response = await fetch(`${api.url}/v1/usage/mine`, { headers: await api.bearer({ subject }) });
  expect(response.status).toBe(200);
  return (await response.json()) as MyUsage;
}

describe('the usage ledger books every model call', () => {
  describe('offline responder', () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await startTestApi({ port: 4461, usageEnv });
    }, startUpMs);
    afterAll(() => api.stop());

    it('books an offline answer as model offline, its tokens counted, at no cost, and keeps no text of it', async () => {
      const chunks = await readNdjson(await chatRequest(api.url, await api.bearer({ subject: 'offline-user' }), { messages }));
      const answer = answerText(chunks);
      const usage = await myUsage(api, 'offline-user');
      expect(usage.currency).toBe('EUR');
      expect(usage.timeZone).toBe('UTC');
      expect(usage.thisMonth).toMatchObject({ from: '2026-03-01', to: '2026-03-31' });
      expect(usage.thisMonth.rows).toEqual([
        { tool: 'chat', model: 'offline', requests: 1, refused: 0, inputTokens: countTokens(question), outputTokens: countTokens(answer), images: 0, audioSeconds: 0, cost: 0, counted: true, unpriced: false },
      ]);
      expect(usage.lastMonth.rows).toEqual([]);
      const rows = await api.db.query<Record<string, unknown>>('select * from usage_ledger');
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ outcome: 'complete', tenant: 'corporate', tool: 'chat', department_code: null });
      expect(JSON.stringify(rows)).not.toContain('travel policy');
      expect(JSON.stringify(rows)).not.toContain(answer.slice(0, 20));
    });

    it('shows trial users their own use too', async () => {
      const trialToken = await api.trial.token({ subject: 'trial-user', groups: [localGroups.trial], now: api.clock.now() });
      const headers = { authorization: `Bearer ${trialToken}` };
      await readNdjson(await chatRequest(api.url, headers, { messages }));
      const response = await fetch(`${api.url}/v1/usage/mine`, { headers });
      const usage = (await response.json()) as MyUsage;
      expect(usage.thisMonth.rows.map((row) => [row.model, row.requests])).toEqual([['offline', 1]]);
      expect((await api.db.query("select tenant from usage_ledger where user_key like '%trial-user'"))).toEqual([{ tenant: 'trial' }]);
    });
  });

  describe('a model server', () => {
    let llm: Awaited<ReturnType<typeof startFakeLlm>>;
    let priced: TestApi;
    let unknown: TestApi;
    beforeAll(async () => {
      llm = await startFakeLlm(4462);
      priced = await startTestApi({ port: 4463, usageEnv, llm: { baseUrl: llm.baseUrl, model: 'priced-model' } });
      unknown = await startTestApi({ port: 4464, usageEnv, llm: { baseUrl: llm.baseUrl, model: 'unlisted-model', streamUsage: false } });
    }, startUpMs);
    afterAll(async () => {
      await priced.stop();
      await unknown.stop();
      await llm.stop();
    });

    it("asks for the stream's usage and books the model's own figures at PRICES", async () => {
      llm.behave({ kind: 'stream', pieces: ['Trains ', 'are fine.'], usage: { prompt_tokens: 1200, completion_tokens: 300 } });
      await readNdjson(await chatRequest(priced.url, await priced.bearer({ subject: 'priced' }), { messages }));
      expect(llm.requests.at(-1)!.body.stream_options).toEqual({ include_usage: true });
      const [row] = (await myUsage(priced, 'priced')).thisMonth.rows;
      // 1200 × 2/1M + 300 × 10/1M
      expect(row).toMatchObject({ model: 'priced-model', inputTokens: 1200, outputTokens: 300, counted: false, unpriced: false, cost: 0.0054 });
      expect(await priced.db.query('select deployment from usage_ledger')).toEqual([{ deployment: 'localhost:4462' }]);
    });

    it('counts the tokens where the endpoint is not asked for usage, and flags a model PRICES does not name', async () => {
      llm.behave({ kind: 'stream', pieces: ['Trains ', 'are fine.'], usage: { prompt_tokens: 1200, completion_tokens: 300 } });
      await readNdjson(await chatRequest(unknown.url, await unknown.bearer({ subject: 'unpriced' }), { messages }));
      expect(llm.requests.at(-1)!.body.stream_options).toBeUndefined();
      const [row] = (await myUsage(unknown, 'unpriced')).thisMonth.rows;
      const sent = llm.requests.at(-1)!.body.messages!.map((message) => message.content).join('\n');
      expect(row).toMatchObject({ model: 'unlisted-model', inputTokens: countTokens(sent), outputTokens: countTokens('Trains are fine.'), counted: true, unpriced: true, cost: 0 });
    });

    it("books a chat name under the tool the studio names, an unknown name under the route's own", async () => {
      llm.behave({ kind: 'title', text: 'Trains' });
      const headers = await unknown.bearer({ subject: 'namer', groups: [localGroups.chat, localGroups.vision] });
      for (const tool of ['vision', 'nonsense']) {
        const response = await fetch(`${unknown.url}/v1/summarization`, { method: 'POST', headers: { ...headers, 'content-type': 'text/plain', 'x-studio-tool': tool }, body: 'user: Hello there' });
        expect(response.status).toBe(200);
      }
      const rows = await unknown.db.query<{ tool: string; outcome: string }>("select tool, outcome from usage_ledger where user_key like '%namer' order by id");
      expect(rows).toEqual([{ tool: 'vision', outcome: 'complete' }, { tool: 'chat', outcome: 'complete' }]);
    });

    it('books a failed call as failed and an answer cut at the token limit as cut', async () => {
      llm.behave({ kind: 'status', status: 500 });
      const failed = await chatRequest(unknown.url, await unknown.bearer({ subject: 'endings' }), { messages });
      expect(failed.status).toBe(502);
      llm.behave({ kind: 'length', pieces: ['Half an'] });
      await readNdjson(await chatRequest(unknown.url, await unknown.bearer({ subject: 'endings' }), { messages }));
      const outcomes = await unknown.db.query<{ outcome: string }>("select outcome from usage_ledger where user_key like '%endings' order by id");
      expect(outcomes.map((row) => row.outcome)).toEqual(['failed', 'cut']);
    });
  });
});
