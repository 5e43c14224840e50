import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localGroups } from '../../idp/accounts';
import { startFakeLlm } from '../testing/fake-llm';
import { startTestApi, startUpMs, type TestApi } from '../testing/test-api';
import { chatRequest } from '../testing/uploads';
import { createLogger } from './logger';

/** The lines a logger wrote, parsed, as an operator's log collector would read them. */
function capturedLines() {
  const raw: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      raw.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  return { stream, raw, parsed: () => raw.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

async function lineFor(lines: ReturnType<typeof capturedLines>, requestId: string) {
  for (let tries = 0; tries < 100; tries += 1) {
    const line = lines.parsed().find((entry) => entry.requestId === requestId && entry.msg === 'request');
    if (line) return line;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no request line for ${requestId} in:\n${lines.raw.join('\n')}`);
}

describe('the log of a request', () => {
  let api: TestApi;
  let llm: Awaited<ReturnType<typeof startFakeLlm>>;
  const lines = capturedLines();
  beforeAll(async () => {
    llm = await startFakeLlm(4342);
    api = await startTestApi({ port: 4343, llm: { baseUrl: llm.baseUrl, model: 'chat-model' }, logger: createLogger('info', lines.stream) });
  }, startUpMs);
  afterAll(async () => {
    await api.stop();
    await llm.stop();
  });

  it('is one JSON line with the request id, route template, status, duration and user key, and nothing of the token or the body', async () => {
    const token = await api.token({ subject: 'alice', groups: [localGroups.chat] });
    const question = 'Quarterly numbers of project Nightingale';
    llm.behave({ kind: 'stream', pieces: ['Secret answer ', 'about Nightingale'] });
    const response = await chatRequest(api.url, { authorization: `Bearer ${token}`, 'x-request-id': 'proxy-7f3a.42' }, { model: 'chat-model', messages: [{ role: 'user', content: question }], documents: [] });
    expect(response.status).toBe(200);
    await response.text();
    expect(response.headers.get('x-request-id')).toBe('proxy-7f3a.42');

    const line = await lineFor(lines, 'proxy-7f3a.42');
    expect(line).toMatchObject({ level: 30, method: 'POST', route: '/v1/chat/stream', status: 200, user: 'http://corporate.test#alice' });
    expect(typeof line.durationMs).toBe('number');
    const all = lines.raw.join('\n');
    for (const part of token.split('.')) expect(all).not.toContain(part);
    expect(all).not.toContain('Nightingale');
    expect(all).not.toContain('Secret answer');
    // The model's own logs can be matched to ours.
    expect(llm.requests.at(-1)?.requestId).toBe('proxy-7f3a.42');
    const metrics = await (await fetch(`${api.url}/metrics`)).text();
    expect(metrics).toMatch(/studio_model_calls_total\{tool="chat",model="chat-model"\} 1/);
  });

  it('gets an id of its own when the one it brings does not look like an id', async () => {
    const response = await fetch(`${api.url}/v1/models`, { headers: { 'x-request-id': 'a b"c<script>' } });
    await response.arrayBuffer();
    const id = response.headers.get('x-request-id') ?? '';
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await lineFor(lines, id)).toMatchObject({ route: '/v1/models', status: 401 });
    expect(lines.raw.join('\n')).not.toContain('<script>');
  });
});
