import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { staticAppHandler } from '../../server/static-app';

/** Builds the bench page for production into a temporary folder and serves it on loopback. */
export async function serveBenchPage(): Promise<{ url: string; close: () => Promise<void> }> {
  const outDir = await mkdtemp(join(tmpdir(), 'studio-bench-'));
  await build({ configFile: fileURLToPath(new URL('./bench.vite.config.ts', import.meta.url)), build: { outDir } });
  const server = createServer(staticAppHandler({ root: outDir }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    async close() {
      await new Promise((resolve) => {
        server.close(resolve);
        server.closeAllConnections();
      });
      await rm(outDir, { recursive: true, force: true });
    },
  };
}
