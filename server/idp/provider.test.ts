import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StackPorts } from '../ports';
import { startStack, type RunningStack } from '../stack';

// Ports of their own, so this suite never meets a running `npm start` or the e2e stack.
const ports: StackPorts = { app: 4273, api: 4200, corporateIdp: 4201, brandedIdp: 4202 };
const corporate = `http://localhost:${ports.corporateIdp}`;
const branded = `http://localhost:${ports.brandedIdp}`;

describe('reference identity providers', () => {
  let stack: RunningStack;
  beforeAll(async () => {
    stack = await startStack({ ports, accessTokenTtlSeconds: 60 });
  });
  afterAll(() => stack.stop());

  it.each([corporate, branded])('%s publishes discovery with S256 only, revocation, end-session and keys', async (issuer) => {
    const discovery = (await (await fetch(`${issuer}/.well-known/openid-configuration`)).json()) as Record<string, unknown>;
    expect(discovery.issuer).toBe(issuer);
    expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
    expect(discovery.grant_types_supported).toEqual(expect.arrayContaining(['authorization_code', 'refresh_token']));
    expect(discovery.revocation_endpoint).toBe(`${issuer}/token/revocation`);
    expect(discovery.end_session_endpoint).toBe(`${issuer}/session/end`);
    expect(discovery.claims_supported).toEqual(expect.arrayContaining(['sub', 'name', 'fullName', 'workforceID', 'groupMembership']));
    const jwks = (await (await fetch(String(discovery.jwks_uri))).json()) as { keys: Array<Record<string, unknown>> };
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).not.toHaveProperty('d');
  });

  const authorize = (issuer: string, params: Record<string, string>) =>
    fetch(`${issuer}/auth?${new URLSearchParams({
      response_type: 'code',
      scope: 'openid profile',
      redirect_uri: `http://localhost:${ports.app}/`,
      state: 'state-1',
      ...params,
    })}`, { redirect: 'manual' });

  it('refuses an authorization request without PKCE', async () => {
    const response = await authorize(corporate, { client_id: 'studio-corporate' });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location')!);
    expect(location.searchParams.get('error')).toBe('invalid_request');
    expect(location.searchParams.get('error_description')).toMatch(/PKCE/);
  });

  it('refuses the plain PKCE method', async () => {
    const response = await authorize(corporate, {
      client_id: 'studio-corporate',
      code_challenge: 'x'.repeat(43),
      code_challenge_method: 'plain',
    });
    const location = new URL(response.headers.get('location')!);
    expect(location.searchParams.get('error')).toBe('invalid_request');
  });

  it('sends a valid S256 request to its own sign-in page', async () => {
    const response = await authorize(branded, {
      client_id: 'studio-trial',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toMatch(/^\/interaction\/[\w-]+$/);
  });

  it('knows each client only at its own provider', async () => {
    const response = await authorize(corporate, {
      client_id: 'studio-trial',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
    });
    expect(response.status).toBe(400);
  });

  it('allows the studio origins, and no other, to call the token endpoint from the browser', async () => {
    const tokenRequest = (origin: string) =>
      fetch(`${corporate}/token`, {
        method: 'POST',
        headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'refresh_token', client_id: 'studio-corporate', refresh_token: 'unknown' }),
      });
    const studio = await tokenRequest(`http://trial.localhost:${ports.app}`);
    expect(studio.headers.get('access-control-allow-origin')).toBe(`http://trial.localhost:${ports.app}`);
    expect(((await studio.json()) as { error: string }).error).toBe('invalid_grant');
    const other = await tokenRequest('http://elsewhere.example');
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});
