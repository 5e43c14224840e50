import { createIdentityProvider } from './idp/provider';
import { listenOnLoopback } from './listen';
import { apiAudience, localClientIds } from './idp/clients';
import { appOrigins, type StackPorts } from './ports';
import { startApi } from './api/start-api';

export interface StackOptions {
  ports: StackPorts;
  /** Seconds; short lifetimes let tests watch a token expire. */
  accessTokenTtlSeconds?: number;
  /** PGlite data directory for the API; without it (and without DATABASE_URL) its data lives in memory. */
  dataDir?: string;
  /** The API's settings (LLM_*, DATABASE_URL, rate limit); the process environment by default. */
  apiEnv?: NodeJS.ProcessEnv;
}

export interface RunningStack {
  /** The API's database and model, for the start-up banner. */
  apiSummary: string;
  /** Settles when the API's database is open; the API answers before that, its requests wait. */
  apiReady: Promise<void>;
  stop: () => Promise<void>;
}

/**
 * Starts the reference stack's services on loopback: the corporate and the trial-origin
 * provider, and the API that trusts them.
 */
export async function startStack({ ports, accessTokenTtlSeconds, dataDir, apiEnv }: StackOptions): Promise<RunningStack> {
  const ttl = accessTokenTtlSeconds ?? Number(process.env.ACCESS_TOKEN_TTL_SECONDS ?? 300);
  const origins = appOrigins(ports);
  const corporate = createIdentityProvider({
    issuer: `http://localhost:${ports.corporateIdp}`,
    label: 'Corporate sign-in',
    clientId: localClientIds.corporate,
    appOrigins: origins,
    apiAudience,
    accessTokenTtlSeconds: ttl,
    cookiePrefix: 'corp',
  });
  const branded = createIdentityProvider({
    issuer: `http://localhost:${ports.brandedIdp}`,
    label: 'Trial sign-in',
    clientId: localClientIds.branded,
    appOrigins: origins,
    apiAudience,
    accessTokenTtlSeconds: ttl,
    cookiePrefix: 'trial',
  });
  const closers: Array<() => Promise<void>> = [];
  let apiSummary = '';
  let apiReady: Promise<void> = Promise.resolve();
  try {
    closers.push(await listenOnLoopback(corporate.handle, ports.corporateIdp));
    closers.push(await listenOnLoopback(branded.handle, ports.brandedIdp));
    const api = await startApi({ ports, dataDir, env: apiEnv });
    closers.push(api.stop);
    apiSummary = api.summary;
    apiReady = api.ready;
  } catch (error) {
    await Promise.all(closers.map((close) => close()));
    throw error;
  }
  return { apiSummary, apiReady, stop: async () => { await Promise.all(closers.map((close) => close())); } };
}
