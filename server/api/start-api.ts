import { deferredDatabase } from '../db/deferred-database';
import { describeDatabase, openDatabase } from '../db/open-database';
import { listenOnLoopback } from '../listen';
import { appOrigins, type StackPorts } from '../ports';
import { createApi } from './app';
import { identitySettings } from './auth/identity-settings';
import { apiEnvironment } from './environment';
import { extractionSettings } from './upload/extraction-settings';
import { visionSettings } from './vision/vision-settings';
import { voxSettings } from './vox/vox-settings';

const purgeEveryMs = 60 * 60 * 1000;

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

/** The reference API on loopback, trusting OIDC_ISSUERS or else the two local providers of `ports`. */
export async function startApi({ ports, dataDir, env }: ApiStartOptions): Promise<RunningApi> {
  const settings = apiEnvironment(env);
  const identity = identitySettings(env ?? process.env, ports);
  const databaseOptions = { url: settings.databaseUrl, dataDir };
  const opening = openDatabase(databaseOptions);
  const ready = opening.then(() => undefined);
  // Whoever awaits `ready` hears about a failure; this keeps it from being unhandled meanwhile.
  ready.catch(() => undefined);
  const db = deferredDatabase(opening);
  const api = createApi({
    db,
    issuers: identity.issuers,
    groupRules: identity.groupRules,
    allowedOrigins: appOrigins(ports),
    rateLimitPerMinute: settings.rateLimitPerMinute,
    llm: settings.llm,
    offlinePaceMs: settings.offlinePaceMs,
    vision: visionSettings(env),
    vox: voxSettings(env),
    extraction: extractionSettings(env),
  });
  let close: () => Promise<void>;
  try {
    close = await listenOnLoopback(api.handler, ports.api);
  } catch (error) {
    await api.close();
    await db.close();
    throw error;
  }
  // The purges under way, so that stopping waits for them before it closes the database.
  const purging = new Set<Promise<unknown>>();
  const track = (work: Promise<unknown>, what: string) => {
    const done = work.catch((error: unknown) => console.error(`[api] purging ${what} failed:`, error)).finally(() => purging.delete(done));
    purging.add(done);
  };
  // At start as well as hourly: an instance that was down past a document's 24 hours does not keep its text another hour.
  const purgeExpired = () => {
    track(api.purgeExpiredDocuments(), 'expired documents');
    track(api.purgeExpiredAnswers(), 'kept answers');
  };
  ready.then(purgeExpired, () => undefined);
  const purge = setInterval(purgeExpired, purgeEveryMs);
  purge.unref();
  const model = settings.llm ? `model ${settings.llm.model} at ${settings.llm.baseUrl}` : 'no language model: offline responder (LLM_BASE_URL connects one)';
  return {
    url: `http://localhost:${ports.api}`,
    summary: `${describeDatabase(databaseOptions)}, ${model}, ${settings.rateLimitPerMinute} chat requests/minute per user, trusting ${identity.summary}`,
    ready,
    stop: async () => {
      clearInterval(purge);
      await close();
      await api.close();
      // The start-up purge may still run when a short-lived stack (a test's) stops.
      await ready.then(() => Promise.all(purging), () => undefined);
      await db.close();
    },
  };
}
