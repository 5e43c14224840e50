import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

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
}

/**
 * Serves the production build as a single-page app: files as they are, any other path gets
 * index.html. Hashed assets are cached for good; index.html and config.json never.
 */
export function staticAppHandler({ root, configJson }: StaticAppOptions) {
  const rootDir = normalize(root);
  return async (req: IncomingMessage, res: ServerResponse) => {
    const { pathname } = new URL(req.url ?? '/', 'http://app.invalid');
    if (configJson !== undefined && pathname === '/config.json') {
      res.writeHead(200, { 'content-type': contentTypes['.json']!, 'cache-control': 'no-store' });
      res.end(configJson);
      return;
    }
    const candidate = normalize(join(rootDir, decodeURIComponent(pathname)));
    const insideRoot = candidate === rootDir || candidate.startsWith(rootDir + sep);
    const file = insideRoot && (await isFile(candidate)) ? candidate : join(rootDir, 'index.html');
    const immutable = file.includes(`${sep}assets${sep}`);
    res.writeHead(200, {
      'content-type': contentTypes[extname(file)] ?? 'application/octet-stream',
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-store',
    });
    createReadStream(file).pipe(res);
  };
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}
