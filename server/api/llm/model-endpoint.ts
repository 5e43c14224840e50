import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError, AzureOpenAI } from 'openai';
import { HttpError } from '../http/errors';
import { CallCapReached, cappedFetch, megabytes, ModelStalled } from './call-caps';

/**
 * A model server the API calls through the `openai` package: any OpenAI-compatible base URL, or an
 * Azure OpenAI resource with a dated API version (then `model` names the deployment).
 */
export interface ModelEndpoint {
  baseUrl: string;
  model: string;
  apiKey?: string;
  /** Azure OpenAI's dated API (`/openai/deployments/{model}/…?api-version=…`, the key as `api-key`). */
  azureApiVersion?: string;
  /** The longest wait for the answer to start, and then between two pieces of it. */
  timeoutMs?: number;
  /** How often a 429, a 5xx or a failed connection is tried again (with backoff) before the answer starts. */
  maxRetries?: number;
  /** The most bytes one answer's body may bring. */
  maxResponseBytes?: number;
  /** The longest one call may take, from asking to the last byte of the answer (retries included). */
  maxResponseMs?: number;
  /** Chat models: the most tokens an answer may have, sent with each call. */
  maxTokens?: number;
  /** Chat models: the field the limit goes in (newer OpenAI models and Azure deployments want `max_completion_tokens`). */
  tokenLimitParam?: TokenLimitParam;
  /** Chat models: ask for the usage in a stream's last chunk (`stream_options.include_usage`); `<PREFIX>_STREAM_USAGE=false` for endpoints that refuse it. */
  streamUsage?: boolean;
}

export const tokenLimitParams = ['max_tokens', 'max_completion_tokens'] as const;
export type TokenLimitParam = (typeof tokenLimitParams)[number];

/** What one kind of model is called in messages, and how long it may take to start by default. */
export interface ModelKind {
  /** `LLM`, `IMAGE`, `STT`: the prefix of its variables. */
  prefix: string;
  /** "model", "image model", "transcription model": as the start-up messages name it. */
  noun: string;
  defaultTimeoutMs: number;
  defaultMaxResponseBytes: number;
  defaultMaxResponseMs: number;
  /** Whether its calls send a token limit (`<PREFIX>_MAX_TOKENS`, `<PREFIX>_TOKEN_LIMIT_PARAM`). */
  tokenLimit?: { defaultMaxTokens: number };
}

export const defaultMaxRetries = 2;

export const modelKinds = {
  // The defaults are recorded in docs/decisions.md ("Every call out has a size and a time limit").
  chat: { prefix: 'LLM', noun: 'model', defaultTimeoutMs: 60_000, defaultMaxResponseBytes: 8 * 1024 * 1024, defaultMaxResponseMs: 300_000, tokenLimit: { defaultMaxTokens: 4096 } },
  image: { prefix: 'IMAGE', noun: 'image model', defaultTimeoutMs: 180_000, defaultMaxResponseBytes: 64 * 1024 * 1024, defaultMaxResponseMs: 300_000 },
  transcription: { prefix: 'STT', noun: 'transcription model', defaultTimeoutMs: 120_000, defaultMaxResponseBytes: 16 * 1024 * 1024, defaultMaxResponseMs: 600_000 },
} satisfies Record<string, ModelKind>;

function wholeNumber(name: string, value: string | undefined, least: number): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  const parsed = Number(text);
  if (!Number.isInteger(parsed) || parsed < least) throw new Error(`${name} must be a whole number of at least ${least}, not "${value}".`);
  return parsed;
}

/**
 * `<PREFIX>_BASE_URL`, `_MODEL`, `_API_KEY`, `_AZURE_API_VERSION`, `_TIMEOUT_MS`, `_MAX_RETRIES`,
 * `_MAX_RESPONSE_BYTES`, `_MAX_RESPONSE_MS` (and for chat models `_MAX_TOKENS`, `_TOKEN_LIMIT_PARAM`);
 * null without a base URL. Only what is set is filled in (the defaults live with the client).
 */
export function endpointFromEnv(env: NodeJS.ProcessEnv, kind: ModelKind): ModelEndpoint | null {
  const { prefix, noun } = kind;
  const baseUrl = env[`${prefix}_BASE_URL`]?.trim();
  if (!baseUrl) return null;
  const model = env[`${prefix}_MODEL`]?.trim();
  if (!model) throw new Error(`${prefix}_BASE_URL is set, so ${prefix}_MODEL must name the ${noun} to use.`);
  const endpoint: ModelEndpoint = { baseUrl, model, apiKey: env[`${prefix}_API_KEY`]?.trim() || undefined };
  const azureApiVersion = env[`${prefix}_AZURE_API_VERSION`]?.trim();
  if (azureApiVersion) {
    if (!endpoint.apiKey) throw new Error(`${prefix}_AZURE_API_VERSION is set, so ${prefix}_API_KEY must hold the Azure resource's key.`);
    endpoint.azureApiVersion = azureApiVersion;
  }
  const timeoutMs = wholeNumber(`${prefix}_TIMEOUT_MS`, env[`${prefix}_TIMEOUT_MS`], 1);
  if (timeoutMs !== undefined) endpoint.timeoutMs = timeoutMs;
  const maxRetries = wholeNumber(`${prefix}_MAX_RETRIES`, env[`${prefix}_MAX_RETRIES`], 0);
  if (maxRetries !== undefined) endpoint.maxRetries = maxRetries;
  const maxResponseBytes = wholeNumber(`${prefix}_MAX_RESPONSE_BYTES`, env[`${prefix}_MAX_RESPONSE_BYTES`], 1);
  if (maxResponseBytes !== undefined) endpoint.maxResponseBytes = maxResponseBytes;
  const maxResponseMs = wholeNumber(`${prefix}_MAX_RESPONSE_MS`, env[`${prefix}_MAX_RESPONSE_MS`], 1);
  if (maxResponseMs !== undefined) endpoint.maxResponseMs = maxResponseMs;
  if (kind.tokenLimit) Object.assign(endpoint, tokenLimitFromEnv(env, prefix));
  return endpoint;
}

