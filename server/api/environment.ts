import { defaultRateLimitPerMinute } from './app';
import type { LlmConfig } from './llm/llm-client';

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
  const baseUrl = env.LLM_BASE_URL?.trim();
  let llm: LlmConfig | null = null;
  if (baseUrl) {
    const model = env.LLM_MODEL?.trim();
    if (!model) throw new Error('LLM_BASE_URL is set, so LLM_MODEL must name the model to use.');
    llm = { baseUrl, model, apiKey: env.LLM_API_KEY?.trim() || undefined };
  }
  return {
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    rateLimitPerMinute: Math.max(1, wholeNumber('API_RATE_LIMIT_PER_MINUTE', env.API_RATE_LIMIT_PER_MINUTE, defaultRateLimitPerMinute)),
    llm,
    offlinePaceMs: wholeNumber('OFFLINE_STREAM_PACE_MS', env.OFFLINE_STREAM_PACE_MS, 25),
  };
}
