import { createLocalJWKSet, errors, type JSONWebKeySet, type JWTVerifyGetKey } from 'jose';
import type { ProviderEndpoints } from './provider-discovery';

export interface KeyRefreshOptions {
  /** Refetches for a key id not in the set are at least this far apart (ms): a flood of made-up ids costs the provider one fetch per gap. */
  unknownKeyGapMs?: number;
  /** A set older than this (ms) is fetched again on its next use, so retired keys leave it. */
  maxAgeMs?: number;
  now?: () => number;
}

async function fetchKeySet(uri: URL): Promise<JSONWebKeySet> {
  const response = await fetch(uri, { signal: AbortSignal.timeout(5_000) });
  if (!response.ok) throw new Error(`the key set at ${uri.href} answered ${response.status}`);
  const body = (await response.json()) as { keys?: unknown };
  if (!Array.isArray(body.keys)) throw new Error(`the key set at ${uri.href} holds no keys`);
  return body as JSONWebKeySet;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The issuer's signing keys from its JWKS (found by discovery). A token signed with a key id
 * the set does not hold (the provider rotated its keys) fetches the set again and is checked
 * once more: at once when the last such refetch is `unknownKeyGapMs` ago, otherwise after
 * waiting out the rest of the gap, so a rotation right after a fetch is never a 401 (which would
 * sign the user out). Requests waiting meanwhile share that one refetch. A key id still unknown
 * after it is a forgery or a stale token: jose's "no matching key", a 401.
 */
export function remoteIssuerKeys(endpoints: () => Promise<ProviderEndpoints>, options: KeyRefreshOptions = {}): JWTVerifyGetKey {
  const { unknownKeyGapMs = 5_000, maxAgeMs = 10 * 60_000, now = Date.now } = options;
  let keys: JWTVerifyGetKey | undefined;
  let fetchedAt = -Infinity;
  let lastUnknownKeyFetch = -Infinity;
  let loading: Promise<JWTVerifyGetKey> | undefined;
  let unknownKeyFetch: Promise<JWTVerifyGetKey> | undefined;

  const load = () =>
    (loading ??= (async () => {
      const set = await fetchKeySet((await endpoints()).jwksUri);
      keys = createLocalJWKSet(set);
      fetchedAt = now();
      return keys;
    })().finally(() => {
      loading = undefined;
    }));

  const refetchForUnknownKey = () =>
    (unknownKeyFetch ??= (async () => {
      const wait = lastUnknownKeyFetch + unknownKeyGapMs - now();
      if (wait > 0) await sleep(wait);
      lastUnknownKeyFetch = now();
      return load();
    })().finally(() => {
      unknownKeyFetch = undefined;
    }));

  return async (header, token) => {
    const current = keys && now() - fetchedAt <= maxAgeMs ? keys : await load();
    try {
      return await current(header, token);
    } catch (error) {
      if (!(error instanceof errors.JWKSNoMatchingKey)) throw error;
      return (await refetchForUnknownKey())(header, token);
    }
  };
}
