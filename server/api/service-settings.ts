import { defaultPoolSize } from '../db/pg-driver';
import { logLevel } from './ops/logger';

/** How long answers in flight get to finish after SIGTERM before they end as cut (docs/decisions-incoming). */
export const defaultShutdownGraceMs = 20_000;

export interface ServiceSettings {
  host: string;
  port: number;
  /** METRICS_PORT: /healthz, /readyz and /metrics on a listener of their own (then not on `port`). */
  metricsPort?: number;
  /** LOG_LEVEL. */
  logLevel: string;
  /** The studio's origins, allowed to call from a browser. */
  corsOrigins: string[];
  /** How many proxies in front of the API to believe about the client's address (X-Forwarded-For). */
  trustProxy: number;
  poolSize: number;
  shutdownGraceMs: number;
  /** Sent as X-Studio-Instance. */
  instance: string;
}

function count(name: string, value: string | undefined, fallback: number, { min = 0, max = Number.MAX_SAFE_INTEGER } = {}): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < min || parsed > max) {
    throw new Error(`${name} must be a whole number from ${min}${max < Number.MAX_SAFE_INTEGER ? ` to ${max}` : ''}, not "${value}".`);
  }
  return parsed;
}

function origins(value: string | undefined): string[] {
  const listed = (value ?? '').split(',').map((origin) => origin.trim()).filter(Boolean);
  for (const origin of listed) {
    let parsed: URL;
    try {
      parsed = new URL(origin);
    } catch {
      throw new Error(`CORS_ORIGINS must list origins separated by commas (https://studio.example.com), not "${origin}".`);
    }
    if (parsed.origin !== origin) throw new Error(`CORS_ORIGINS: "${origin}" is not an origin; write it as "${parsed.origin}" (no path, no trailing slash).`);
  }
  return listed;
}

/**
 * `npm run api`'s own settings from the environment (the API's others are apiEnvironment's); a wrong
 * value stops the start with a clear message. `NODE_ENV=production` requires DATABASE_URL: an
 * instance with data in memory would lose it, and could not share it with another.
 */
export function serviceSettings(env: NodeJS.ProcessEnv, instanceFallback: string): ServiceSettings {
  if (env.NODE_ENV === 'production' && !env.DATABASE_URL?.trim()) {
    throw new Error('DATABASE_URL is required when NODE_ENV=production (PGlite keeps the data in this one process).');
  }
  return {
    host: env.HOST?.trim() || '127.0.0.1',
    port: count('PORT', env.PORT, 4000, { min: 0, max: 65_535 }),
    ...(env.METRICS_PORT?.trim() ? { metricsPort: count('METRICS_PORT', env.METRICS_PORT, 0, { min: 0, max: 65_535 }) } : {}),
    logLevel: logLevel(env),
    corsOrigins: origins(env.CORS_ORIGINS),
    trustProxy: count('TRUST_PROXY', env.TRUST_PROXY, 0),
    poolSize: count('DB_POOL_SIZE', env.DB_POOL_SIZE, defaultPoolSize, { min: 1 }),
    shutdownGraceMs: count('SHUTDOWN_GRACE_MS', env.SHUTDOWN_GRACE_MS, defaultShutdownGraceMs),
    instance: env.INSTANCE_NAME?.trim() || instanceFallback,
  };
}
