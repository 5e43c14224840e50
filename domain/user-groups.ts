/**
 * Which claims hold a user's groups, one rule for the studio and the API. The backends see
 * only the bearer they receive, so the studio reads the groups from that same token, or, for a
 * provider that keeps them at its user-info endpoint, from the answer user-info gives for that
 * same (access) token, which the API asks too. Both sides then read the claims with
 * domain/claim-path.ts; fed the same token they cannot come out with different groups.
 */
import { groupsFromClaims } from './claim-path';

/** The token the backends receive as the bearer. */
export type BackendToken = 'idToken' | 'accessToken';
/** Where the groups are read: the bearer's own claims, or the provider's user-info answer for it. */
export type GroupsFrom = 'token' | 'userInfo';
export const groupsFromValues = ['token', 'userInfo'] as const;

/** tools.md §6/§7: the access token on the trial origin, the ID token elsewhere, unless config.json names one. */
export const backendTokenOf = (originKey: string, setting: BackendToken | undefined): BackendToken =>
  setting ?? (originKey === 'trial' ? 'accessToken' : 'idToken');

/** Why a groups source cannot work with a bearer, or undefined: user-info answers only to an access token. */
export function groupsSourceProblem(from: GroupsFrom, bearer: BackendToken): string | undefined {
  return from === 'userInfo' && bearer !== 'accessToken'
    ? 'groups from "userInfo" need the access token as the bearer (backendToken "accessToken"): user-info answers only to an access token'
    : undefined;
}

type Claims = Readonly<Record<string, unknown>>;

/**
 * A JWT's claims, not verified: the studio reads the token its provider just gave it (the API
 * verifies the very same string before it reads it). Undefined for anything that is not a JWT
 * (an opaque access token, which holds no groups to read).
 */
export function jwtClaims(token: string): Claims | undefined {
  const payload = token.split('.')[1];
  if (token.split('.').length !== 3 || !payload) return undefined;
  try {
    const binary = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const json: unknown = JSON.parse(new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0))));
    return typeof json === 'object' && json !== null && !Array.isArray(json) ? (json as Claims) : undefined;
  } catch {
    return undefined;
  }
}

/** The user's groups from the claims `from` names: the bearer's, or user-info's answer for it (none without one). */
export function userGroups(from: GroupsFrom, claims: { bearer: Claims; userInfo?: Claims }, paths: readonly string[]): string[] {
  const source = from === 'userInfo' ? claims.userInfo : claims.bearer;
  return source ? groupsFromClaims(source, paths) : [];
}

/** Where one origin's provider puts the groups, and which token its backends receive. */
export interface GroupsSource {
  from: GroupsFrom;
  bearer: BackendToken;
  /** Claim names or dotted paths, the first present one wins (domain/claim-path.ts). */
  paths: readonly string[];
}

/**
 * The studio's reading of a signed-in user's groups: the claims of the very token it will send
 * (the ID token or the access token, as decoded here), or user-info's answer for the access token.
 * The API reads the verified claims of that token, or user-info's answer to it, with
 * {@link userGroups} too.
 */
export function groupsOfTokens(source: GroupsSource, tokens: { idToken: string; accessToken: string }, userInfo?: Claims): string[] {
  const bearer = jwtClaims(source.bearer === 'idToken' ? tokens.idToken : tokens.accessToken) ?? {};
  return userGroups(source.from, { bearer, ...(userInfo ? { userInfo } : {}) }, source.paths);
}
