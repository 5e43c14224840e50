import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { departmentGroups, localGroups } from '../../idp/accounts';
import { startFakeLlm } from '../testing/fake-llm';
import { detailOf } from '../testing/requests';
import { startTestApi, startUpMs, type TestApi } from '../testing/test-api';
import { agentInstruction, riskInstruction } from './audit-query';

type Headers = Record<string, string>;
const query = (overrides: Record<string, unknown> = {}) => ({
  model: 'offline',
  query: 'Is a 12,000 EUR invoice without a second signature a risk?',
  prompt_template: 'You are an internal auditor.',
  risk_assesment: false,
  temperature: 0.7,
  agentmode: false,
  ...overrides,
});
const ask = (url: string, headers: Headers, body: unknown) =>
  fetch(`${url}/v1/rag/stream`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('the audit answer without a language model', () => {
  let api: TestApi;
  let carl: Headers;
  beforeAll(async () => {
    api = await startTestApi({ port: 4361 });
    carl = await api.bearer({ subject: 'carl', groups: [localGroups.audit, departmentGroups.it] });
  }, startUpMs);
  afterAll(() => api.stop());

  it('streams plain text that says no model is configured and echoes what it was given', async () => {
    const response = await ask(api.url, carl, query({ risk_assesment: true, agentmode: true }));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const text = await response.text();
    expect(text).toMatch(/^No language model is connected/);
    expect(text).toContain('You are an internal auditor.');
    expect(text).toContain('Is a 12,000 EUR invoice without a second signature a risk?');
    expect(text).toContain('- Temperature: 0.7');
    expect(text).toContain('- Risk assessment: yes');
    expect(text).toContain('- Agent mode: yes');
    expect(text).toContain('## Risk assessment');
  });

  it('answers in German when the studio asks in German (Accept-Language)', async () => {
    const german = { ...carl, 'accept-language': 'de-DE' } as Headers;
    const text = await (await ask(api.url, german, query({ risk_assesment: true }))).text();
    expect(text).toMatch(/^Noch ist kein Sprachmodell angebunden/);
    expect(text).toContain('- Temperatur: 0.7');
    expect(text).toContain('- Risikobewertung: ja');
    expect(text).toContain('## Risikobewertung');
  });

  it('keeps a template that contains a code fence inside its own fence', async () => {
    const text = await (await ask(api.url, carl, query({ prompt_template: 'Use ```json``` blocks.' }))).text();
    expect(text).toContain('````text\nUse ```json``` blocks.\n````');
  });

  it('answers 401 without a token and 403 without the audit group', async () => {
    expect((await ask(api.url, {}, query())).status).toBe(401);
    const chatOnly = await api.bearer({ subject: 'bob', groups: [localGroups.chat] });
    expect((await ask(api.url, chatOnly, query())).status).toBe(403);
  });

  it.each([
    ['an unknown model', { model: 'gpt-9' }, /model must be one of: offline/],
    ['a blank query', { query: '  ' }, /query/],
    ['a temperature above 1', { temperature: 1.5 }, /temperature/],
    ['a negative temperature', { temperature: -0.1 }, /temperature/],
    ['a temperature as text', { temperature: '0,7' }, /temperature/],
    ['risk_assesment missing', { risk_assesment: undefined }, /risk_assesment/],
    ['agentmode as text', { agentmode: 'no' }, /agentmode/],
  ])('answers 422 for %s', async (_case, overrides, detail) => {
    const response = await ask(api.url, carl, query(overrides));
    expect(response.status).toBe(422);
    expect(await detailOf(response)).toMatch(detail);
  });

  it('answers 413 for a query over 40,000 tokens', async () => {
    const response = await ask(api.url, carl, query({ query: 'audit '.repeat(41_000) }));
    expect(response.status).toBe(413);
  });
});

describe('the audit answer under the rate limit', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ port: 4364, rateLimitPerMinute: 2 });
  }, startUpMs);
  afterAll(() => api.stop());

  it('answers 429 with Retry-After once a user has used up the minute, and again after it', async () => {
    const dora = await api.bearer({ subject: 'dora', groups: [localGroups.audit] });
    expect((await ask(api.url, dora, query())).status).toBe(200);
    expect((await ask(api.url, dora, query())).status).toBe(200);
    const refused = await ask(api.url, dora, query());
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    // Another user has a minute of their own.
    expect((await ask(api.url, await api.bearer({ subject: 'emil', groups: [localGroups.audit] }), query())).status).toBe(200);
    api.clock.advance(61_000);
    expect((await ask(api.url, await api.bearer({ subject: 'dora', groups: [localGroups.audit] }), query())).status).toBe(200);
  });
});

describe('the audit answer from a language model', () => {
  let api: TestApi;
  let llm: Awaited<ReturnType<typeof startFakeLlm>>;
  let carl: Headers;
  beforeAll(async () => {
    llm = await startFakeLlm(4362);
    api = await startTestApi({ port: 4363, llm: { baseUrl: llm.baseUrl, model: 'audit-model' } });
    carl = await api.bearer({ subject: 'carl', groups: [localGroups.audit, departmentGroups.it] });
  }, startUpMs);
  afterAll(async () => {
    await api.stop();
    await llm.stop();
  });

  it('offers the configured model and streams its answer with the template as system prompt and the temperature', async () => {
    expect(await (await fetch(`${api.url}/v1/models`, { headers: carl })).json()).toEqual([
      { name: 'audit-model', hint: 'Answers come from audit-model.' },
    ]);
    llm.behave({ kind: 'stream', pieces: ['No ', 'risk ', 'found.'] });
    const response = await ask(api.url, carl, query({ model: 'audit-model', temperature: 0.3, risk_assesment: true }));
    expect(await response.text()).toBe('No risk found.');
    const sent = llm.requests.at(-1)!.body as { model: string; temperature: number; messages: Array<{ role: string; content: string }> };
    expect(sent.model).toBe('audit-model');
    expect(sent.temperature).toBe(0.3);
    expect(sent.messages[0]).toEqual({ role: 'system', content: `You are an internal auditor.\n\n${riskInstruction}` });
    expect(sent.messages[1]).toEqual({ role: 'user', content: query().query });
  });

  it('adds the agent instruction only in agent mode, and sends no empty system prompt', async () => {
    llm.behave({ kind: 'stream', pieces: ['ok'] });
    await (await ask(api.url, carl, query({ model: 'audit-model', prompt_template: '', agentmode: true }))).text();
    expect(llm.requests.at(-1)!.body.messages).toEqual([
      { role: 'system', content: agentInstruction },
      { role: 'user', content: query().query },
    ]);
    await (await ask(api.url, carl, query({ model: 'audit-model', prompt_template: ' ' }))).text();
    expect(llm.requests.at(-1)!.body.messages).toEqual([{ role: 'user', content: query().query }]);
  });

  it('answers 502 when the model fails before the first byte', async () => {
    llm.behave({ kind: 'status', status: 500 });
    const response = await ask(api.url, carl, query({ model: 'audit-model' }));
    expect(response.status).toBe(502);
  });

  it('cuts the connection when the model breaks off mid-answer, so the studio sees a failure', async () => {
    llm.behave({ kind: 'break', pieces: ['Half an '] });
    const response = await ask(api.url, carl, query({ model: 'audit-model' }));
    expect(response.status).toBe(200);
    await expect(response.text()).rejects.toThrow();
  });
});
