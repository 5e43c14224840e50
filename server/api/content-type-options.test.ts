import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localGroups } from '../idp/accounts';
import { startTestApi, startUpMs, studioOrigin, type TestApi } from './testing/test-api';
import { chatRequest } from './testing/uploads';

// A browser never second-guesses the type an API answer names (no sniffing a JSON or CSV body as HTML).
describe('every API answer says "do not sniff"', () => {
  let api: TestApi;
  let alice: Record<string, string>;
  beforeAll(async () => {
    api = await startTestApi({ port: 4355 });
    alice = await api.bearer({ subject: 'alice', groups: [localGroups.chat, localGroups.audit] });
  }, startUpMs);
  afterAll(() => api.stop());

  const get = (path: string, headers: Record<string, string> = alice) => fetch(`${api.url}${path}`, { headers });

  it.each([
    ['JSON', () => get('/v1/models'), /^application\/json/],
    ['NDJSON', () => chatRequest(api.url, alice, { messages: [{ role: 'user', content: 'Hello' }], documents: [] }), /^application\/x-ndjson/],
    ['CSV', () => get('/v1/prompt-activity.csv'), /^text\/csv/],
    ['an error (401)', () => get('/v1/models', {}), /^application\/json/],
    ['an error (404)', () => get('/v1/nothing-here'), /^application\/json/],
  ])('%s', async (_kind, call, type) => {
    const response = await call();
    expect(response.headers.get('content-type')).toMatch(type);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    await response.arrayBuffer();
  });

  it('a CORS preflight too', async () => {
    const response = await fetch(`${api.url}/v1/chat/stream`, {
      method: 'OPTIONS',
      headers: { origin: studioOrigin, 'access-control-request-method': 'POST' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
