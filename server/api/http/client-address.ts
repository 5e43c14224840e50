import type { IncomingMessage } from 'node:http';

/**
 * The client's address, believing X-Forwarded-For only as far as `trustedProxies` proxies put
 * it there: each appends the address it heard from, so the entry that many places from the end
 * (the peer counting as the last) is the one the outermost trusted proxy saw. Entries further
 * left are the client's own say and never believed. With 0, the peer's address.
 */
export function clientAddress(req: IncomingMessage, trustedProxies: number): string {
  const peer = req.socket.remoteAddress ?? 'unknown';
  if (trustedProxies <= 0) return peer;
  const forwarded = [req.headers['x-forwarded-for'] ?? []].flat().flatMap((value) => value.split(',')).map((entry) => entry.trim()).filter(Boolean);
  const chain = [...forwarded, peer];
  return chain[Math.max(0, chain.length - 1 - trustedProxies)]!;
}
