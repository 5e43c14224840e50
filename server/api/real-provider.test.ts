import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultGroupsClaims } from '../../domain/claim-path';
import { groupsOfTokens } from '../../domain/user-groups';
import { localClientIds } from '../idp/clients';
import type { StackPorts } from '../ports';
import { startStack, type RunningStack } from '../stack';
import { makePdf } from './testing/file-fixtures';
import { makeDocx } from './testing/office-fixtures';
import { answerText, readNdjson } from './testing/requests';
import { startUpMs } from './testing/test-api';
import { signIn } from './testing/oidc-sign-in';
import { chatRequest, uploadAs } from './testing/uploads';

// Ports of their own (4310-4313), so this suite never meets `npm start` or the e2e stack.
const ports: StackPorts = { app: 4313, api: 4310, corporateIdp: 4311, brandedIdp: 4312 };
const api = `http://localhost:${ports.api}`;
const redirectUri = `http://localhost:${ports.app}/`;
const corporate = (username: string) =>
  signIn({ issuer: `http://localhost:${ports.corporateIdp}`, clientId: localClientIds.corporate, redirectUri, username, password: username });

describe('the API behind the real identity providers', () => {
  let stack: RunningStack;
  beforeAll(async () => {
    // No model and no pacing, whatever the developer's environment says.
    stack = await startStack({ ports, apiEnv: { OFFLINE_STREAM_PACE_MS: '0' } });
    await stack.apiReady;
  }, startUpMs);
  afterAll(() => stack.stop());

  it("lets signed-in alice upload a docx and a pdf and stream an answer that quotes them", async () => {
    const { accessToken } = await corporate('alice');
    const alice = { authorization: `Bearer ${accessToken}` };
    const docx = await uploadAs(api, alice, await makeDocx(['The canteen opens at 11:30 on weekdays.']), 'canteen.docx');
    const pdf = await uploadAs(api, alice, await makePdf(['Die Kantine schließt freitags um 14 Uhr.']), 'kantine.pdf');
    const response = await chatRequest(api, alice, {
      messages: [{ role: 'user', content: 'When does the canteen open? Wann schließt die Kantine?' }],
      documents: [docx, pdf],
    });
    const answer = answerText(await readNdjson(response));
    expect(answer).toContain('The canteen opens at 11:30 on weekdays.');
    expect(answer).toContain('Die Kantine schließt freitags um 14 Uhr.');
    expect(answer).toContain('canteen.docx');
    expect(answer).toContain('kantine.pdf');
  });

  it("accepts alice's ID token as well as her access token", async () => {
    const { idToken } = await corporate('alice');
    const response = await chatRequest(api, { authorization: `Bearer ${idToken}` }, { messages: [{ role: 'user', content: 'Hi' }] });
    expect(response.status).toBe(200);
    await response.body?.cancel();
  });

  it('refuses nora, who is signed in but in no group, with 403', async () => {
    const { accessToken } = await corporate('nora');
    const response = await chatRequest(api, { authorization: `Bearer ${accessToken}` }, { messages: [{ role: 'user', content: 'Hi' }] });
    expect(response.status).toBe(403);
  });

  it('lets tina chat with a token from the trial-origin provider', async () => {
    const { accessToken } = await signIn({
      issuer: `http://localhost:${ports.brandedIdp}`,
      clientId: localClientIds.branded,
      redirectUri,
      username: 'tina',
      password: 'tina',
    });
    const response = await chatRequest(api, { authorization: `Bearer ${accessToken}` }, { messages: [{ role: 'user', content: 'Hi' }] });
    expect(response.status).toBe(200);
    await response.body?.cancel();
  });

  it('refuses alice the departments with her token from the trial-origin provider, though she holds the audit group there', async () => {
    const { accessToken, idToken } = await signIn({ issuer: `http://localhost:${ports.brandedIdp}`, clientId: localClientIds.branded, redirectUri, username: 'alice', password: 'alice' });
    for (const path of ['/v1/departments', '/v1/prompts', '/v1/prompt-activity']) {
      for (const token of [accessToken, idToken]) {
        expect((await fetch(`${api}${path}`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(403);
      }
    }
    const { accessToken: corporateToken } = await corporate('alice');
    expect((await fetch(`${api}/v1/departments`, { headers: { authorization: `Bearer ${corporateToken}` } })).status).toBe(200);
  });

  it('puts the same groups in its access tokens as in its ID tokens, so either bearer gives the studio and the API the same', async () => {
    for (const issuer of [ports.corporateIdp, ports.brandedIdp]) {
      const clientId = issuer === ports.corporateIdp ? localClientIds.corporate : localClientIds.branded;
      const tokens = await signIn({ issuer: `http://localhost:${issuer}`, clientId, redirectUri, username: 'alice', password: 'alice' });
      const read = (bearer: 'idToken' | 'accessToken') => groupsOfTokens({ from: 'token', bearer, paths: defaultGroupsClaims }, tokens);
      expect(read('accessToken')).toEqual(read('idToken'));
      expect(read('accessToken').length).toBeGreaterThan(0);
    }
  });

  it('issues ID tokens that live no longer than the access tokens', async () => {
    const { accessToken, idToken } = await corporate('bob');
    const lifetime = (token: string) => {
      const { iat, exp } = decodeJwt(token);
      return (exp ?? 0) - (iat ?? 0);
    };
    expect(lifetime(idToken)).toBeLessThanOrEqual(lifetime(accessToken));
    expect(lifetime(idToken)).toBeGreaterThan(0);
  });

  it("refuses a corporate token whose signature was tampered with", async () => {
    const { accessToken } = await corporate('alice');
    const [header, payload, signature = ''] = accessToken.split('.');
    const tampered = `${header}.${payload}.${signature.slice(0, -4)}AAAA`;
    const response = await chatRequest(api, { authorization: `Bearer ${tampered}` }, { messages: [{ role: 'user', content: 'Hi' }] });
    expect(response.status).toBe(401);
  });
});
