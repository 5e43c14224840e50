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

  it('reads an Azure OpenAI deployment, the timeout and the retries of the model', () => {
    const settings = apiEnvironment({
      LLM_BASE_URL: 'https://studio.openai.azure.com',
      LLM_API_KEY: 'azure-key',
      LLM_MODEL: 'gpt-4o-studio',
      LLM_AZURE_API_VERSION: '2024-10-21',
      LLM_TIMEOUT_MS: '90000',
      LLM_MAX_RETRIES: '0',
    });
    expect(settings.llm).toEqual({
      baseUrl: 'https://studio.openai.azure.com',
      apiKey: 'azure-key',
      model: 'gpt-4o-studio',
      azureApiVersion: '2024-10-21',
      timeoutMs: 90_000,
      maxRetries: 0,
    });
  });

  it('reads the limits of a call to the model: size, time, tokens and the field the tokens go in', () => {
    const settings = apiEnvironment({
      LLM_BASE_URL: 'http://llm.internal/v1',
      LLM_MODEL: 'm',
      LLM_MAX_RESPONSE_BYTES: '1048576',
      LLM_MAX_RESPONSE_MS: '120000',
      LLM_MAX_TOKENS: '2000',
      LLM_TOKEN_LIMIT_PARAM: 'max_completion_tokens',
    });
    expect(settings.llm).toEqual({
      baseUrl: 'http://llm.internal/v1',
      model: 'm',
      maxResponseBytes: 1_048_576,
      maxResponseMs: 120_000,
      maxTokens: 2000,
      tokenLimitParam: 'max_completion_tokens',
    });
  });

  it.each([
    [{ LLM_API_KEY: 'k', LLM_MAX_RESPONSE_BYTES: '0' }, 'LLM_MAX_RESPONSE_BYTES must be a whole number of at least 1, not "0".'],
    [{ LLM_API_KEY: 'k', LLM_MAX_TOKENS: 'many' }, 'LLM_MAX_TOKENS must be a whole number of at least 1, not "many".'],
    [{ LLM_API_KEY: 'k', LLM_TOKEN_LIMIT_PARAM: 'max_length' }, 'LLM_TOKEN_LIMIT_PARAM must be max_tokens or max_completion_tokens, not "max_length".'],
    [{ LLM_AZURE_API_VERSION: '2024-10-21' }, 'LLM_AZURE_API_VERSION is set, so LLM_API_KEY must hold the Azure resource\'s key.'],
    [{ LLM_API_KEY: 'k', LLM_TIMEOUT_MS: '0' }, 'LLM_TIMEOUT_MS must be a whole number of at least 1, not "0".'],
    [{ LLM_API_KEY: 'k', LLM_MAX_RETRIES: 'a few' }, 'LLM_MAX_RETRIES must be a whole number of at least 0, not "a few".'],
  ])('refuses to start with %j', (env, message) => {
    expect(() => apiEnvironment({ LLM_BASE_URL: 'http://llm.internal/v1', LLM_MODEL: 'm', ...env })).toThrow(message);
  });

  it('refuses to start with a model address but no model name', () => {
    expect(() => apiEnvironment({ LLM_BASE_URL: 'http://llm.internal/v1' })).toThrow(/LLM_MODEL/);
  });

  it('refuses a rate limit that is not a whole number', () => {
    expect(() => apiEnvironment({ API_RATE_LIMIT_PER_MINUTE: 'lots' })).toThrow(/API_RATE_LIMIT_PER_MINUTE/);
  });
});
