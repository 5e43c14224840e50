import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeLlm } from '../testing/fake-llm';
import { detailOf, readNdjson } from '../testing/requests';
import { startTestApi, startUpMs, type TestApi } from '../testing/test-api';
import { chatRequest, uploadAs } from '../testing/uploads';

describe('chat and naming with an OpenAI-compatible model', () => {
  let api: TestApi;
  let llm: Awaited<ReturnType<typeof startFakeLlm>>;
  let user: Record<string, string>;
  let handbook: string;
  beforeAll(async () => {
    llm = await startFakeLlm(4307);
    api = await startTestApi({ port: 4306, llm: { baseUrl: llm.baseUrl, apiKey: 'secret-key', model: 'studio-test-model' } });
    user = await api.bearer({ subject: 'modeller' });
    handbook = await uploadAs(api.url, user, new TextEncoder().encode('Travel must be booked through the portal.'), 'travel.txt');
  }, startUpMs);
  afterAll(async () => {
    await api.stop();
    await llm.stop();
  });
  beforeEach(() => {
    llm.requests.length = 0;
  });

  const ask = (content: string, documents: string[] = []) =>
    chatRequest(api.url, user, { messages: [{ role: 'user', content }], documents });

  it("relays the model's streamed pieces as NDJSON lines, in order, then the done line", async () => {
    llm.behave({ kind: 'stream', pieces: ['Book ', 'through ', 'the portal', ' [travel.txt].'] });
    const [receipt, ...chunks] = await readNdjson(await ask('How do I book travel?', [handbook]));
    expect(receipt).toMatchObject({ content: '', done: false, error: null, receipt: { documents: [{ name: 'travel.txt' }] } });
    expect(chunks).toEqual([
      { content: 'Book ', done: false, error: null },
      { content: 'through ', done: false, error: null },
      { content: 'the portal', done: false, error: null },
      { content: ' [travel.txt].', done: false, error: null },
      { content: '', done: true, error: null, ledgerId: expect.stringMatching(/^[1-9][0-9]*$/) },
    ]);
  });

  it('sends the configured model and key, streaming on, and the retrieved passage with its file name as context', async () => {
    llm.behave({ kind: 'stream', pieces: ['ok'] });
    await readNdjson(await ask('How do I book travel?', [handbook]));
    const [request] = llm.requests;
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.authorization).toBe('Bearer secret-key');
    expect(request?.body.model).toBe('studio-test-model');
    expect(request?.body.stream).toBe(true);
    const [system, ...conversation] = request?.body.messages ?? [];
    expect(system?.role).toBe('system');
    expect(system?.content).toContain('[1] travel.txt\nTravel must be booked through the portal.');
    expect(conversation).toEqual([{ role: 'user', content: 'How do I book travel?' }]);
  });

  it('gives the model the newest messages that fit 40,000 tokens together, older ones left out', async () => {
    llm.behave({ kind: 'stream', pieces: ['ok'] });
    // " hello" is one token, so n repetitions after "hello" are n + 1 tokens.
    const tokens = (count: number) => `hello${' hello'.repeat(count - 1)}`;
    const messages = [
      { role: 'user', content: 'The first question' },
      { role: 'assistant', content: tokens(20_000) },
      { role: 'user', content: 'The second question' },
      { role: 'assistant', content: tokens(39_996) },
      { role: 'user', content: 'And now?' },
    ];
    await readNdjson(await chatRequest(api.url, user, { messages }));
    const conversation = llm.requests[0]?.body.messages?.filter((message) => message.role !== 'system');
    expect(conversation?.map((message) => message.content.slice(0, 20))).toEqual([tokens(39_996).slice(0, 20), 'And now?']);
  });

  it('gives the model the opening of the documents when no passage matches the question', async () => {
    llm.behave({ kind: 'stream', pieces: ['Summary'] });
    await readNdjson(await ask('Fasse zusammen', [handbook]));
    expect(llm.requests[0]?.body.messages?.[0]?.content).toContain('Travel must be booked through the portal.');
  });

  it('ends with a line carrying the error when the model breaks off mid-answer', async () => {
    llm.behave({ kind: 'break', pieces: ['The answer ', 'starts'] });
    const chunks = await readNdjson(await ask('Tell me'));
    expect(chunks.slice(1, 3).map((chunk) => chunk.content)).toEqual(['The answer ', 'starts']);
    const last = chunks.at(-1);
    expect(last?.done).toBe(true);
    expect(last?.error).toMatch(/^The language model stopped answering/);
  });

  it('stops the model request when the user cancels the answer', async () => {
    llm.behave({ kind: 'hang', pieces: ['Partial '] });
    const cancel = new AbortController();
    const response = await fetch(`${api.url}/v1/chat/stream`, {
      method: 'POST',
      headers: { ...user, 'content-type': 'application/json' },
      body: JSON.stringify({ messages: [{ role: 'user', content: 'Tell me a long story' }] }),
      signal: cancel.signal,
    });
    // The receipt comes first, then the piece: read until the piece is there.
    const reader = response.body?.getReader();
    let received = '';
    while (!received.includes('Partial ')) {
      const next = await reader?.read();
      if (!next || next.done) break;
      received += new TextDecoder().decode(next.value);
    }
    expect(received).toContain('Partial ');
    cancel.abort();
    // Settles only if the API closes its request to the model.
    await llm.requests[0]?.closed;
  });

  it('answers 502 when the model still fails before answering after two retries', async () => {
    llm.behave({ kind: 'status', status: 500 });
    const response = await ask('Tell me');
    expect(response.status).toBe(502);
    expect(await detailOf(response)).toBe('The language model answered with status 500.');
    expect(llm.requests).toHaveLength(3);
  });

  it('passes the model\'s 429 on as 429 once two retries met it too', async () => {
    llm.behave({ kind: 'status', status: 429 });
    const response = await ask('Tell me');
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).not.toBeNull();
    expect(llm.requests).toHaveLength(3);
  });

  const summarize = (transcript: string) =>
    fetch(`${api.url}/v1/summarization`, { method: 'POST', headers: { ...user, 'content-type': 'text/plain' }, body: transcript });

  it("names a chat with the model's title, cleaned to one line of at most 60 characters", async () => {
    llm.behave({ kind: 'title', text: '"Reisebuchung über das Portal"\n' });
    const response = await summarize('user: Wie buche ich eine Reise?\nassistant: Über das Portal.');
    expect(await response.json()).toBe('Reisebuchung über das Portal');
    expect(llm.requests[0]?.body.stream).toBe(false);
    expect(llm.requests[0]?.body.messages?.[1]?.content).toContain('user: Wie buche ich eine Reise?');
  });

  it('names a chat from its first user message when the model fails', async () => {
    llm.behave({ kind: 'status', status: 503 });
    const response = await summarize('user: Wie buche ich eine Reise?');
    expect(response.status).toBe(200);
    expect(await response.json()).toBe('Wie buche ich eine Reise?');
  });
});
