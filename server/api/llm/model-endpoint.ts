import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError, AzureOpenAI } from 'openai';
import { HttpError } from '../http/errors';

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
}

/** What one kind of model is called in messages, and how long it may take to start by default. */
export interface ModelKind {
  /** `LLM`, `IMAGE`, `STT`: the prefix of its variables. */
  prefix: string;
  /** "model", "image model", "transcription model": as the start-up messages name it. */
  noun: string;
  defaultTimeoutMs: number;
}

export const defaultMaxRetries = 2;

export const modelKinds = {
  chat: { prefix: 'LLM', noun: 'model', defaultTimeoutMs: 60_000 },
  image: { prefix: 'IMAGE', noun: 'image model', defaultTimeoutMs: 180_000 },
  transcription: { prefix: 'STT', noun: 'transcription model', defaultTimeoutMs: 120_000 },
} satisfies Record<string, ModelKind>;

function wholeNumber(name: string, value: string | undefined, least: number): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  const parsed = Number(text);
  if (!Number.isInteger(parsed) || parsed < least) throw new Error(`${name} must be a whole number of at least ${least}, not "${value}".`);
  return parsed;
}

/**
 * `<PREFIX>_BASE_URL`, `_MODEL`, `_API_KEY`, `_AZURE_API_VERSION`, `_TIMEOUT_MS`, `_MAX_RETRIES`;
 * null without a base URL. Only what is set is filled in (the defaults live with the client).
 */
export function endpointFromEnv(env: NodeJS.ProcessEnv, { prefix, noun }: ModelKind): ModelEndpoint | null {
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
  return endpoint;
}

/** Nothing of the answer arrived for the idle time: the model server stalled mid-answer. */
export class ModelStalled extends Error {
  constructor(readonly afterMs: number) {
    super(`nothing arrived for ${afterMs / 1000} s`);
    this.name = 'ModelStalled';
  }
}

/**
 * `fetch` whose response body fails with ModelStalled when no bytes arrive for `idleMs` (counted
 * from the headers, then from each chunk). The package's own timeout ends at the headers.
 */
export function idleGuardedFetch(idleMs: number): typeof fetch {
  return async (input, init) => {
    const response = await fetch(input, init);
    if (!response.body) return response;
    let timer: NodeJS.Timeout | undefined;
    const arm = (controller: TransformStreamDefaultController<Uint8Array>) => {
      clearTimeout(timer);
      timer = setTimeout(() => controller.error(new ModelStalled(idleMs)), idleMs);
      // A body its reader gave up on must not hold the process open.
      timer.unref();
    };
    const body = response.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        start: arm,
        transform(chunk, controller) {
          arm(controller);
          controller.enqueue(chunk);
        },
        flush() {
          clearTimeout(timer);
        },
      }),
    );
    return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
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
    fetch: idleGuardedFetch(timeout),
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
