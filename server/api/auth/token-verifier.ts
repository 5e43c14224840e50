import { decodeJwt, errors, jwtVerify, type JWTPayload } from 'jose';
import { emailFromClaims } from '../../../domain/claim-path';
import { userGroups } from '../../../domain/user-groups';
import { HttpError } from '../http/errors';
import type { Tenant, TrustedIssuer } from './issuers';
import { userInfoCache, type UserInfoCacheOptions } from './user-info';

/** Who is calling, from a verified token. */
export interface Identity {
  /** Stable per person and issuer: the same name at the two providers is two users. */
  userKey: string;
  issuer: string;
  subject: string;
  /** The token's `name` claim, or the subject without one: how logs name the person. */
  name: string;
  /** From the issuer's groups claim (a name or a dotted path), read as the studio reads it. */
  groups: readonly string[];
  email?: string;
  /** The issuer's tenant: a trial user reaches the trial routes only, whatever the groups say. */
  tenant: Tenant;
}

/** Clocks of provider and API may differ this much (seconds) for `exp`, `nbf` and `iat`. */
export const clockSkewSeconds = 60;

const challenge = { 'www-authenticate': 'Bearer error="invalid_token"' };
const unauthorized = (detail: string) => new HttpError(401, detail, challenge);
const notForUs = () => unauthorized('The token is not meant for this API.');

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

/**
 * An access token for this API (`aud` holds one of the issuer's audiences), or an ID token of the
 * studio's own client there (`aud` holds the client id, and with several audiences `azp` names
 * it: OpenID Connect Core §2). Another client's ID token is refused even from a trusted issuer.
 */
function tokenKind(payload: JWTPayload, issuer: TrustedIssuer): 'access' | 'id' {
  const audiences = typeof payload.aud === 'string' ? [payload.aud] : (payload.aud ?? []);
  if (audiences.some((audience) => issuer.audience.includes(audience))) return 'access';
  if (!audiences.includes(issuer.clientId)) throw notForUs();
  if (audiences.length > 1 && payload.azp !== issuer.clientId) throw notForUs();
  return 'id';
}

function explain(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  if (error instanceof errors.JWTExpired) return unauthorized('The token has expired.');
  if (error instanceof errors.JWTClaimValidationFailed) return unauthorized(`The token's "${error.claim}" claim is not valid.`);
  if (error instanceof errors.JWKSTimeout || !(error instanceof errors.JOSEError)) {
    // The provider's keys could not be fetched: the token may be fine, so this is not a 401
    // (which would sign the user out).
    return new HttpError(503, 'Tokens cannot be checked right now. Please try again shortly.');
  }
  return unauthorized('The token could not be verified.');
}

/**
 * Verifies bearer tokens of the trusted issuers: signature (RS256) against the issuer's keys,
 * issuer, expiry (with {@link clockSkewSeconds} of skew), and the audience rule above.
 */
export function createTokenVerifier(issuers: readonly TrustedIssuer[], now: () => Date, userInfoOptions?: UserInfoCacheOptions) {
  const userInfo = userInfoCache(now, userInfoOptions);
  /** The claims the issuer's groups are in: the token's, or (an access token's only) user-info's answer for it. */
  async function groupClaims(issuer: TrustedIssuer, token: string, payload: JWTPayload, kind: 'access' | 'id') {
    if (issuer.groupsFrom !== 'userInfo') return { bearer: payload };
    if (kind !== 'access') throw unauthorized("This provider's groups are at its user-info endpoint: send its access token for this API.");
    return { bearer: payload, userInfo: await userInfo(issuer, token, payload) };
  }

  return async function authenticate(authorization: string | undefined): Promise<Identity> {
    const token = bearerToken(authorization);
    const issuer = issuers.find((candidate) => candidate.issuer === unverifiedIssuer(token));
    if (!issuer) throw unauthorized('The token was not issued by a trusted identity provider.');
    let payload: JWTPayload;
    let kind: 'access' | 'id';
    try {
      ({ payload } = await jwtVerify(token, issuer.keys, {
        issuer: issuer.issuer,
        algorithms: ['RS256'],
        currentDate: now(),
        clockTolerance: clockSkewSeconds,
        requiredClaims: ['sub', 'exp', 'aud'],
      }));
      kind = tokenKind(payload, issuer);
    } catch (error) {
      throw explain(error);
    }
    const subject = payload.sub ?? '';
    const name = typeof payload.name === 'string' && payload.name.trim() !== '' ? payload.name.trim() : subject;
    const email = emailFromClaims(payload, issuer.emailClaim);
    const claims = await groupClaims(issuer, token, payload, kind);
    return {
      userKey: `${issuer.issuer}#${subject}`,
      issuer: issuer.issuer,
      subject,
      name,
      groups: userGroups(issuer.groupsFrom, claims, issuer.groupsClaims),
      ...(email ? { email } : {}),
      tenant: issuer.tenant,
    };
  };
}

export type Authenticate = ReturnType<typeof createTokenVerifier>;
