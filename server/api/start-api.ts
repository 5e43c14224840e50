import { listenOnLoopback } from '../listen';
import { appOrigins, type StackPorts } from '../ports';
import { apiIdentity } from './api-settings';
import { apiEnvironment } from './environment';
import { runApi } from './run-api';
import { extractionSettings } from './upload/extraction-settings';
import { visionSettings } from './vision/vision-settings';
import { voxSettings } from './vox/vox-settings';
import { usageClockFromEnv } from './usage/usage-clock';
import { usageSettings } from './usage/usage-settings';

export interface ApiStartOptions {
  ports: StackPorts;
  /** PGlite's data directory; ignored when DATABASE_URL is set. Without either, in memory. */
  dataDir?: string;
  env?: NodeJS.ProcessEnv;
}

export interface RunningApi {
  url: string;
  /** Which database and model the API uses, for the start-up banner. */
  summary: string;
  /** Settles when the database is open and migrated; requests arriving earlier wait for it. */
  ready: Promise<void>;
  stop: () => Promise<void>;
}

/** What the start-up banner says about the model and the limit. */
export function describeModel(settings: ReturnType<typeof apiEnvironment>): string {
  const model = settings.llm ? `model ${settings.llm.model} at ${settings.llm.baseUrl}` : 'no language model: offline responder (LLM_BASE_URL connects one)';
  return `${model}, ${settings.rateLimitPerMinute} chat requests/minute per user`;
}

/**
 * The demo stack's API (`npm start`, `npm run serve`, the tests' stacks): the entry of `npm run
 * api` (runApi) on loopback, trusting OIDC_ISSUERS or else the two local providers of `ports`, for the studio's origins there.
 */
export async function startApi({ ports, dataDir, env = process.env }: ApiStartOptions): Promise<RunningApi> {
  const settings = apiEnvironment(env);
  const identity = apiIdentity(env, ports);
  const run = runApi(
    { url: settings.databaseUrl, dataDir },
    {
      issuers: identity.issuers,
      groupRules: identity.groupRules,
      allowedOrigins: appOrigins(ports),
      rateLimitPerMinute: settings.rateLimitPerMinute,
      llm: settings.llm,
      offlinePaceMs: settings.offlinePaceMs,
      vision: visionSettings(env),
      vox: voxSettings(env),
      extraction: extractionSettings(env),
      usage: usageSettings(env),
      // The e2e harness's clock for the budgets' periods (STUDIO_USAGE_CLOCK_FILE); refused in production.
      usageNow: usageClockFromEnv(env),
    },
    describeModel(settings),
  );
  let close: () => Promise<void>;
  try {
    close = await listenOnLoopback(run.handler, ports.api);
  } catch (error) {
    await run.stop(0);
    throw error;
  }
  return {
    url: `http://localhost:${ports.api}`,
    summary: `${run.summary}, trusting ${identity.summary}`,
    ready: run.ready,
    stop: async () => {
      await close();
      await run.stop(0);
    },
  };
}
