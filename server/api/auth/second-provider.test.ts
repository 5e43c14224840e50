import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { departmentGroups, localGroups } from '../../idp/accounts';
import { testDatabaseDriver } from '../../db/test-database';
import { detailOf } from '../testing/requests';
import { createTestIssuer } from '../testing/test-issuer';
import { startSecondProvider } from '../testing/second-provider';
import { startTestApi, startUpMs, type TestApi } from '../testing/test-api';
import { parseIssuerSettings, trustedIssuers } from './issuers';

/** The partner's setting as an operator writes it in OIDC_ISSUERS: a nested groups claim, an audience list. */
const partnerSetting = (issuer: string) =>
  JSON.stringify([{ issuer, clientId: 'studio-partner', audience: ['api://studio', 'urn:studio:partner-api'], tenant: 'corporate', groupsClaim: 'realm_access.roles', emailClaim: 'upn' }]);

describe(`${testDatabaseDriver()}: a second OpenID provider, one we did not write`, () => {
  let api: TestApi;
  let partner: Awaited<ReturnType<typeof startSecondProvider>>;
  const roles = [localGroups.chat, localGroups.audit, departmentGroups.it];
  beforeAll(async () => {
    partner = await startSecondProvider(4399);
    // Keys by discovery and JWKS over HTTP, with the production settings.
    const moreIssuers = trustedIssuers(parseIssuerSettings(partnerSetting(partner.issuer)));
    api = await startTestApi({ port: 4389, moreIssuers });
  }, startUpMs);
  afterAll(async () => {
    await api.stop();
    await partner.stop();
  });

  const bearer = async (options: Partial<Parameters<typeof partner.token>[0]> = {}) => ({
    authorization: `Bearer ${await partner.token({ roles, now: api.clock.now(), ...options })}`,
  });
  const summarize = (headers: Record<string, string>) =>
    fetch(`${api.url}/v1/summarization`, { method: 'POST', headers: { ...headers, 'content-type': 'text/plain' }, body: 'user: Hello there' });

  it('accepts its access token for either configured audience and reads the groups from realm_access.roles', async () => {
    expect((await summarize(await bearer())).status).toBe(200);
    expect((await summarize(await bearer({ audience: ['urn:studio:partner-api', 'urn:else'] }))).status).toBe(200);
    const departments = await fetch(`${api.url}/v1/departments`, { headers: await bearer() });
    expect(await departments.json()).toEqual([{ department_code: 'IT', department_name: 'IT' }]);
  });

  it('finds no groups where it does not put them: a groupMembership claim of its tokens is not read', async () => {
    const response = await summarize(await bearer({ roles: [], extraClaims: { groupMembership: [localGroups.chat], groups: [localGroups.chat] } }));
    expect(response.status).toBe(403);
  });

  it("accepts the studio client's ID token, and refuses another client's", async () => {
    expect((await summarize(await bearer({ audience: 'studio-partner' }))).status).toBe(200);
    expect((await summarize(await bearer({ audience: ['studio-partner', 'other-app'], azp: 'studio-partner' }))).status).toBe(200);
    for (const other of [{ audience: 'other-app' }, { audience: ['studio-partner', 'other-app'], azp: 'other-app' }]) {
      const response = await summarize(await bearer(other));
      expect(response.status).toBe(401);
      expect(await detailOf(response)).toMatch(/not meant for this API/);
    }
  });

  it('keeps accepting its tokens when it rotates its keys mid-session', async () => {
    const before = await bearer();
    expect((await summarize(before)).status).toBe(200);
    await partner.rotateKeys();
    // Signed with the new key, which the API has not seen yet: it fetches the JWKS again.
    expect((await summarize(await bearer())).status).toBe(200);
    expect((await summarize(before)).status).toBe(200);
    // Rotated again seconds later: no 401 (which signs the user out) while a refetch is not yet due.
    await partner.rotateKeys();
    expect((await summarize(await bearer())).status).toBe(200);
  });

  it('refuses its tokens past expiry, and a token in its name signed by a key it never published', async () => {
    expect((await summarize(await bearer({ expiresIn: 1, now: new Date(api.clock.now().getTime() - 120_000) }))).status).toBe(401);
    const forger = await createTestIssuer(partner.issuer, 'studio-partner');
    const forged = await forger.token({ audience: 'api://studio', now: api.clock.now(), extraClaims: { realm_access: { roles } } });
    expect((await summarize({ authorization: `Bearer ${forged}` })).status).toBe(401);
  });
});
