import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { createServer, request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { negotiateEncoding, precompressDirectory } from './compression';
import { staticAppHandler } from './static-app';

const script = `export const answer = ${JSON.stringify('x'.repeat(20_000))};\n`;

describe('the production static server', () => {
  let dir: string;
  let server: Server;
  let base: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'studio-static-'));
    await mkdir(join(dir, 'assets'));
    await writeFile(join(dir, 'index.html'), `<!doctype html><title>Studio</title>${'<!-- padding -->'.repeat(100)}`);
    await writeFile(join(dir, 'assets', 'index-abc123.js'), script);
    await writeFile(join(dir, 'favicon.png'), Buffer.alloc(4096, 7));
    await mkdir(join(dir, '.vite'));
    await writeFile(join(dir, '.vite', 'manifest.json'), '{"index.html":{"file":"assets/index-abc123.js"}}');
    // The build's own config.json, precompressed with the rest: the served one must win.
    await writeFile(join(dir, 'config.json'), JSON.stringify({ fromTheBuild: 'z'.repeat(5000) }));
    await precompressDirectory(dir);
    server = createServer(staticAppHandler({ root: dir, configJson: JSON.stringify({ big: 'y'.repeat(5000) }), headers: { 'x-content-type-options': 'nosniff' } }));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await rm(dir, { recursive: true, force: true });
  });

  // node:http, not fetch: fetch would undo the compression under test.
  const get = (path: string, acceptEncoding = '') =>
    new Promise<{ response: { status: number; headers: Headers }; body: Buffer }>((resolve, reject) => {
      request(`${base}${path}`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(res.headers)) if (typeof value === 'string') headers.set(name, value);
          resolve({ response: { status: res.statusCode ?? 0, headers }, body: Buffer.concat(chunks) });
        });
      })
        .on('error', reject)
        .end();
    });

  it('sends brotli to a browser that accepts it, the build’s copy, and it unpacks to the file', async () => {
    const { response, body } = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(body.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(body).toString()).toBe(script);
  });

  it('sends gzip where brotli is not accepted, and the file as it is where nothing is', async () => {
    const gzipped = await get('/assets/index-abc123.js', 'gzip');
    expect(gzipped.response.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(gzipped.body).toString()).toBe(script);
    const plain = await get('/assets/index-abc123.js', 'identity');
    expect(plain.response.headers.get('content-encoding')).toBeNull();
    expect(plain.body.toString()).toBe(script);
  });

  it('hashed assets are cached for good; index.html and config.json never', async () => {
    expect((await get('/assets/index-abc123.js')).response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get('/')).response.headers.get('cache-control')).toBe('no-store');
    expect((await get('/chat/some-route')).response.headers.get('cache-control')).toBe('no-store');
    expect((await get('/config.json', 'br')).response.headers.get('cache-control')).toBe('no-store');
  });

  it('config.json and the app’s routes are compressed too; images are not', async () => {
    const config = await get('/config.json', 'br');
    expect(config.response.headers.get('content-encoding')).toBe('br');
    expect(JSON.parse(brotliDecompressSync(config.body).toString())).toEqual({ big: 'y'.repeat(5000) });
    const route = await get('/vision-studio', 'gzip');
    expect(route.response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(gunzipSync(route.body).toString()).toContain('<title>Studio</title>');
    const image = await get('/favicon.png', 'br');
    expect(image.response.headers.get('content-encoding')).toBeNull();
  });

  it('every answer carries the security headers', async () => {
    for (const path of ['/', '/assets/index-abc123.js', '/config.json']) {
      expect((await get(path, 'br')).response.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('nothing outside the build is served', async () => {
    const { body } = await get('/../../etc/passwd');
    expect(body.toString()).toContain('<title>Studio</title>');
  });

  // node:http sends `%2e` as it is; the server decodes it to the dot it stands for.
  it.each(['/.vite/manifest.json', '/%2evite/manifest.json', '/%2Evite/manifest.json', '/assets%2f..%2f.vite/manifest.json'])(
    "the build's own records in dot folders are not served: %s gets the studio's page",
    async (path) => {
      const { body } = await get(path);
      expect(body.toString()).toContain('<title>Studio</title>');
    },
  );

  it('a malformed address gets a 400, with the security headers', async () => {
    const { response, body } = await get('/%');
    expect(response.status).toBe(400);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(body.toString()).toContain('malformed');
  });
});

describe('choosing the encoding', () => {
  it('prefers brotli, honours q=0, and takes * for either', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('identity')).toBeNull();
    expect(negotiateEncoding(undefined)).toBeNull();
  });

});

describe('a build that cannot be read', () => {
  it('gets a 500 for that answer, and the server stays up', async () => {
    const empty = await mkdtemp(join(tmpdir(), 'studio-static-empty-'));
    const server = createServer(staticAppHandler({ root: empty }));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      expect((await fetch(`${base}/`)).status).toBe(500);
      expect((await fetch(`${base}/chat`)).status).toBe(500);
    } finally {
      await new Promise((resolve) => server.close(resolve));
      await rm(empty, { recursive: true, force: true });
    }
  });
});
