import { createHash } from 'node:crypto';
import { HttpError } from '../http/errors';
import type { TrustedIssuer } from './issuers';

type Claims = Record<string, unknown>;

export interface UserInfoCacheOptions {
  /** Answers kept at most; the oldest goes first. */
  maxEntries?: number;
  /** No answer is kept longer than this (ms), however long its token lives: a group removed at the provider shows within it. */
  maxAgeMs?: number;
}

const unauthorized = (detail: string) => new HttpError(401, detail, { 'www-authenticate': 'Bearer error="invalid_token"' });
const unavailable = () => new HttpError(503, "The identity provider's user-info cannot be read right now. Please try again shortly.");

async function askProvider(issuer: TrustedIssuer, token: string, subject: string): Promise<Claims> {
  const endpoint = (await issuer.endpoints?.())?.userInfoEndpoint;
  if (!endpoint) throw new HttpError(503, `${issuer.issuer} names no user-info endpoint, so the groups of its users cannot be read.`);
  let response: Response;
  try {
    response = await fetch(endpoint, { headers: { authorization: `Bearer ${token}`, accept: 'application/json' }, signal: AbortSignal.timeout(5_000) });
  } catch {
    throw unavailable();
  }
  // The provider refuses a token it has revoked, even one whose signature is still good.
  if (response.status === 401 || response.status === 403) throw unauthorized('The identity provider no longer accepts this token.');
  if (!response.ok) throw unavailable();
  const claims = (await response.json().catch(() => undefined)) as unknown;
  if (typeof claims !== 'object' || claims === null || Array.isArray(claims)) throw unavailable();
  // OpenID Connect Core §5.3.2: an answer about another subject must not be used.
  if ((claims as Claims).sub !== subject) throw unauthorized("The identity provider's user-info is about another user.");
  return claims as Claims;
}

/**
 * The provider's user-info answer for a bearer (an access token), for providers that keep the
 * groups there. Asked once per token and kept under the token's SHA-256, never the token itself
 * (nor is either logged), until the token expires or `maxAgeMs` passes, whichever comes first;
 * at most `maxEntries` answers. Requests with the same token meanwhile share one question.
 */
export function userInfoCache(now: () => Date, { maxEntries = 1_000, maxAgeMs = 5 * 60_000 }: UserInfoCacheOptions = {}) {
  const kept = new Map<string, { claims: Claims; until: number }>();
  const asking = new Map<string, Promise<Claims>>();

  return async function userInfo(issuer: TrustedIssuer, token: string, payload: { sub?: string; exp?: number }): Promise<Claims> {
    const key = createHash('sha256').update(token).digest('hex');
    const at = now().getTime();
    const entry = kept.get(key);
    if (entry && entry.until > at) return entry.claims;
    kept.delete(key);
    let question = asking.get(key);
    if (!question) {
      question = askProvider(issuer, token, payload.sub ?? '').finally(() => asking.delete(key));
      asking.set(key, question);
    }
    const claims = await question;
    const until = Math.min((payload.exp ?? 0) * 1000, at + maxAgeMs);
    if (!kept.has(key) && until > at) {
      if (kept.size >= maxEntries) kept.delete(kept.keys().next().value!);
      kept.set(key, { claims, until });
    }
    return claims;
  };
}

export type UserInfo = ReturnType<typeof userInfoCache>;
