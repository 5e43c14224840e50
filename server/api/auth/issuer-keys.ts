import { createRemoteJWKSet, type JWTVerifyGetKey } from 'jose';

async function discoverJwksUri(issuer: string): Promise<URL> {
  const response = await fetch(`${issuer}/.well-known/openid-configuration`, { signal: AbortSignal.timeout(5_000) });
  if (!response.ok) throw new Error(`discovery of ${issuer} answered ${response.status}`);
  const discovery = (await response.json()) as { issuer?: unknown; jwks_uri?: unknown };
  if (discovery.issuer !== issuer || typeof discovery.jwks_uri !== 'string') {
    throw new Error(`discovery of ${issuer} does not describe that issuer`);
  }
  return new URL(discovery.jwks_uri);
}

/**
 * The issuer's signing keys, found through its discovery document on first use (so the API
 * may start before the provider does) and then cached and refreshed by jose's remote key set.
 * A failed discovery is retried on the next request.
 */
export function remoteIssuerKeys(issuer: string, { cooldownMs = 30_000 }: { cooldownMs?: number } = {}): JWTVerifyGetKey {
  let keys: JWTVerifyGetKey | undefined;
  return async (header, token) => {
    // A token signed with a key not yet in the set fetches the set again (a rotation), at most once per cooldown.
    keys ??= createRemoteJWKSet(await discoverJwksUri(issuer), { cooldownDuration: cooldownMs });
    return keys(header, token);
  };
}
