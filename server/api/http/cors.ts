import type { IncomingMessage, ServerResponse } from 'node:http';

// x-studio-tool: the tool a shared call (upload, summarisation) is made for, which the ledger books.
const allowedHeaders = ['authorization', 'content-type', 'x-studio-tool'];

/**
 * CORS for the studio's own origins only. Other origins get no CORS headers at all, so a
 * browser on a foreign page cannot read answers. Bearer tokens, not cookies: no credentials.
 * Returns true when the request was a preflight and has been answered.
 */
export function applyCors(req: IncomingMessage, res: ServerResponse, allowedOrigins: readonly string[]): boolean {
  res.setHeader('vary', 'Origin');
  const origin = req.headers.origin;
  const allowed = origin !== undefined && allowedOrigins.includes(origin);
  if (allowed) {
    res.setHeader('access-control-allow-origin', origin);
    // The audit answer's budget warning and ledger id ride in headers: the studio must be able to read them.
    res.setHeader('access-control-expose-headers', 'Retry-After, X-Studio-Instance, Studio-Budget-Warning, Studio-Ledger-Id');
  }
  const preflight = req.method === 'OPTIONS' && req.headers['access-control-request-method'] !== undefined;
  if (!preflight) return false;
  if (allowed) {
    res.setHeader('access-control-allow-methods', 'GET, POST, PUT, DELETE, OPTIONS');
    res.setHeader('access-control-allow-headers', allowedHeaders.join(', '));
    res.setHeader('access-control-max-age', '600');
  }
  res.writeHead(204);
  res.end();
  return true;
}
