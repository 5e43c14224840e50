import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StackPorts } from '../ports';
import { startStack, type RunningStack } from '../stack';

// Ports of their own, so this suite never meets a running `npm start`, the e2e stack or the provider suite.
const ports: StackPorts = { app: 4473, api: 4470, corporateIdp: 4471, brandedIdp: 4472 };

describe('the reference providers\' token revocation', () => {
  let stack: RunningStack;
  beforeAll(async () => {
    stack = await startStack({ ports, accessTokenTtlSeconds: 60 });
  });
  afterAll(() => stack.stop(), 30_000);

  it.each([
    [`http://localhost:${ports.corporateIdp}`, 'studio-corporate'],
    [`http://localhost:${ports.brandedIdp}`, 'studio-trial'],
  ])('%s answers an empty 200 with no text/plain label, which the studio\'s OpenID client accepts', async (issuer, clientId) => {
    const response = await fetch(`${issuer}/token/revocation`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({ token: 'not-a-token', token_type_hint: 'refresh_token', client_id: clientId }),
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
    const type = response.headers.get('content-type');
    // oidc-client-ts accepts an answer that names no type, or a JSON one.
    expect(type === null || type.startsWith('application/json')).toBe(true);
  });
});
