import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRecordsDir, buildRecordsPlugin } from './build-records-plugin';

const filesUnder = async (dir: string) => (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name).slice(dir.length + 1)).sort();

describe('a production build with source maps and a manifest', () => {
  let project: string;
  let outDir: string;
  beforeAll(async () => {
    project = await mkdtemp(join(tmpdir(), 'studio-records-'));
    outDir = join(project, 'dist');
    await writeFile(join(project, 'index.html'), '<!doctype html><title>Studio</title><script type="module" src="./main.js"></script>');
    await writeFile(join(project, 'main.js'), 'import("./later.js").then((m) => console.log(m.later));\n');
    await writeFile(join(project, 'later.js'), 'export const later = "later";\n');
    const once = () =>
      build({ root: project, configFile: false, logLevel: 'silent', plugins: [buildRecordsPlugin()], build: { outDir, manifest: true, sourcemap: 'hidden' } });
    // Twice: the second build's records replace the first's.
    await once();
    await once();
  }, 60_000);
  afterAll(() => rm(project, { recursive: true, force: true }));

  it('leaves neither in the build, so no web server can publish them', async () => {
    const published = await filesUnder(outDir);
    expect(published).toContain('index.html');
    expect(published.filter((file) => file.endsWith('.map') || file.startsWith('.vite'))).toEqual([]);
    expect(existsSync(join(outDir, '.vite'))).toBe(false);
  });

  it('keeps them beside it, in the same layout: a map for every script, and the manifest', async () => {
    const records = await filesUnder(buildRecordsDir(outDir));
    const scripts = (await filesUnder(outDir)).filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBe(2);
    expect(records).toEqual(['.vite/manifest.json', ...scripts.map((script) => `${script}.map`)].sort());
  });
});
