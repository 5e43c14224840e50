import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { buildRecordsDir } from '../../build/build-records-plugin';
import { listenOnLoopback } from '../../../server/listen';
import { localRuntimeConfig } from '../../../server/local-config';
import type { StackPorts } from '../../../server/ports';
import { startStack } from '../../../server/stack';
import { productionAppHandler } from '../../../server/production-app';
import { startModelServer, type ModelServerLog, type SlowWindow } from './model-server';

/**
 * The bench's own ports: `npm start` uses 4000-4002/5173 and the end-to-end run 4100-4102/4173,
 * and either may be running beside the bench.
 */
export const benchPorts: StackPorts = { app: 4273, api: 4200, corporateIdp: 4201, brandedIdp: 4202 };

export interface AppStack {
  appUrl: string;
  apiSummary: string;
  /** The studio's build the app port serves (its files and their .gz copies). */
  buildDir: string;
  model: ModelServerLog;
  /** Paces the model's next streamed answer with a slow window. */
  slowNext(window: SlowWindow): void;
  stop(): Promise<void>;
}

const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** The studio's production build, into a temporary folder: dist/ belongs to the end-to-end run. */
async function buildApp(outDir: string) {
  await build({
    root: repositoryRoot,
    configFile: join(repositoryRoot, 'vite.config.ts'),
    logLevel: 'warn',
    // Source maps change nothing the browser runs; skipping them only shortens the build.
    build: { outDir, emptyOutDir: true, reportCompressedSize: false, sourcemap: false },
  });
}

// As the bench was started, read when this module loads: every Vite build (the bench page's comes
// first) sets NODE_ENV=production in this process, and the API would then refuse the local demo
// providers the bench signs in with.
const benchStartEnv = { ...process.env };

/**
 * Builds the studio and starts the whole reference stack on the bench ports (as the
 * end-to-end run does), with the API's language model being the bench model server that
 * streams `tokens`.
 */
export async function startAppStack(tokens: readonly string[], intervalMs: number): Promise<AppStack> {
  const outDir = await mkdtemp(join(tmpdir(), 'studio-bench-app-'));
  const closers: Array<() => Promise<void>> = [
    async () => {
      await rm(outDir, { recursive: true, force: true });
      await rm(buildRecordsDir(outDir), { recursive: true, force: true });
    },
  ];
  const stop = async () => {
    for (const close of closers.reverse()) await close();
  };
  const env = benchStartEnv;
  try {
    await buildApp(outDir);
    const model = await startModelServer(tokens, intervalMs);
    closers.push(model.close);
    const stack = await startStack({
      ports: benchPorts,
      // No DATABASE_URL: the API's data stays in memory (PGlite), never in someone's database.
      // The API's request log would bury the bench's own lines; warnings and errors still show.
      apiEnv: { ...env, DATABASE_URL: undefined, LLM_BASE_URL: model.baseUrl, LLM_MODEL: 'bench', LLM_API_KEY: undefined, LOG_LEVEL: env.LOG_LEVEL ?? 'warn' },
    });
    closers.push(stack.stop);
    await stack.apiReady;
    closers.push(await listenOnLoopback(productionAppHandler({ root: outDir, config: localRuntimeConfig(benchPorts) }), benchPorts.app));
    return { appUrl: `http://localhost:${benchPorts.app}`, apiSummary: stack.apiSummary, buildDir: outDir, model: model.log, slowNext: model.slowNext, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
