import type { IncomingMessage } from 'node:http';
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
  /** What its user-info endpoint answers for this token (besides `sub`); it refuses tokens without one. */
  userInfo?: Record<string, unknown>;
}

/**
 * A second OpenID provider the studio did not write (oauth2-mock-server): its own discovery
 * document and JWKS on a loopback port, its own key handling, groups as Keycloak puts them
 * (`realm_access.roles`). Tokens are minted directly, at the scenario's clock. Its user-info
 * endpoint answers only for tokens the scenario gave an answer to (port 0: any free port).
 */
export async function startSecondProvider(port: number) {
  const server = new OAuth2Server();
  let newest = (await server.issuer.keys.generate('RS256')).kid;
  const userInfo = new Map<string, Record<string, unknown>>();
  let userInfoQuestions = 0;
  server.service.on('beforeUserinfo', (response: { body: unknown; statusCode: number }, req: IncomingMessage) => {
    userInfoQuestions += 1;
    const bearer = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1];
    const answer = bearer ? userInfo.get(bearer) : undefined;
    response.statusCode = answer ? 200 : 401;
    response.body = answer ?? { error: 'invalid_token' };
  });
  await server.start(port, 'localhost');
  const issuer = server.issuer.url!;

  async function token(options: PartnerTokenOptions) {
    const minted = await signed(options);
    if (options.userInfo) userInfo.set(minted, { sub: options.subject ?? 'pat', ...options.userInfo });
    return minted;
  }

  async function signed({ subject = 'pat', roles = [], audience = 'api://studio', azp, now, expiresIn = 300, kid = newest, extraClaims = {} }: PartnerTokenOptions) {
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
    /** The provider revokes the token: its user-info refuses it from now on. */
    revoke: (minted: string) => userInfo.delete(minted),
    userInfoQuestions: () => userInfoQuestions,
    /** A new signing key, published in the JWKS and used from now on; returns the old key's id. */
    rotateKeys: async () => {
      const old = newest;
      newest = (await server.issuer.keys.generate('RS256')).kid;
      return old;
    },
    stop: () => server.stop(),
  };
}
