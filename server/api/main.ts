import { hostname } from 'node:os';
import { setTimeout as delay } from 'node:timers/promises';
import { exitOnUncaughtErrors } from '../last-resort';
import { apiIdentity } from './api-settings';
import { usageSettings } from './usage/usage-settings';
import { apiEnvironment } from './environment';
import { errorText, log } from './ops/logger';
import { runApi } from './run-api';
import { serveApi } from './serve-api';
import { serviceSettings } from './service-settings';
import { describeModel } from './start-api';
import { extractionSettings } from './upload/extraction-settings';
import { visionSettings } from './vision/vision-settings';
import { voxSettings } from './vox/vox-settings';

exitOnUncaughtErrors('api');

// `npm run api`: the API alone, configured by the environment only (README, "Running the API"). As
// many instances as needed may run on one PostgreSQL; each names itself in X-Studio-Instance.
const env = process.env;
let service: ReturnType<typeof serviceSettings>;
let settings: ReturnType<typeof apiEnvironment>;
let identity: ReturnType<typeof apiIdentity>;
let usage: ReturnType<typeof usageSettings>;
try {
  service = serviceSettings(env, `${hostname()}-${process.pid}`);
  settings = apiEnvironment(env);
  identity = apiIdentity(env);
  usage = usageSettings(env);
} catch (error) {
  log().fatal({ err: errorText(error) }, 'not started');
  process.exit(2);
}

const run = runApi(
  { url: settings.databaseUrl, dataDir: env.PGLITE_DATA_DIR?.trim() || undefined, poolSize: service.poolSize },
  {
    issuers: identity.issuers,
    groupRules: identity.groupRules,
    allowedOrigins: service.corsOrigins,
    rateLimitPerMinute: settings.rateLimitPerMinute,
    llm: settings.llm,
    offlinePaceMs: settings.offlinePaceMs,
    vision: visionSettings(env),
    vox: voxSettings(env),
    extraction: extractionSettings(env),
    usage,
    instance: service.instance,
    trustProxy: service.trustProxy,
  },
  describeModel(settings),
);
const server = await serveApi(run, service);
const health = server.metricsPort === undefined ? 'health and metrics on the same port' : `health and metrics on http://${service.host}:${server.metricsPort}`;
log().info(
  { instance: service.instance, port: server.port, metricsPort: server.metricsPort },
  `instance ${service.instance} listening on http://${service.host}:${server.port} (${run.summary}, trusting ${identity.summary}; ${health})`,
);
if (service.corsOrigins.length === 0) log().warn('CORS_ORIGINS is empty: no browser origin may call this API');

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  log().info({ signal }, `${signal}: no new requests; answers in flight get ${service.shutdownGraceMs / 1000} s to finish`);
  const grace = service.shutdownGraceMs;
  const closed = server.stopAccepting();
  // Kept answers finish or end as cut within the grace; other requests get it too, then are cut.
  await Promise.all([run.drain(grace), Promise.race([closed, delay(grace)])]);
  await server.cutConnections();
  await closed;
  await run.close();
  log().info('stopped');
  process.exit(0);
}
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));
