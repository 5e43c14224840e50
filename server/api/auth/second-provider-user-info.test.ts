import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { departmentGroups, localGroups } from '../../idp/accounts';
import { testDatabaseDriver } from '../../db/test-database';
import { detailOf } from '../testing/requests';
import { startSecondProvider } from '../testing/second-provider';
import { startTestApi, startUpMs, type TestApi } from '../testing/test-api';
import { parseIssuerSettings, trustedIssuers } from './issuers';

/** A provider that keeps the groups at user-info, under another claim (`roles`): its OIDC_ISSUERS entry as an operator writes it. */
const partnerSetting = (issuer: string) =>
  JSON.stringify([{ issuer, clientId: 'studio-partner', audience: 'api://studio', tenant: 'corporate', groupsClaim: 'roles', groupsFrom: 'userInfo' }]);

describe(`${testDatabaseDriver()}: a second OpenID provider that keeps the groups at its user-info endpoint`, () => {
  let api: TestApi;
  let partner: Awaited<ReturnType<typeof startSecondProvider>>;
  const roles = [localGroups.chat, localGroups.audit, departmentGroups.it];
  beforeAll(async () => {
    partner = await startSecondProvider(0);
    api = await startTestApi({ port: 4381, moreIssuers: trustedIssuers(parseIssuerSettings(partnerSetting(partner.issuer))) });
  }, startUpMs);
  afterAll(async () => {
    await api.stop();
    await partner.stop();
  });

  // The token itself claims no groups at all, or decoys at the claim user-info uses.
  const accessToken = (options: Partial<Parameters<typeof partner.token>[0]> = {}) =>
    partner.token({ now: api.clock.now(), extraClaims: { roles: ['decoy'] }, userInfo: { roles }, ...options });
  const summarize = (token: string) =>
    fetch(`${api.url}/v1/summarization`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'text/plain' }, body: 'user: Hello there' });

  it("reads the groups from user-info's roles, asking once per token", async () => {
    const token = await accessToken();
    const before = partner.userInfoQuestions();
    expect((await summarize(token)).status).toBe(200);
    const departments = await fetch(`${api.url}/v1/departments`, { headers: { authorization: `Bearer ${token}` } });
    expect(await departments.json()).toEqual([{ department_code: 'IT', department_name: 'IT' }]);
    expect(partner.userInfoQuestions() - before).toBe(1);
  });

  it('keeps no answer past five minutes: a token the provider revoked meanwhile is refused then', async () => {
    const token = await accessToken({ expiresIn: 3600 });
    expect((await summarize(token)).status).toBe(200);
    partner.revoke(token);
    api.clock.advance(4 * 60_000);
    expect((await summarize(token)).status).toBe(200);
    api.clock.advance(61_000);
    const response = await summarize(token);
    expect(response.status).toBe(401);
    expect(await detailOf(response)).toMatch(/no longer accepts this token/);
  });

  it('opens no tool whose group user-info does not list, whatever the token claims', async () => {
    const response = await summarize(await accessToken({ extraClaims: { roles }, userInfo: { roles: [localGroups.vision] } }));
    expect(response.status).toBe(403);
  });

  it('refuses an answer about another user, and an ID token, which user-info does not answer to', async () => {
    expect((await summarize(await accessToken({ userInfo: { roles, sub: 'someone-else' } }))).status).toBe(401);
    const idToken = await accessToken({ audience: 'studio-partner' });
    const response = await summarize(idToken);
    expect(response.status).toBe(401);
    expect(await detailOf(response)).toMatch(/send its access token/);
  });
});
