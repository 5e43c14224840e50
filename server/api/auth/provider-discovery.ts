/** What the API needs from a provider's discovery document. */
export interface ProviderEndpoints {
  jwksUri: URL;
  /** Where the provider answers with the user's claims for an access token, when it has such an endpoint. */
  userInfoEndpoint?: URL;
}

async function discover(issuer: string): Promise<ProviderEndpoints> {
  const response = await fetch(`${issuer}/.well-known/openid-configuration`, { signal: AbortSignal.timeout(5_000) });
  if (!response.ok) throw new Error(`discovery of ${issuer} answered ${response.status}`);
  const discovery = (await response.json()) as { issuer?: unknown; jwks_uri?: unknown; userinfo_endpoint?: unknown };
  if (discovery.issuer !== issuer || typeof discovery.jwks_uri !== 'string') {
    throw new Error(`discovery of ${issuer} does not describe that issuer`);
  }
  return {
    jwksUri: new URL(discovery.jwks_uri),
    ...(typeof discovery.userinfo_endpoint === 'string' ? { userInfoEndpoint: new URL(discovery.userinfo_endpoint) } : {}),
  };
}

/**
 * The issuer's discovery document, fetched on first use (so the API may start before the
 * provider does) and kept; a failed discovery is tried again on the next request.
 */
export function providerDiscovery(issuer: string): () => Promise<ProviderEndpoints> {
  let found: Promise<ProviderEndpoints> | undefined;
  return () => {
    found ??= discover(issuer).catch((error: unknown) => {
      found = undefined;
      throw error;
    });
    return found;
  };
}
