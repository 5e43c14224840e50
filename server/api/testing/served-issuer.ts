import { createServer, type Server } from 'node:http';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { localGroups } from '../../idp/accounts';
import { apiAudience } from '../../idp/clients';

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
    /** The OIDC_ISSUERS value that trusts it. */
    setting: JSON.stringify([{ issuer, clientId }]),
    bearer,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
