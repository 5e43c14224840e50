import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = 'br' | 'gzip';

/** Text worth compressing; images other than SVG are compressed already. */
const compressibleExtensions = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt', '.md']);
/** Below this, the encoding's own overhead eats the gain. */
export const minimumCompressedBytes = 1024;

export const isCompressible = (path: string) => compressibleExtensions.has(extname(path));

/** The client's preferred encoding of ours: brotli, else gzip, else none (q=0 refuses one). */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const quality = (name: string) => accepted.get(name) ?? (accepted.has('*') ? accepted.get('*')! : 0);
  if (quality('br') > 0) return 'br';
  if (quality('gzip') > 0) return 'gzip';
  return null;
}

/** Strongest settings: for files compressed once (at build time) and served many times. */
export function compress(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipAsync(body, { level: 9 });
}

export const encodedSuffix: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/**
 * Writes `file.br` and `file.gz` beside every compressible file of a build, as a real web server
 * serves them (nginx `brotli_static` / `gzip_static`); the studio's server does the same.
 */
export async function precompressDirectory(dir: string): Promise<number> {
  let written = 0;
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  await Promise.all(
    entries
      // Source maps are fetched by developer tools only: compressed on request if ever.
      .filter((entry) => entry.isFile() && isCompressible(entry.name) && !entry.name.endsWith('.map'))
      .map(async (entry) => {
        const path = join(entry.parentPath, entry.name);
        if ((await stat(path)).size < minimumCompressedBytes) return;
        const body = await readFile(path);
        for (const encoding of ['br', 'gzip'] as const) {
          await writeFile(path + encodedSuffix[encoding], await compress(body, encoding));
          written += 1;
        }
      }),
  );
  return written;
}
