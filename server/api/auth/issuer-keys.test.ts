import { createServer } from 'node:http';
import { once } from 'node:events';
import { errors, exportJWK, generateKeyPair, jwtVerify, SignJWT, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { remoteIssuerKeys } from './issuer-keys';

/** A provider's key set on a loopback port, whose keys the scenario rotates; it counts the fetches. */
async function keySetServer() {
  const published: JWK[] = [];
  let fetches = 0;
  const server = createServer((_req, res) => {
    fetches += 1;
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ keys: published }));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  const jwksUri = new URL(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/jwks`);
  /** A new key, published; returns a signer with it. */
  const sign = (kid: string, privateKey: CryptoKey) =>
    new SignJWT({}).setProtectedHeader({ alg: 'RS256', kid }).setIssuer('http://partner.test').setExpirationTime('5m').sign(privateKey);
  /** A key pair, not yet published. */
  async function keyPair(kid: string) {
    const { privateKey, publicKey } = await generateKeyPair('RS256');
    const jwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
    return { publish: () => published.push(jwk), sign: () => sign(kid, privateKey) };
  }
  async function newKey(kid: string) {
    const pair = await keyPair(kid);
    pair.publish();
    return pair.sign;
  }
  const unpublished = generateKeyPair('RS256');
  /** A token under a key id the provider never published. */
  const forge = async (kid: string) => sign(kid, (await unpublished).privateKey);
  return { endpoints: async () => ({ jwksUri }), keyPair, newKey, forge, fetches: () => fetches, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe("a provider's signing keys, rotated while the API runs", () => {
  let provider: Awaited<ReturnType<typeof keySetServer>>;
  beforeAll(async () => {
    provider = await keySetServer();
  });
  afterAll(() => provider.stop());

  it('accepts a token of a key published right after the set was fetched, and of another one right after that', async () => {
    const keys = remoteIssuerKeys(provider.endpoints, { unknownKeyGapMs: 1_500 });
    const [second, third] = await Promise.all([provider.keyPair('second'), provider.keyPair('third')]);
    const first = await provider.newKey('first');
    await jwtVerify(await first(), keys);
    const before = provider.fetches();
    // Rotated at once: no 30 s of refusals because the set was fetched a moment ago.
    second.publish();
    await jwtVerify(await second.sign(), keys);
    // Rotated again within the gap: the check waits out the rest of it, then fetches again.
    third.publish();
    await jwtVerify(await third.sign(), keys);
    expect(provider.fetches() - before).toBe(2);
    await jwtVerify(await first(), keys);
    expect(provider.fetches() - before).toBe(2);
  });

  it('refuses a key it was never shown, and made-up key ids cost the provider one fetch per gap', async () => {
    const keys = remoteIssuerKeys(provider.endpoints, { unknownKeyGapMs: 300 });
    await jwtVerify(await (await provider.newKey('known'))(), keys);
    const before = provider.fetches();
    const forgeries = await Promise.all(Array.from({ length: 20 }, (_, index) => provider.forge(`made-up-${index}`)));
    const outcomes = await Promise.allSettled(forgeries.map((token) => jwtVerify(token, keys)));
    expect(outcomes.every((outcome) => outcome.status === 'rejected' && outcome.reason instanceof errors.JWKSNoMatchingKey)).toBe(true);
    expect(provider.fetches() - before).toBe(1);
  });

  it('fetches a set older than its maximum age again, so a retired key leaves it', async () => {
    let clock = 0;
    const keys = remoteIssuerKeys(provider.endpoints, { maxAgeMs: 1_000, now: () => clock });
    const signer = await provider.newKey('aged');
    await jwtVerify(await signer(), keys);
    const before = provider.fetches();
    clock += 999;
    await jwtVerify(await signer(), keys);
    expect(provider.fetches()).toBe(before);
    clock += 2;
    await jwtVerify(await signer(), keys);
    expect(provider.fetches()).toBe(before + 1);
  });
});
