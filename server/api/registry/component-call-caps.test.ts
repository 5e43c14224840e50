import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAccount } from '../../idp/accounts';
import { startFakeLlm } from '../testing/fake-llm';
import { answerText, readNdjson } from '../testing/requests';
import { startTestApi, startUpMs, type TestApi } from '../testing/test-api';

describe('a registry component answering from a model that does not stop talking', () => {
  let api: TestApi;
  let llm: Awaited<ReturnType<typeof startFakeLlm>>;
  const alice = findAccount('alice')?.groups ?? [];
  beforeAll(async () => {
    llm = await startFakeLlm(4395);
    api = await startTestApi({ port: 4396, llm: { baseUrl: llm.baseUrl, model: 'component-model', maxRetries: 0, maxResponseMs: 1_000 } });
  }, startUpMs);
  afterAll(async () => {
    await api.stop();
    await llm.stop();
  });

  it('ends at the time limit with the notice, cut and capped, and still names its sources', async () => {
    llm.behave({ kind: 'endless', piece: 'travel ', everyMs: 50 });
    const response = await fetch(`${api.url}/v1/registry/travel-policy/v1/chat/stream`, {
      method: 'POST',
      headers: { ...(await api.bearer({ groups: alice })), 'content-type': 'application/json' },
      body: JSON.stringify({ messages: [{ role: 'user', content: 'Which hotel may I book?' }], documents: [] }),
    });
    const lines = await readNdjson(response);
    expect(answerText(lines)).toMatch(/^(travel )+$/);
    expect(lines.at(-1)).toMatchObject({ content: '', done: true, error: 'The answer was cut off here: it took longer than this server allows (1 s).', cut: true, capped: true });
    expect(Array.isArray((lines.at(-1) as { sources?: unknown }).sources)).toBe(true);
    await llm.requests.at(-1)!.closed;
  });
});
