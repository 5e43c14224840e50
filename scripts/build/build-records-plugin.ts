import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Where a build's own records go: beside its folder, never in it (`dist/` → `dist-records/`),
 * so no web server that publishes the build can publish them.
 */
export const buildRecordsDir = (outDir: string) => `${resolve(outDir)}-records`;

/** The build's records, not the site: source maps and Vite's `.vite/` folder (its manifest). */
const isRecord = (path: string) => path.endsWith('.map') || path.split(sep)[0] === '.vite';

/**
 * After `vite build` has written its files, moves the records out of the build into
 * `buildRecordsDir`, in the same layout (`assets/x.js.map`, `.vite/manifest.json`): the
 * first-load budget reads them there, and source maps stay at hand for error reports.
 */
export function buildRecordsPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'studio-build-records',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const records = buildRecordsDir(outDir);
        // A fresh build's records only, as the build's own folder is emptied before it.
        await rm(records, { recursive: true, force: true });
        const files = (await readdir(outDir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
        for (const file of files) {
          const path = relative(outDir, join(file.parentPath, file.name));
          if (!isRecord(path)) continue;
          await mkdir(dirname(join(records, path)), { recursive: true });
          await rename(join(outDir, path), join(records, path));
        }
        await rm(join(outDir, '.vite'), { recursive: true, force: true });
      },
    },
  };
}
