import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';
import { apiAudience } from '../../idp/clients';
import { defaultEmailClaim, defaultGroupsClaims } from '../../../domain/claim-path';
import type { IssuerSetting, TrustedIssuer } from '../auth/issuers';

export interface TokenOptions {
  groups?: readonly string[];
  subject?: string;
  audience?: string | string[];
  /** Seconds relative to `now`; negative for a token that has already expired. */
  expiresIn?: number;
  now?: Date;
  extraClaims?: JWTPayload;
}

/**
 * An issuer of the tests' own: an RSA key whose public half the API trusts through a local
 * key set, so tests can mint exactly the tokens a scenario needs without a provider backdoor.
 */
export async function createTestIssuer(issuer: string, clientId: string, setting: Partial<Omit<IssuerSetting, 'issuer' | 'clientId'>> = {}) {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: `${clientId}-key`, alg: 'RS256', use: 'sig' };
  const trusted: TrustedIssuer = {
    issuer,
    clientId,
    audience: [apiAudience],
    tenant: 'corporate',
    groupsClaims: defaultGroupsClaims,
    emailClaim: defaultEmailClaim,
    groupsFrom: 'token',
    ...setting,
    keys: createLocalJWKSet({ keys: [jwk] }),
  };

  async function token(options: TokenOptions = {}): Promise<string> {
    const now = Math.floor((options.now ?? new Date()).getTime() / 1000);
    return new SignJWT({
      name: 'Test User',
      workforceID: 'W9999',
      groupMembership: [...(options.groups ?? [])],
      ...options.extraClaims,
    })
      .setProtectedHeader({ alg: 'RS256', kid: jwk.kid, typ: 'at+jwt' })
      .setIssuer(issuer)
      .setSubject(options.subject ?? 'tester')
      .setAudience(options.audience ?? apiAudience)
      .setIssuedAt(now)
      .setExpirationTime(now + (options.expiresIn ?? 300))
      .sign(privateKey);
  }

  return { trusted, token };
}

export type TestIssuer = Awaited<ReturnType<typeof createTestIssuer>>;
