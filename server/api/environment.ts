import { defaultRateLimitPerMinute } from './app';
import type { LlmConfig } from './llm/llm-client';
import { endpointFromEnv, modelKinds } from './llm/model-endpoint';

export interface ApiEnvironment {
  databaseUrl?: string;
  rateLimitPerMinute: number;
  llm: LlmConfig | null;
  offlinePaceMs: number;
}

function wholeNumber(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} must be a whole number, not "${value}".`);
  return parsed;
}

/** The API's settings from the environment; a wrong value stops the start with a clear message. */
export function apiEnvironment(env: NodeJS.ProcessEnv = process.env): ApiEnvironment {
  return {
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    rateLimitPerMinute: Math.max(1, wholeNumber('API_RATE_LIMIT_PER_MINUTE', env.API_RATE_LIMIT_PER_MINUTE, defaultRateLimitPerMinute)),
    llm: endpointFromEnv(env, modelKinds.chat),
    offlinePaceMs: wholeNumber('OFFLINE_STREAM_PACE_MS', env.OFFLINE_STREAM_PACE_MS, 25),
  };
}
