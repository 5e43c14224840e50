import type { ServerResponse } from 'node:http';

/** Any base: only the path of a request's address is read, never its host. */
const anyBase = 'http://request.invalid';

/**
 * The path of a request's address, still percent-encoded, or null when the address is
 * malformed: not a path (`//x` and `/\x` name a host where the path belongs, as a URL parser
 * reads them; `*`; anything else) or a percent escape that does not decode to UTF-8 (`/%`,
 * `/%ff`). Whoever then decodes the path cannot fail. An absolute address (`GET http://…`),
 * which HTTP/1.1 servers must accept, gives its path.
 */
export function requestPath(target: string | undefined): string | null {
  const address = target ?? '/';
  const originForm = address.startsWith('/') && !/^[/\\]{2}/.test(address);
  const absoluteForm = /^https?:\/\//i.test(address);
  if (!originForm && !absoluteForm) return null;
  try {
    const { pathname } = new URL(address, anyBase);
    decodeURIComponent(pathname);
    return pathname;
  } catch {
    return null;
  }
}

export const malformedAddressText = 'This address is malformed: its path must start with one "/" and its % escapes must be valid UTF-8.';

/** The 400 a server without an error format of its own answers to a malformed address. */
export function refuseMalformedAddress(res: ServerResponse, headers: Record<string, string> = {}) {
  const body = `${malformedAddressText}\n`;
  res.writeHead(400, {
    ...headers,
    'content-type': 'text/plain; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });
  res.end(body);
}
