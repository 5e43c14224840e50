import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, startUpMs, studioOrigin, type TestApi } from '../testing/test-api';

describe('cross-origin calls from the studio', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ port: 4301 });
  }, startUpMs);
  afterAll(() => api.stop());

  const preflight = (origin: string) =>
    fetch(`${api.url}/v1/chat/stream`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type' },
    });

  it('lets the studio origin send Authorization and Content-Type, without a token on the preflight', async () => {
    const response = await preflight(studioOrigin);
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(studioOrigin);
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    expect(response.headers.get('access-control-allow-headers')).toBe('authorization, content-type, x-studio-tool');
  });

  it('gives any other origin no CORS headers at all', async () => {
    const response = await preflight('http://elsewhere.example');
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('access-control-allow-headers')).toBeNull();
  });

  it("marks real answers, errors included, for the studio origin and exposes Retry-After and the audit answer's headers", async () => {
    const response = await fetch(`${api.url}/v1/summarization`, { method: 'POST', headers: { origin: studioOrigin } });
    expect(response.status).toBe(401);
    expect(response.headers.get('access-control-allow-origin')).toBe(studioOrigin);
    expect(response.headers.get('access-control-expose-headers')).toBe('Retry-After, X-Studio-Instance, Studio-Budget-Warning, Studio-Ledger-Id');
    expect(response.headers.get('vary')).toBe('Origin');
  });

  it('does not mark answers to other origins', async () => {
    const response = await fetch(`${api.url}/v1/summarization`, {
      method: 'POST',
      headers: { origin: 'http://elsewhere.example', ...(await api.bearer()) },
      body: 'user: hi',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});
