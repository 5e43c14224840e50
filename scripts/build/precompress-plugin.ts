import { resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { precompressDirectory } from '../../server/compression.ts';

/** `vite build` also writes brotli and gzip copies of the build's text files (server/static-app.ts serves them). */
export function precompressPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'studio-precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      await precompressDirectory(resolve(config.root, config.build.outDir));
    },
  };
}
