import { OAuth2Server } from 'oauth2-mock-server';

export interface PartnerTokenOptions {
  subject?: string;
  /** Put where this provider puts them: `realm_access.roles`. */
  roles?: readonly string[];
  audience?: string | string[];
  azp?: string;
  now: Date;
  expiresIn?: number;
  /** Sign with this key (a rotation's new one); the newest otherwise. */
  kid?: string;
  extraClaims?: Record<string, unknown>;
}

/**
 * A second OpenID provider the studio did not write (oauth2-mock-server): its own discovery
 * document and JWKS on a loopback port, its own key handling, groups as Keycloak puts them
 * (`realm_access.roles`). Tokens are minted directly, at the scenario's clock.
 */
export async function startSecondProvider(port: number) {
  const server = new OAuth2Server();
  let newest = (await server.issuer.keys.generate('RS256')).kid;
  await server.start(port, 'localhost');
  const issuer = server.issuer.url!;

  async function token({ subject = 'pat', roles = [], audience = 'api://studio', azp, now, expiresIn = 300, kid = newest, extraClaims = {} }: PartnerTokenOptions) {
    const seconds = Math.floor(now.getTime() / 1000);
    return server.issuer.buildToken({
      kid,
      expiresIn,
      scopesOrTransform: (_header, payload) => {
        Object.assign(payload, { sub: subject, aud: audience, iat: seconds, nbf: seconds, exp: seconds + expiresIn, name: 'Pat Partner', realm_access: { roles: [...roles] }, ...extraClaims });
        if (azp) payload.azp = azp;
      },
    });
  }

  return {
    issuer,
    token,
    /** A new signing key, published in the JWKS and used from now on; returns the old key's id. */
    rotateKeys: async () => {
      const old = newest;
      newest = (await server.issuer.keys.generate('RS256')).kid;
      return old;
    },
    stop: () => server.stop(),
  };
}
