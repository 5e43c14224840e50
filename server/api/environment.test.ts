import { describe, expect, it } from 'vitest';
import { apiEnvironment } from './environment';

describe('the API settings from the environment', () => {
  it('runs offline with 30 chat requests a minute when nothing is set', () => {
    expect(apiEnvironment({})).toEqual({ databaseUrl: undefined, rateLimitPerMinute: 30, llm: null, offlinePaceMs: 25 });
  });

  it('uses the model, key, database and rate limit it is given', () => {
    const settings = apiEnvironment({
      LLM_BASE_URL: 'http://llm.internal/v1',
      LLM_API_KEY: 'key',
      LLM_MODEL: 'gpt-test',
      DATABASE_URL: 'postgres://studio@db/studio',
      API_RATE_LIMIT_PER_MINUTE: '5',
    });
    expect(settings).toMatchObject({
      llm: { baseUrl: 'http://llm.internal/v1', apiKey: 'key', model: 'gpt-test' },
      databaseUrl: 'postgres://studio@db/studio',
      rateLimitPerMinute: 5,
    });
  });

  it('refuses to start with a model address but no model name', () => {
    expect(() => apiEnvironment({ LLM_BASE_URL: 'http://llm.internal/v1' })).toThrow(/LLM_MODEL/);
  });

  it('refuses a rate limit that is not a whole number', () => {
    expect(() => apiEnvironment({ API_RATE_LIMIT_PER_MINUTE: 'lots' })).toThrow(/API_RATE_LIMIT_PER_MINUTE/);
  });
});
