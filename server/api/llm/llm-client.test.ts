import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors';
import { complete, openCompletionStream, type LlmConfig } from './llm-client';
import { ModelStalled } from './call-caps';

/** One answer of the model server: what it does with one request. */
type Reply = (res: ServerResponse) => void;

interface Seen {
  url: string;
  headers: IncomingMessage['headers'];
  body: { model?: string; stream?: boolean; temperature?: number };
  /** Settles when the request's connection closes. */
  closed: Promise<void>;
}

/** A model server on loopback that answers each request with the next reply of the scenario. */
async function startReplayServer() {
  const seen: Seen[] = [];
  let replies: Reply[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const closed = new Promise<void>((resolve) => res.once('close', resolve));
      seen.push({ url: req.url ?? '', headers: req.headers, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Seen['body'], closed });
      const reply = replies.shift();
      if (reply) reply(res);
      else res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"message":"no reply scripted"}}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    seen,
    script(...next: Reply[]) {
      replies = next;
      seen.length = 0;
    },
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const sseHeaders = { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' };
const event = (payload: object | string) => `data: ${typeof payload === 'string' ? payload : JSON.stringify(payload)}\n\n`;
const chunk = (delta: object, finishReason: string | null = null) => ({
  id: 'chatcmpl-replay',
  object: 'chat.completion.chunk',
  created: 1_760_000_000,
  model: 'replay',
  choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
});
const stop = chunk({}, 'stop');

/** The whole body at once, as a server that has the answer ready sends it. */
const stream =
  (...events: string[]): Reply =>
  (res) =>
    res.writeHead(200, sseHeaders).end(events.join(''));
const status =
  (code: number, headers: Record<string, string> = {}): Reply =>
  (res) =>
    res.writeHead(code, { 'content-type': 'application/json', ...headers }).end(JSON.stringify({ error: { message: `status ${code}`, type: 'server_error' } }));

const messages = [{ role: 'user' as const, content: 'How do I book travel?' }];

async function read(pieces: AsyncIterable<string>): Promise<string[]> {
  const received: string[] = [];
  for await (const piece of pieces) received.push(piece);
  return received;
}

/** The failure a promise ends in, to look at. */
async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('it did not fail');
}

