import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultGroupsClaims } from '../../../domain/claim-path';
import { groupsOfTokens } from '../../../domain/user-groups';
import { groupClaimForms } from '../../../test/fixtures/group-claim-forms';
import { groupSources, placedClaims } from '../../../test/fixtures/group-sources';
import { createTestIssuer } from '../testing/test-issuer';
import { startUserInfoEndpoint } from '../testing/user-info-endpoint';
import { createTokenVerifier } from './token-verifier';

/**
 * The studio's reading (domain/user-groups.ts's groupsOfTokens, which its session user calls
 * with the tokens oidc-client-ts holds) and the API's (the verifier) fed the same signed tokens
 * and the same user-info answer: for every form and every place, the same groups.
 */
describe("the API's groups of a user and the studio's, for every form and place both support", () => {
  const now = new Date('2026-03-02T09:00:00Z');
  let userInfo: Awaited<ReturnType<typeof startUserInfoEndpoint>>;
  let issuer: Awaited<ReturnType<typeof createTestIssuer>>;
  beforeAll(async () => {
    userInfo = await startUserInfoEndpoint();
    issuer = await createTestIssuer('http://corporate.test', 'studio-corporate');
    issuer.trusted.endpoints = async () => ({ jwksUri: new URL('http://unused.test/jwks'), userInfoEndpoint: userInfo.url });
  });
  afterAll(() => userInfo.stop());

  const cases = groupSources.flatMap((source) => groupClaimForms.map((form) => ({ ...form, ...source })));
  it.each(cases)('reads $form from $place as the studio does', async ({ claims, groupsClaim, groups, from, bearer }) => {
    const paths = groupsClaim ? [groupsClaim] : defaultGroupsClaims;
    Object.assign(issuer.trusted, { groupsClaims: paths, groupsFrom: from });
    const placed = placedClaims({ from, bearer }, claims, 'tester');
    // The test issuer sends groupMembership unless the scenario's claims say otherwise.
    const mint = (audience: string, extra: Record<string, unknown>) => issuer.token({ now, audience, extraClaims: { groupMembership: undefined, ...extra } });
    const tokens = { idToken: await mint('studio-corporate', placed.idToken), accessToken: await mint('urn:studio:api', placed.accessToken) };
    userInfo.answer(tokens.accessToken, placed.userInfo);

    const studio = groupsOfTokens({ from, bearer, paths }, tokens, from === 'userInfo' ? placed.userInfo : undefined);
    const api = await createTokenVerifier([issuer.trusted], () => now)(`Bearer ${tokens[bearer]}`);
    expect(api.groups).toEqual(studio);
    expect(studio).toEqual(groups);
  });
});
