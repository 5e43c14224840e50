import { readFileSync } from 'node:fs';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';
import { buildRecordsPlugin } from './scripts/build/build-records-plugin.ts';
import { inspectorPlugin } from './scripts/build/inspector-plugin.ts';
import { loadedDepsPlugin } from './scripts/build/loaded-deps-plugin.ts';
import { precompressPlugin } from './scripts/build/precompress-plugin.ts';
import { startupPreloadPlugin } from './scripts/build/startup-preload-plugin.ts';
import { startUpCode } from './scripts/first-load/first-load.ts';
import { configFileName } from './src/config/config-file.ts';
import { startupTextModules, startupTextsChunk, startupTextsChunkOf } from './src/i18n/startup-texts.ts';
import { defaultLocale, localeStorageKey, supportedLocales } from './store/locale.slice.ts';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

export default defineConfig({
  // React Aria ships its widgets' strings for 34 languages; the studio speaks two (platform.md §7).
  plugins: [
    optimizeLocales.vite({ locales: ['en-US', 'de-DE'] }),
    react(),
    inspectorPlugin(),
    startupPreloadPlugin({
      configFile: configFileName,
      code: startUpCode,
      texts: startupTextModules,
      locales: supportedLocales,
      defaultLocale,
      localeStorageKey,
    }),
    loadedDepsPlugin(),
    buildRecordsPlugin(),
    precompressPlugin(),
  ],
  define: { __APP_VERSION__: JSON.stringify(version) },
  server: { allowedHosts: ['.localhost'] },
  // The manifest (for the first-load budget, scripts/check-first-load.ts) and the source maps (for
  // error reports) are the build's records: buildRecordsPlugin moves them out of dist/ into
  // dist-records/, so nothing that publishes dist/ publishes them. Hidden maps: no script names one.
  build: {
    sourcemap: 'hidden',
    manifest: true,
    rolldownOptions: {
      output: {
        // Shared chunks by their hash alone: their names were sent again in every chunk that
        // imports them and in every preload list (2 KiB gzip on the chat's way to its first
        // answer). A dynamic import's own chunk and the start-up texts' keep their names, for the
        // network panel and for tests that pick one out; the manifest names them all
        // (scripts/check-first-load.ts).
        chunkFileNames: (chunk) =>
          chunk.isDynamicEntry || supportedLocales.map(startupTextsChunk).includes(chunk.name) ? 'assets/[name]-[hash].js' : 'assets/[hash].js',
        // Each locale's start-up texts in one chunk: five tiny requests were five waits on a slow
        // network at every start.
        codeSplitting: { groups: [{ name: startupTextsChunkOf(supportedLocales), debugName: 'startup-texts' }] },
      },
    },
  },
  test: {
    // A cap against hangs, not a timing: the default 5 s was hit by heavy scenarios (2,000 chats,
    // 50 MB) on a busy two-core machine.
    testTimeout: 20_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['{src,test/unit}/**/*.test.{ts,tsx}'],
          setupFiles: ['test/unit/setup.ts'],
        },
      },
      {
        // Machines, slices, domain rules and contracts are pure: run without a DOM, which keeps
        // them so (and skips jsdom's start-up for each of these files).
        extends: true,
        test: {
          name: 'logic',
          environment: 'node',
          include: ['{machines,store,domain,contracts}/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['{server,scripts}/**/*.test.ts'],
          // Scenarios that stop and start a PostgreSQL server of their own run with the API suite
          // on PostgreSQL (TEST_DATABASE_URL set: CI, scripts/test-all.ts), where PostgreSQL is installed.
          exclude: process.env.TEST_DATABASE_URL ? configDefaults.exclude : [...configDefaults.exclude, '**/*.postgres.test.ts'],
        },
      },
    ],
  },
});
