import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { encodedSuffix, isCompressible, minimumCompressedBytes, negotiateEncoding, type Encoding } from './compression';
import { refuseMalformedAddress, requestPath } from './request-address';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.map': 'application/json; charset=utf-8',
  '.woff2': 'font/woff2',
};

export interface StaticAppOptions {
  /** The production build (dist/). */
  root: string;
  /** Served as /config.json instead of the file in the build, when given. */
  configJson?: string;
  /** Added to every answer (the security headers of server/security-headers.ts). */
  headers?: Record<string, string>;
}

// On the fly (what the build did not compress, such as config.json): quick settings, kept.
const quickly: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) => promisify(brotliCompress)(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (body) => promisify(gzip)(body, { level: 6 }),
};

/**
 * Serves the production build as a single-page app: files as they are, any other path gets
 * index.html. Text goes out brotli- or gzip-compressed as the browser accepts (the build's
 * precompressed copies, else compressed here once and kept). Hashed assets are cached for
 * good; index.html and config.json never.
 */
export function staticAppHandler({ root, configJson, headers = {} }: StaticAppOptions) {
  const rootDir = normalize(root);
  const prepared = new Map<string, Promise<{ body: Buffer; encoding: Encoding | null }>>();

  /** The answer's body in the encoding asked for; compressed ones are kept (the key names the file's version). */
  function body(file: string | null, encoding: Encoding | null, key: string, read: () => Promise<Buffer>) {
    const cacheKey = `${encoding ?? 'identity'}:${key}`;
    let ready = prepared.get(cacheKey);
    if (!ready) {
      ready = (async () => {
        const plain = await read();
        if (!encoding || plain.length < minimumCompressedBytes) return { body: plain, encoding: null };
        // The build's precompressed copy when the answer is that file; what is made here otherwise.
        const encoded = file ? await readFile(file + encodedSuffix[encoding]).catch(() => quickly[encoding](plain)) : await quickly[encoding](plain);
        return { body: encoded, encoding };
      })();
      // Only compressed answers are kept: plain files are read as they are now.
      if (encoding) prepared.set(cacheKey, ready);
      ready.catch(() => prepared.delete(cacheKey));
    }
    return ready;
  }

  async function answer(req: IncomingMessage, res: ServerResponse, pathname: string) {
    const wanted = negotiateEncoding(req.headers['accept-encoding']);
    let file: string;
    let sent: { body: Buffer; encoding: Encoding | null };
    let cacheControl = 'no-store';
    if (configJson !== undefined && pathname === '/config.json') {
      file = join(rootDir, 'config.json');
      sent = await body(null, wanted, `config:${configJson}`, async () => Buffer.from(configJson));
    } else {
      const decoded = decodeURIComponent(pathname);
      const candidate = normalize(join(rootDir, decoded));
      const insideRoot = candidate === rootDir || candidate.startsWith(rootDir + sep);
      // Dot files and folders are no part of the site; decoded, or `%2e` would pass for a letter.
      const hidden = decoded.split(/[/\\]/).some((segment) => segment.startsWith('.'));
      const found = insideRoot && !hidden ? await fileStats(candidate) : null;
      file = found ? candidate : join(rootDir, 'index.html');
      const stats = found ?? (await fileStats(file));
      if (file.includes(`${sep}assets${sep}`)) cacheControl = 'public, max-age=31536000, immutable';
      const encoding = isCompressible(file) ? wanted : null;
      sent = await body(file, encoding, `${file}:${stats?.mtimeMs}:${stats?.size}`, () => readFile(file));
    }
    res.writeHead(200, {
      ...headers,
      'content-type': contentTypes[extname(file)] ?? 'application/octet-stream',
      'cache-control': cacheControl,
      'content-length': String(sent.body.length),
      ...(isCompressible(file) ? { vary: 'Accept-Encoding' } : {}),
      ...(sent.encoding ? { 'content-encoding': sent.encoding } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : sent.body);
  }

  return (req: IncomingMessage, res: ServerResponse) => {
    const pathname = requestPath(req.url);
    if (pathname === null) {
      refuseMalformedAddress(res, headers);
      return;
    }
    answer(req, res, pathname).catch((error: unknown) => {
      // A file that cannot be read (a build replaced meanwhile): this answer fails, the server stays.
      console.error('[app] request failed:', error);
      if (res.headersSent) res.destroy();
      else res.writeHead(500, { ...headers, 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }).end('The server could not read this file.\n');
    });
  };
}

async function fileStats(path: string) {
  try {
    const stats = await stat(path);
    return stats.isFile() ? stats : null;
  } catch {
    return null;
  }
}
