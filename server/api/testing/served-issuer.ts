import { writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { localGroups } from '../../idp/accounts';
import { apiAudience } from '../../idp/clients';
import { localRuntimeConfig } from '../../local-config';
import { startPorts } from '../../ports';

/**
 * A token issuer on a loopback port that serves its discovery document and keys, as a real
 * provider does: for API processes a test starts, which find its keys through OIDC_ISSUERS.
 */
export async function startServedIssuer(clientId = 'studio-test') {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'served-key', alg: 'RS256', use: 'sig' };
  let issuer = '';
  const server: Server = createServer((req, res) => {
    const body =
      req.url === '/.well-known/openid-configuration' ? { issuer, jwks_uri: `${issuer}/jwks` } : req.url === '/jwks' ? { keys: [jwk] } : undefined;
    res.writeHead(body ? 200 : 404, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body ?? {}));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  issuer = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  /** A bearer header for `subject` in the chat group, valid for five minutes. */
  async function bearer(subject: string) {
    const now = Math.floor(Date.now() / 1000);
    const token = await new SignJWT({ name: subject, groupMembership: [localGroups.chat] })
      .setProtectedHeader({ alg: 'RS256', kid: jwk.kid, typ: 'at+jwt' })
      .setIssuer(issuer)
      .setSubject(subject)
      .setAudience(apiAudience)
      .setIssuedAt(now)
      .setExpirationTime(now + 300)
      .sign(privateKey);
    return { authorization: `Bearer ${token}` };
  }

  return {
    issuer,
    clientId,
    /** Its entry in OIDC_ISSUERS, for `tenant`. */
    setting: (tenant: 'corporate' | 'trial') => ({ issuer, clientId, audience: apiAudience, tenant }),
    bearer,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type ServedIssuer = Awaited<ReturnType<typeof startServedIssuer>>;

/**
 * OIDC_ISSUERS and a STUDIO_CONFIG file (written to `dir`) that agree: the local configuration with
 * `corporate` as every internal origin's provider and `trial` as the trial origin's.
 */
export function servedIdentityEnv(corporate: ServedIssuer, trial: ServedIssuer, dir: string) {
  const config = localRuntimeConfig(startPorts);
  for (const [key, origin] of Object.entries(config.origins)) {
    const { issuer, clientId } = key === 'trial' ? trial : corporate;
    origin.identityProvider = { ...origin.identityProvider, authority: issuer, clientId };
  }
  const path = join(dir, 'config.json');
  writeFileSync(path, JSON.stringify(config));
  return { OIDC_ISSUERS: JSON.stringify([corporate.setting('corporate'), trial.setting('trial')]), STUDIO_CONFIG: path };
}
