import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localGroups } from '../../idp/accounts';
import { createTestIssuer } from '../testing/test-issuer';
import { detailOf } from '../testing/requests';
import { startTestApi, startUpMs, type TestApi } from '../testing/test-api';

describe('bearer tokens and tool groups', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ port: 4300 });
  }, startUpMs);
  afterAll(() => api.stop());

  const summarize = (headers: Record<string, string>) =>
    fetch(`${api.url}/v1/summarization`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', ...headers },
      body: 'user: Hello there',
    });

  it('answers a request with a valid access token', async () => {
    const response = await summarize(await api.bearer());
    expect(response.status).toBe(200);
    expect(await response.json()).toBe('Hello there');
  });

  it('accepts the ID token of the studio client, which some tenants send instead', async () => {
    const response = await summarize(await api.bearer({ audience: 'studio-corporate' }));
    expect(response.status).toBe(200);
  });

  it('accepts tokens of the trial-origin provider for trial users', async () => {
    const token = await api.trial.token({ groups: [localGroups.trial], now: api.clock.now() });
    const response = await summarize({ authorization: `Bearer ${token}` });
    expect(response.status).toBe(200);
  });

  it.each([
    ['no Authorization header', async () => ({}), /bearer token is required/],
    ['a Basic credential', async () => ({ authorization: 'Basic YWxpY2U6YWxpY2U=' }), /must be "Bearer <token>"/],
    ['a token that is not a JWT', async () => ({ authorization: 'Bearer not-a-token' }), /not a valid JWT/],
    ['a token expired more than the 60 s of clock skew ago', async () => api.bearer({ expiresIn: -61 }), /expired/],
    ['a token for another audience', async () => api.bearer({ audience: 'urn:other:api' }), /not meant for this API/],
    ['an ID token of the other provider\'s client', async () => api.bearer({ audience: 'studio-trial' }), /not meant for this API/],
  ] as const)('refuses %s with 401', async (_name, headers, detail) => {
    const response = await summarize(await headers());
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect(await detailOf(response)).toMatch(detail);
  });

  it('tolerates up to 60 s of clock skew between provider and API', async () => {
    expect((await summarize(await api.bearer({ expiresIn: -59 }))).status).toBe(200);
    // Issued by a provider whose clock runs 50 s ahead.
    const ahead = new Date(api.clock.now().getTime() + 50_000);
    expect((await summarize(await api.bearer({ now: ahead, extraClaims: { nbf: Math.floor(ahead.getTime() / 1000) } }))).status).toBe(200);
  });

  it('accepts an ID token with several audiences only when its azp names the studio\'s client', async () => {
    const audience = ['studio-corporate', 'urn:other:client'];
    expect((await summarize(await api.bearer({ audience, extraClaims: { azp: 'studio-corporate' } }))).status).toBe(200);
    for (const azp of [undefined, 'urn:other:client']) {
      const response = await summarize(await api.bearer({ audience, extraClaims: azp ? { azp } : {} }));
      expect(response.status).toBe(401);
      expect(await detailOf(response)).toMatch(/not meant for this API/);
    }
  });

  it('refuses a token from an issuer it does not trust with 401', async () => {
    const stranger = await createTestIssuer('http://stranger.test', 'studio-corporate');
    const token = await stranger.token({ groups: [localGroups.chat], now: api.clock.now() });
    const response = await summarize({ authorization: `Bearer ${token}` });
    expect(response.status).toBe(401);
    expect(await detailOf(response)).toMatch(/not issued by a trusted identity provider/);
  });

  it('refuses a token that names a trusted issuer but is signed with another key with 401', async () => {
    const forger = await createTestIssuer('http://corporate.test', 'studio-corporate');
    const token = await forger.token({ groups: [localGroups.chat], now: api.clock.now() });
    const response = await summarize({ authorization: `Bearer ${token}` });
    expect(response.status).toBe(401);
  });

  it('refuses a signed-in user without the chat or trial group with 403', async () => {
    const response = await summarize(await api.bearer({ groups: [localGroups.vision, localGroups.audit] }));
    expect(response.status).toBe(403);
    expect(await detailOf(response)).toBe('You are not in a group that may use chat.');
  });

  it('matches group names by substring, as directory groups carry extra parts', async () => {
    const response = await summarize(await api.bearer({ groups: [`cn=${localGroups.chat},ou=groups,dc=example`] }));
    expect(response.status).toBe(200);
  });

  it('reads a comma-separated groupMembership claim as a list', async () => {
    const response = await summarize(await api.bearer({ groups: [], extraClaims: { groupMembership: `x, ${localGroups.trial}` } }));
    expect(response.status).toBe(200);
  });

  it('says 404 with a detail for an unknown path, before looking at the token', async () => {
    const response = await fetch(`${api.url}/v1/no-such-endpoint`, { method: 'POST' });
    expect(response.status).toBe(404);
    expect(await detailOf(response)).toMatch(/no endpoint \/v1\/no-such-endpoint/);
  });

  it('says 405 and lists the allowed method for a known path', async () => {
    const response = await fetch(`${api.url}/v1/chat/stream`, await api.bearer().then((headers) => ({ headers })));
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });
});
