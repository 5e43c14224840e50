import { decodeJwt, errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { HttpError } from '../http/errors';

export interface TrustedIssuer {
  /** Exactly as in the tokens' `iss`. */
  issuer: string;
  /** The studio's client id there: the audience of its ID tokens, which some tenants send. */
  clientId: string;
  keys: JWTVerifyGetKey;
}

/** Who is calling, from a verified token. */
export interface Identity {
  /** Stable per person and issuer: the same name at the two providers is two users. */
  userKey: string;
  issuer: string;
  subject: string;
  /** The token's `name` claim, or the subject without one: how logs name the person. */
  name: string;
  groups: readonly string[];
}

const challenge = { 'www-authenticate': 'Bearer error="invalid_token"' };
const unauthorized = (detail: string) => new HttpError(401, detail, challenge);

function bearerToken(authorization: string | undefined): string {
  if (!authorization) throw new HttpError(401, 'A bearer token is required.', { 'www-authenticate': 'Bearer' });
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
  if (!match?.[1]) throw unauthorized('The Authorization header must be "Bearer <token>".');
  return match[1];
}

function unverifiedIssuer(token: string): string | undefined {
  try {
    const { iss } = decodeJwt(token);
    return iss;
  } catch {
    throw unauthorized('The bearer token is not a valid JWT.');
  }
}

/** The groupMembership claim: a list, or (from some directories) one comma-separated string. */
function groupsOf(payload: JWTPayload): string[] {
  const claim = payload.groupMembership;
  if (Array.isArray(claim)) return claim.filter((group): group is string => typeof group === 'string');
  if (typeof claim === 'string') return claim.split(',').map((group) => group.trim()).filter(Boolean);
  return [];
}

function explain(error: unknown): HttpError {
  if (error instanceof errors.JWTExpired) return unauthorized('The token has expired.');
  if (error instanceof errors.JWTClaimValidationFailed) {
    return unauthorized(error.claim === 'aud' ? 'The token is not meant for this API.' : `The token's "${error.claim}" claim is not valid.`);
  }
  if (error instanceof errors.JWKSTimeout || !(error instanceof errors.JOSEError)) {
    // The provider's keys could not be fetched: the token may be fine, so this is not a 401
    // (which would sign the user out).
    return new HttpError(503, 'Tokens cannot be checked right now. Please try again shortly.');
  }
  return unauthorized('The token could not be verified.');
}

/**
 * Verifies bearer tokens of the trusted issuers: signature (RS256) against the issuer's keys,
 * issuer, expiry, and an audience of either the API (access token) or the studio's client at
 * that issuer (ID token).
 */
export function createTokenVerifier(issuers: readonly TrustedIssuer[], apiAudience: string, now: () => Date) {
  return async function authenticate(authorization: string | undefined): Promise<Identity> {
    const token = bearerToken(authorization);
    const issuer = issuers.find((candidate) => candidate.issuer === unverifiedIssuer(token));
    if (!issuer) throw unauthorized('The token was not issued by a trusted identity provider.');
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, issuer.keys, {
        issuer: issuer.issuer,
        audience: [apiAudience, issuer.clientId],
        algorithms: ['RS256'],
        currentDate: now(),
        requiredClaims: ['sub', 'exp'],
      }));
    } catch (error) {
      throw explain(error);
    }
    const subject = payload.sub ?? '';
    const name = typeof payload.name === 'string' && payload.name.trim() !== '' ? payload.name.trim() : subject;
    return { userKey: `${issuer.issuer}#${subject}`, issuer: issuer.issuer, subject, name, groups: groupsOf(payload) };
  };
}

export type Authenticate = ReturnType<typeof createTokenVerifier>;