describe('the model client, replaying what real model servers send', () => {
  let model: Awaited<ReturnType<typeof startReplayServer>>;
  let llm: LlmConfig;
  beforeAll(async () => {
    model = await startReplayServer();
  });
  afterAll(() => model.close());
  beforeEach(() => {
    // A fresh configuration per scenario: each gets its own client.
    llm = { baseUrl: `${model.origin}/v1`, model: 'replay', apiKey: 'replay-key', timeoutMs: 2_000 };
  });
  const open = (config: LlmConfig = llm, signal = new AbortController().signal) => openCompletionStream(config, messages, signal);

  it('answers with the content only: a role-only first delta, empty choices (Azure filter results), thinking and a usage-only last chunk carry none', async () => {
    model.script(
      stream(
        event({ choices: [], created: 0, id: '', model: '', object: '', prompt_filter_results: [{ prompt_index: 0, content_filter_results: {} }] }),
        event(chunk({ role: 'assistant', content: '', refusal: null })),
        event(chunk({ role: 'assistant', content: null, reasoning_content: 'The user asks about travel. ' })),
        event(chunk({ reasoning_content: 'The handbook says portal.' })),
        event(chunk({ content: 'Book ' })),
        event(chunk({ content: 'through the portal.' })),
        event(stop),
        event({ id: 'chatcmpl-replay', object: 'chat.completion.chunk', created: 1_760_000_000, model: 'replay', choices: [], usage: { prompt_tokens: 9, completion_tokens: 4, total_tokens: 13 } }),
        event('[DONE]'),
      ),
    );
    expect(await read(await open())).toEqual(['Book ', 'through the portal.']);
    expect(model.seen[0]).toMatchObject({ url: '/v1/chat/completions', body: { model: 'replay', stream: true } });
    expect(model.seen[0]?.headers.authorization).toBe('Bearer replay-key');
  });

  it('takes a stream that ends after its finish_reason without [DONE] as complete', async () => {
    model.script(stream(event(chunk({ role: 'assistant', content: 'All ' })), event(chunk({ content: 'there.' })), event(stop)));
    expect(await read(await open())).toEqual(['All ', 'there.']);
  });

  it('breaks off with the cause when the stream ends with neither a finish_reason nor [DONE]', async () => {
    model.script(stream(event(chunk({ role: 'assistant', content: 'Half ' })), event(chunk({ content: 'an answer' }))));
    const received: string[] = [];
    const failure = await failureOf(
      (async () => {
        for await (const piece of await open()) received.push(piece);
      })(),
    );
    expect(received).toEqual(['Half ', 'an answer']);
    expect(failure).toMatchObject({ message: 'the answer was cut off' });
  });

  it("breaks off with the server's message when an error object arrives mid-stream", async () => {
    model.script(
      stream(
        event(chunk({ role: 'assistant', content: 'The answer ' })),
        event({ error: { object: 'error', message: 'The model ran out of memory', type: 'InternalServerError', code: 500 } }),
        event('[DONE]'),
      ),
    );
    const received: string[] = [];
    const failure = await failureOf(
      (async () => {
        for await (const piece of await open()) received.push(piece);
      })(),
    );
    expect(received).toEqual(['The answer ']);
    expect(failure).toMatchObject({ message: 'The model ran out of memory' });
  });

  it('answers 502 before the first byte when a 200 carries an HTML error page instead of an event stream', async () => {
    const page = '<!doctype html>\n<html><head><title>502 Bad Gateway</title></head>\n<body><h1>Bad Gateway</h1><p>upstream: http://10.0.0.7:8000</p></body></html>\n';
    model.script((res) => res.writeHead(200, { 'content-type': 'text/html' }).end(page));
    const failure = await failureOf(open());
    expect(failure).toBeInstanceOf(HttpError);
    expect(failure).toMatchObject({ status: 502, detail: 'The language model answered without an event stream.' });
  });

  it('answers 502 for a whole completion that comes as an HTML page with 200', async () => {
    model.script((res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>Sign in to the proxy</body></html>'));
    const failure = await failureOf(complete(llm, messages, 24, new AbortController().signal));
    expect(failure).toMatchObject({ status: 502, detail: 'The language model sent no answer.' });
  });

  it('tries a 429 again after the wait the server asks for, and answers', async () => {
    model.script(status(429, { 'retry-after-ms': '20', 'retry-after': '1' }), stream(event(chunk({ role: 'assistant', content: 'Now.' })), event(stop), event('[DONE]')));
    expect(await read(await open())).toEqual(['Now.']);
    expect(model.seen).toHaveLength(2);
  });

  it('tries a 500 again with a backoff, and answers', async () => {
    model.script(status(500), stream(event(chunk({ role: 'assistant', content: 'Recovered.' })), event(stop), event('[DONE]')));
    const started = performance.now();
    expect(await read(await open())).toEqual(['Recovered.']);
    expect(model.seen).toHaveLength(2);
    // The first backoff is half a second, less up to a quarter of jitter.
    expect(performance.now() - started).toBeGreaterThanOrEqual(350);
  });

  it('passes a 429 on as 429 once the retries are used up', async () => {
    const busy = status(429, { 'retry-after-ms': '10' });
    model.script(busy, busy, busy);
    const failure = await failureOf(open({ ...llm, maxRetries: 2 }));
    expect(failure).toMatchObject({ status: 429, headers: { 'retry-after': '30' } });
    expect(model.seen).toHaveLength(3);
  });

  it('answers 502 when the server sends nothing before the timeout', async () => {
    model.script(() => undefined);
    const started = performance.now();
    const failure = await failureOf(open({ ...llm, timeoutMs: 200, maxRetries: 0 }));
    expect(failure).toMatchObject({ status: 502, detail: 'The language model did not answer in time.' });
    expect(performance.now() - started).toBeLessThan(1_500);
  });

  it('breaks off an answer that stalls between chunks after the timeout, and closes the request', async () => {
    model.script((res) => {
      res.writeHead(200, sseHeaders);
      res.write(event(chunk({ role: 'assistant', content: 'Start, ' })));
    });
    const received: string[] = [];
    const started = performance.now();
    const failure = await failureOf(
      (async () => {
        for await (const piece of await open({ ...llm, timeoutMs: 300 })) received.push(piece);
      })(),
    );
    expect(received).toEqual(['Start, ']);
    expect(failure).toBeInstanceOf(ModelStalled);
    expect(failure).toMatchObject({ message: 'nothing arrived for 0.3 s' });
    expect(performance.now() - started).toBeLessThan(1_500);
    await model.seen[0]?.closed;
  });

  it('stops the request to the model when the caller aborts mid-answer', async () => {
    model.script((res) => {
      res.writeHead(200, sseHeaders);
      res.write(event(chunk({ role: 'assistant', content: 'A long ' })));
    });
    const gone = new AbortController();
    const pieces = await open(llm, gone.signal);
    const failure = await failureOf(
      (async () => {
        for await (const piece of pieces) {
          expect(piece).toBe('A long ');
          gone.abort();
        }
      })(),
    );
    expect(failure).toMatchObject({ name: 'AbortError' });
    await model.seen[0]?.closed;
  });

  it('sends no Authorization header to a server configured without a key', async () => {
    model.script(stream(event(chunk({ role: 'assistant', content: 'Open.' })), event(stop)));
    await read(await open({ baseUrl: `${model.origin}/v1`, model: 'local' }));
    expect(model.seen[0]?.headers.authorization).toBeUndefined();
  });

  it('calls an Azure OpenAI deployment with its API version and the key as api-key', async () => {
    model.script(stream(event(chunk({ role: 'assistant', content: 'From Azure.' })), event(stop), event('[DONE]')));
    const azure: LlmConfig = { baseUrl: `${model.origin}/`, model: 'gpt-4o-studio', apiKey: 'azure-key', azureApiVersion: '2024-10-21' };
    expect(await read(await openCompletionStream(azure, messages, new AbortController().signal, { temperature: 0.2 }))).toEqual(['From Azure.']);
    const [request] = model.seen;
    expect(request?.url).toBe('/openai/deployments/gpt-4o-studio/chat/completions?api-version=2024-10-21');
    expect(request?.headers['api-key']).toBe('azure-key');
    expect(request?.headers.authorization).toBeUndefined();
    expect(request?.body).toMatchObject({ model: 'gpt-4o-studio', stream: true, temperature: 0.2 });
  });
});