function tokenLimitFromEnv(env: NodeJS.ProcessEnv, prefix: string): Pick<ModelEndpoint, 'maxTokens' | 'tokenLimitParam' | 'streamUsage'> {
  const limits: Pick<ModelEndpoint, 'maxTokens' | 'tokenLimitParam' | 'streamUsage'> = {};
  const maxTokens = wholeNumber(`${prefix}_MAX_TOKENS`, env[`${prefix}_MAX_TOKENS`], 1);
  if (maxTokens !== undefined) limits.maxTokens = maxTokens;
  const param = env[`${prefix}_TOKEN_LIMIT_PARAM`]?.trim();
  const streamUsage = env[`${prefix}_STREAM_USAGE`]?.trim().toLowerCase();
  if (streamUsage) {
    if (streamUsage !== 'true' && streamUsage !== 'false') throw new Error(`${prefix}_STREAM_USAGE must be true or false, not "${streamUsage}".`);
    limits.streamUsage = streamUsage === 'true';
  }
  if (param) {
    if (!(tokenLimitParams as readonly string[]).includes(param)) throw new Error(`${prefix}_TOKEN_LIMIT_PARAM must be ${tokenLimitParams.join(' or ')}, not "${param}".`);
    limits.tokenLimitParam = param as TokenLimitParam;
  }
  return limits;
}

/** The endpoint's limits with the kind's defaults filled in. */
export function callLimits(endpoint: ModelEndpoint, kind: ModelKind) {
  return {
    maxResponseBytes: endpoint.maxResponseBytes ?? kind.defaultMaxResponseBytes,
    maxResponseMs: endpoint.maxResponseMs ?? kind.defaultMaxResponseMs,
    maxTokens: endpoint.maxTokens ?? kind.tokenLimit?.defaultMaxTokens,
    tokenLimitParam: endpoint.tokenLimitParam ?? 'max_tokens',
  };
}

const clients = new WeakMap<ModelEndpoint, OpenAI>();

/**
 * The endpoint's client, one per configuration object (cheap to make: the audit makes one per
 * chosen model and request; Node's fetch pools the connections either way): retries, the timeout
 * to the first byte and between chunks, Azure or not.
 */
export function modelClient(endpoint: ModelEndpoint, kind: ModelKind): OpenAI {
  const known = clients.get(endpoint);
  if (known) return known;
  const timeout = endpoint.timeoutMs ?? kind.defaultTimeoutMs;
  const common = {
    // A local server may need no key: the package insists on one, the header is then left out.
    apiKey: endpoint.apiKey ?? 'unused',
    defaultHeaders: endpoint.apiKey ? {} : { authorization: null },
    organization: null,
    project: null,
    timeout,
    maxRetries: endpoint.maxRetries ?? defaultMaxRetries,
    fetch: cappedFetch(timeout, callLimits(endpoint, kind).maxResponseBytes),
  };
  const client = endpoint.azureApiVersion
    ? new AzureOpenAI({ ...common, baseURL: azureBase(endpoint.baseUrl), apiVersion: endpoint.azureApiVersion })
    : new OpenAI({ ...common, baseURL: endpoint.baseUrl });
  clients.set(endpoint, client);
  return client;
}

/** `https://<resource>.openai.azure.com` (with or without `/openai`) → the package's Azure base. */
function azureBase(baseUrl: string): string {
  const resource = baseUrl.replace(/\/+$/, '').replace(/\/openai$/, '');
  return `${resource}/openai`;
}

/**
 * A failed model call as the status the contract documents: 429 stays 429 where `rateLimit` is
 * passed on, everything else is 502 saying what went wrong. The user leaving is not a failure:
 * that error is passed through as it is.
 */
export function modelFailure(error: unknown, service: string, { rateLimit = true } = {}): unknown {
  if (error instanceof HttpError || error instanceof APIUserAbortError) return error;
  if (error instanceof Error && error.name === 'AbortError') return error;
  if (error instanceof CallCapReached) {
    return new HttpError(502, error.cap === 'time' ? `The ${service} did not finish within ${error.limit / 1000} s.` : `The ${service}'s answer was larger than ${megabytes(error.limit)}.`);
  }
  if (error instanceof APIConnectionTimeoutError || error instanceof ModelStalled) {
    return new HttpError(502, `The ${service} did not answer in time.`);
  }
  if (error instanceof APIConnectionError) return new HttpError(502, `The ${service} could not be reached.`);
  if (error instanceof APIError && error.status !== undefined) {
    if (error.status === 429 && rateLimit) return new HttpError(429, 'Too many requests. Please try again later.', { 'retry-after': '30' });
    return new HttpError(502, `The ${service} answered with status ${error.status}.`);
  }
  if (error instanceof APIError) return new HttpError(502, `The ${service} answered with an error: ${error.message}`);
  return new HttpError(502, `The ${service} sent an answer that could not be read.`);
}
