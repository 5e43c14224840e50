type Claims = Record<string, unknown>;

// A provider that never answers must not hold sign-in: as long as the API waits for the same answer (server/api/auth/user-info.ts).
const userInfoTimeoutMs = 5_000;

const discovered = new Map<string, Promise<string>>();

async function userInfoEndpoint(authority: string): Promise<string> {
  const response = await fetch(`${authority.replace(/\/+$/, '')}/.well-known/openid-configuration`, { signal: AbortSignal.timeout(userInfoTimeoutMs) });
  if (!response.ok) throw new Error(`the provider's discovery answered ${response.status}`);
  const { userinfo_endpoint: endpoint } = (await response.json()) as { userinfo_endpoint?: unknown };
  if (typeof endpoint !== 'string') throw new Error('the provider names no user-info endpoint');
  return endpoint;
}

/**
 * The provider's user-info answer for the access token, for a provider that keeps the groups
 * there (config.json's `groupsFrom: "userInfo"`): the same question the API asks with the same
 * token, so both read the same groups. Asked at sign-in, on a page's start and after each
 * renewal; never stored. An answer about another subject is refused (OpenID Connect Core §5.3.2).
 */
export function userInfoOf(authority: string) {
  return async (accessToken: string, subject: string): Promise<Claims> => {
    let endpoint = discovered.get(authority);
    if (!endpoint) {
      endpoint = userInfoEndpoint(authority);
      discovered.set(authority, endpoint);
      endpoint.catch(() => discovered.delete(authority));
    }
    const response = await fetch(await endpoint, { headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' }, signal: AbortSignal.timeout(userInfoTimeoutMs) });
    if (!response.ok) throw new Error(`the provider's user-info answered ${response.status}`);
    const claims = (await response.json()) as unknown;
    if (typeof claims !== 'object' || claims === null || Array.isArray(claims)) throw new Error("the provider's user-info is not a JSON object");
    if ((claims as Claims).sub !== subject) throw new Error("the provider's user-info is about another user");
    return claims as Claims;
  };
}

export type UserInfoOf = ReturnType<typeof userInfoOf>;
