import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseDriver } from '../../db/test-database';
import { HttpError } from '../http/errors';
import { complete, openCompletionStream, type LlmConfig } from '../llm/llm-client';
import { startFakeLlm } from '../testing/fake-llm';
import { answerText, readNdjson } from '../testing/requests';
import { startTestApi, startUpMs, type TestApi } from '../testing/test-api';
import { chatRequest } from '../testing/uploads';
import { keptTextSql } from './kept-answers.test-support';

const maxResponseBytes = 40_000;
const maxResponseMs = 2_000;

describe(`${testDatabaseDriver()}: a model that does not stop talking`, () => {
  let api: TestApi;
  let llm: Awaited<ReturnType<typeof startFakeLlm>>;
  let config: LlmConfig;
  let alice: Record<string, string>;
  beforeAll(async () => {
    llm = await startFakeLlm(4379); // 4389 is second-provider.test.ts's API: files run side by side
    config = { baseUrl: llm.baseUrl, model: 'test-model', maxRetries: 0, maxResponseBytes, maxResponseMs };
    api = await startTestApi({ port: 4390, llm: config });
    alice = await api.bearer({ subject: 'alice' });
  }, startUpMs);
  afterAll(async () => {
    await api.stop();
    await llm.stop();
  });

  const ask = (language = 'en-US', answerId?: string) =>
    chatRequest(api.url, { ...alice, 'accept-language': language }, { messages: [{ role: 'user', content: 'Talk' }], ...(answerId ? { answerId, sessionId: 'chat-1' } : {}) });

  it('is cut at the size limit: the text so far is kept, and the last line says why (a kept answer, in German)', async () => {
    llm.behave({ kind: 'endless', piece: 'word '.repeat(100), everyMs: 2 });
    const answerId = randomUUID();
    const lines = await readNdjson(await ask('de-DE', answerId));
    const notice = 'Die Antwort wurde hier abgeschnitten: Sie hat die größte Antwort erreicht, die dieser Server zulässt (39 KB).';
    expect(lines.at(-1)).toEqual({ content: '', done: true, error: notice, cut: true, capped: true, ledgerId: expect.stringMatching(/^[1-9][0-9]*$/) });
    const text = answerText(lines);
    expect(text.length).toBeGreaterThan(0);
    expect(text.length).toBeLessThan(maxResponseBytes);
    await llm.requests.at(-1)!.closed;
    await expect.poll(async () => (await api.db.query(keptTextSql, [answerId]))[0]).toEqual({ state: 'capped', content: text });
  });

  it('is cut at the time limit when it trickles on', async () => {
    llm.behave({ kind: 'endless', piece: 'word ', everyMs: 50 });
    const lines = await readNdjson(await ask());
    expect(lines.at(-1)).toEqual({
      content: '', done: true, error: 'The answer was cut off here: it took longer than this server allows (2 s).', cut: true, capped: true, ledgerId: expect.stringMatching(/^[1-9][0-9]*$/),
    });
    expect(answerText(lines)).toMatch(/^(word )+$/);
    await llm.requests.at(-1)!.closed;
  });

  it('is asked for at most the token limit, and an answer stopped there says so', async () => {
    llm.behave({ kind: 'length', pieces: ['A long ', 'answer'] });
    const lines = await readNdjson(await ask());
    expect(llm.requests.at(-1)!.body.max_tokens).toBe(4096);
    expect(answerText(lines)).toBe('A long answer');
    expect(lines.at(-1)).toEqual({
      content: '', done: true, error: 'The answer was cut off here: it reached the longest answer this server allows (4096 tokens).', cut: true, capped: true, ledgerId: expect.stringMatching(/^[1-9][0-9]*$/),
    });
  });

  it('sends the limit as max_completion_tokens where the endpoint wants that', async () => {
    llm.behave({ kind: 'stream', pieces: ['Short'] });
    const pieces = await openCompletionStream({ ...config, maxTokens: 50, tokenLimitParam: 'max_completion_tokens' }, [{ role: 'user', content: 'Hi' }], new AbortController().signal);
    for await (const piece of pieces) expect(piece).toBe('Short');
    expect(llm.requests.at(-1)!.body).toMatchObject({ max_completion_tokens: 50 });
    expect(llm.requests.at(-1)!.body.max_tokens).toBeUndefined();
  });

  it('refuses a whole answer larger than the size limit with 502 (naming a chat, a summary)', async () => {
    llm.behave({ kind: 'huge', bytes: 10 * maxResponseBytes });
    const failure = await complete(config, [{ role: 'user', content: 'Name it' }], 20, new AbortController().signal).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HttpError);
    expect(failure).toMatchObject({ status: 502, detail: "The language model's answer was larger than 39 KB." });
    expect(llm.requests.at(-1)!.body.max_tokens).toBe(20);
  });
});
