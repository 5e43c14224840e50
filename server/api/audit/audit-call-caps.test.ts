import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { departmentGroups, localGroups } from '../../idp/accounts';
import { startFakeLlm } from '../testing/fake-llm';
import { startTestApi, startUpMs, type TestApi } from '../testing/test-api';

describe('the audit answer from a model that does not stop talking', () => {
  let api: TestApi;
  let llm: Awaited<ReturnType<typeof startFakeLlm>>;
  let carl: Record<string, string>;
  beforeAll(async () => {
    llm = await startFakeLlm(4392);
    api = await startTestApi({ port: 4393, llm: { baseUrl: llm.baseUrl, model: 'audit-model', maxRetries: 0, maxResponseBytes: 20_000 } });
    carl = await api.bearer({ subject: 'carl', groups: [localGroups.audit, departmentGroups.it] });
  }, startUpMs);
  afterAll(async () => {
    await api.stop();
    await llm.stop();
  });

  const ask = (language: string) =>
    fetch(`${api.url}/v1/rag/stream`, {
      method: 'POST',
      headers: { ...carl, 'content-type': 'application/json', 'accept-language': language },
      body: JSON.stringify({ model: 'audit-model', query: 'Risks?', prompt_template: 'You audit.', risk_assesment: false, temperature: 0.2, agentmode: false }),
    });

  it('ends the plain text with a paragraph saying it was cut at the size limit, in the studio\'s language', async () => {
    llm.behave({ kind: 'endless', piece: 'risk '.repeat(50), everyMs: 2 });
    const text = await (await ask('de-DE')).text();
    expect(text).toMatch(/^(risk )+\n\nDie Antwort wurde hier abgeschnitten: Sie hat die größte Antwort erreicht, die dieser Server zulässt \(20 KB\)\.$/);
    await llm.requests.at(-1)!.closed;
  });

  it('asks for at most the token limit, and says so when the answer reaches it', async () => {
    llm.behave({ kind: 'length', pieces: ['Finding one'] });
    const text = await (await ask('en-US')).text();
    expect(llm.requests.at(-1)!.body.max_tokens).toBe(4096);
    expect(text).toBe('Finding one\n\nThe answer was cut off here: it reached the longest answer this server allows (4096 tokens).');
  });
});
