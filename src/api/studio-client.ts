import createClient, { type Client, type Middleware, type QuerySerializerOptions } from 'openapi-fetch';
import type { ApiHosts, OriginKey, RuntimeConfig } from '../../contracts/runtime-config';
import { ApiError } from './api-error';
import { authMiddleware, type CallAuthentication } from './auth-middleware';
import { bearerAllowlist } from './bearer-allowlist';

/** What every client needs from the shell: the origin's configuration and how its calls authenticate (src/platform/client-deps.ts). */
export interface ClientDeps extends CallAuthentication {
  config: RuntimeConfig;
  origin: OriginKey;
}

/** platform.md §7: exploded arrays (`id=1&id=2`) and deep objects (`filter[dept]=x`). */
export const studioQuerySerializer = {
  array: { style: 'form', explode: true },
  object: { style: 'deepObject', explode: true },
} as const satisfies QuerySerializerOptions;

/**
 * An openapi-fetch client for one backend: JSON bodies, the query style above, the token
 * check and bearer allowlist before every call, and every non-2xx answer thrown as ApiError.
 */
export function createStudioClient<Paths extends object>(baseUrl: string, deps: ClientDeps): Client<Paths> {
  const client = createClient<Paths>({
    baseUrl,
    querySerializer: studioQuerySerializer,
    // Looked up per call, so a fetch replaced after start-up (msw in tests) is the one used.
    fetch: (request) => globalThis.fetch(request),
  });
  client.use(authMiddleware({ ...deps, allowlist: bearerAllowlist(deps.config, deps.origin) }));
  client.use(interfaceLanguage);
  return client;
}

/** The client of one of the origin's backends: the host configured as `origins.<origin>.api.<host>`. */
export const originClient = <Paths extends object>(host: keyof ApiHosts, deps: ClientDeps): Client<Paths> =>
  createStudioClient<Paths>(deps.config.origins[deps.origin].api[host], deps);

/** Every call names the interface's language (the root element's `lang`, which i18n keeps), so answers come in it. */
const interfaceLanguage: Middleware = {
  onRequest({ request }) {
    const language = typeof document === 'undefined' ? '' : document.documentElement.lang;
    if (language && !request.headers.has('accept-language')) request.headers.set('accept-language', language);
    return request;
  },
};

interface CallResult {
  data?: unknown;
  error?: unknown;
  response: Response;
}
/** openapi-fetch's success branch is the one whose `error` is `never`. */
type SuccessData<R> = R extends { data: infer Data; error?: never } ? Data : never;

/**
 * The data of a call. The middleware has already thrown for every error status; this keeps
 * callers free of openapi-fetch's `{data, error}` union.
 */
export async function dataOf<R extends CallResult>(call: Promise<R>): Promise<SuccessData<R>> {
  const result = await call;
  if (result.error !== undefined) throw new ApiError(result.response.status, result.error, result.response.url);
  // Without an error it is the success branch; TS cannot narrow a generic union by it.
  return result.data as SuccessData<R>;
}

/** The body of a streamed answer; a success without a body is an ApiError (an empty response). */
export async function streamOf(call: Promise<{ data?: ReadableStream<Uint8Array> | null; response: Response }>) {
  const { data, response } = await call;
  if (!data) throw new ApiError(response.status, null, `POST ${response.url}`);
  return data;
}
