import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildRecordsDir } from '../../build/build-records-plugin';
import { firstLoad, type Manifest } from '../../first-load/first-load';
import type { ScriptTransfer } from './script-transfers';

/** One script the browser fetched on the way to the first answer, with its gzip size. */
export interface FirstAnswerScript extends ScriptTransfer {
  /** gzip -9 of the file: what the studio's server sends a browser that takes gzip and not brotli. */
  gzipBytes: number;
  /** The chunk's name from the build's manifest (shared chunks' files are named by their hash alone). */
  name?: string;
}

/** The studio's scripts a cold browser fetched from navigation to the first answer's finished render. */
export interface FirstAnswerBytes {
  scripts: FirstAnswerScript[];
  gzipBytes: number;
  /** What went over the wire (brotli: Chromium takes it). */
  encodedBytes: number;
  /** `npm run budget`'s figure for the same build, from its manifest (scripts/first-load/first-load.ts). */
  budgetGzipBytes: number;
  /** Files the browser fetched that the budget's list does not count, and the reverse. */
  uncounted: string[];
  counted: string[];
}

/** The build's gzip copy (server/compression.ts writes one for every file over 1 KiB), else the file gzipped the same way. */
export function builtGzipBytes(buildDir: string, path: string): number {
  const file = join(buildDir, path.replace(/^\//, ''));
  if (existsSync(`${file}.gz`)) return readFileSync(`${file}.gz`).length;
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/**
 * The page loads twice on the way (before the provider's sign-in page and after it); the second
 * time its scripts come from the cache, so each file counts once, at its first fetch.
 */
export function firstAnswerBytes(transfers: readonly ScriptTransfer[], buildDir: string): FirstAnswerBytes {
  const firstFetches = new Map<string, ScriptTransfer>();
  for (const transfer of transfers) if (!firstFetches.has(transfer.path)) firstFetches.set(transfer.path, transfer);
  const manifest = JSON.parse(readFileSync(join(buildRecordsDir(buildDir), '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const names = new Map(Object.values(manifest).flatMap((chunk): [string, string][] => (chunk.name ? [[`/${chunk.file}`, chunk.name]] : [])));
  const scripts = [...firstFetches.values()].map((transfer) => ({ ...transfer, gzipBytes: builtGzipBytes(buildDir, transfer.path), name: names.get(transfer.path) }));
  const budget = firstLoad(manifest, (file) => builtGzipBytes(buildDir, file)).firstAnswers.find(({ route }) => route === '/chat');
  const budgetFiles = new Set((budget?.chunks ?? []).map((file) => `/${file}`));
  const fetched = new Set(scripts.map(({ path }) => path));
  return {
    scripts,
    gzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0),
    encodedBytes: scripts.reduce((sum, script) => sum + Math.max(0, script.encodedBytes), 0),
    budgetGzipBytes: budget?.bytes ?? 0,
    uncounted: [...fetched].filter((path) => !budgetFiles.has(path)),
    counted: [...budgetFiles].filter((path) => !fetched.has(path)),
  };
}
