import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildRecordsDir } from './build/build-records-plugin';
import { firstLoad, overBudget, type Manifest } from './first-load/first-load';
import { chunkContents } from './first-load/chunk-contents';

/**
 * `npm test`, after the production build: fails when the first load breaks its budget (sizes
 * are deterministic, so this is a check, not a timing). `--table` prints docs/benchmarks.md's table;
 * `--dist=<folder>` reads another build.
 */
const distArgument = process.argv.find((argument) => argument.startsWith('--dist='));
const dist = distArgument ? distArgument.slice('--dist='.length) : join(import.meta.dirname, '..', 'dist');
// The manifest and the source maps are kept beside the build (scripts/build/build-records-plugin.ts).
const records = buildRecordsDir(dist);
const manifestPath = join(records, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error('No production build: run `npm run build` first.');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
const gzipBytes = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const load = firstLoad(manifest, gzipBytes);
const kib = (bytes: number) => (bytes / 1024).toFixed(1);

console.log(`initial JavaScript (any route): ${kib(load.initial.bytes)} KiB gzipped, ${load.initial.chunks.length} chunks`);
for (const route of load.routes) console.log(`route ${route.route}: ${kib(route.bytes)} KiB gzipped, ${route.chunks.length} chunks`);
for (const route of load.firstAnswers) console.log(`route ${route.route} by its first answer: ${kib(route.bytes)} KiB gzipped, ${route.chunks.length} chunks`);
const largest = [...load.lazy].sort((a, b) => b.bytes - a.bytes)[0];
if (largest) console.log(`largest lazy chunk: ${largest.file}, ${kib(largest.bytes)} KiB gzipped`);

if (process.argv.includes('--table')) {
  const initial = new Set(load.initial.chunks);
  const chunkNames = new Map(Object.values(manifest).flatMap((chunk) => (chunk.name ? [[chunk.file, chunk.name] as const] : [])));
  const rows = [...load.initial.chunks, ...load.lazy.map(({ file }) => file)]
    .map((file) => ({ file, bytes: gzipBytes(file), initial: initial.has(file) }))
    .filter(({ bytes }) => bytes >= 1024)
    .sort((a, b) => Number(b.initial) - Number(a.initial) || b.bytes - a.bytes);
  console.log('\n| chunk | loaded | gzip KiB | holds (largest sources first) |\n|---|---|---:|---|');
  for (const row of rows) {
    // Shared chunks' files are named by their hash alone (vite.config.ts): the manifest names them.
    const name = `${chunkNames.get(row.file) ?? row.file.replace(/^assets\//, '').replace(/-[\w-]{8}\.js$/, '')}.js`;
    console.log(`| ${name} | ${row.initial ? 'initial' : 'on demand'} | ${kib(row.bytes)} | ${chunkContents(join(records, `${row.file}.map`)).join(', ')} |`);
  }
}

const broken = overBudget(load);
if (broken.length > 0) {
  console.error(`\n✗ over the first-load budget:\n${broken.map((line) => `  - ${line}`).join('\n')}`);
  process.exit(1);
}
console.log('✓ within the first-load budget');
