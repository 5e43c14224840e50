import { describe, expect, it } from 'vitest';
import { groupClaimForms } from '../../../test/fixtures/group-claim-forms';
import { createTestIssuer } from '../testing/test-issuer';
import { createTokenVerifier } from './token-verifier';

describe("the API's groups of a user, for every form the studio reads too", () => {
  const now = new Date('2026-03-02T09:00:00Z');
  it.each(groupClaimForms)('reads $form as the studio does', async ({ claims, groupsClaim, groups }) => {
    const issuer = await createTestIssuer('http://corporate.test', 'studio-corporate', groupsClaim ? { groupsClaims: [groupsClaim] } : {});
    // The test issuer sends groupMembership unless the scenario's claims say otherwise.
    const token = await issuer.token({ now, extraClaims: { groupMembership: undefined, ...claims } });
    const identity = await createTokenVerifier([issuer.trusted], () => now)(`Bearer ${token}`);
    expect(identity.groups).toEqual(groups);
  });
});
