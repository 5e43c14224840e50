import { log } from '../browser/log';
import type { Middleware } from 'openapi-fetch';
import { ApiError, readErrorBody } from './api-error';
import { mayCarryToken } from './bearer-allowlist';

/** How a client authenticates its calls; src/platform/client-deps.ts makes one per tool. */
export interface CallAuthentication {
  /**
   * Runs the token check of platform.md §4 (refreshing if needed) and gives the token this
   * backend receives. null: the session cannot be kept; the call is not sent. An empty token
   * (authentication disabled) sends no header.
   */
  bearerToken(): Promise<string | null>;
  /**
   * The session expired: the token check gave null, or a request that carried the token got
   * 401. The shell turns this into the token-refresh-failed event; a client never redirects.
   */
  onSessionExpired(): void;
}

export interface AuthOptions extends CallAuthentication {
  /** Origins that may receive the token, from `bearerAllowlist`. */
  allowlist: ReadonlySet<string>;
}

const describeRequest = (request: Request) => `${request.method} ${request.url}`;

/**
 * Runs the token check before every call, attaches the bearer token for allowlisted origins
 * only, and turns every non-2xx answer into a thrown ApiError.
 */
export function authMiddleware({ bearerToken, allowlist, onSessionExpired }: AuthOptions): Middleware {
  return {
    async onRequest({ request }) {
      // platform.md §4: an exception in the check gives false like any other failure.
      const token = await bearerToken().catch((error: unknown) => {
        log.error('the token check failed', error);
        return null;
      });
      if (token === null) {
        onSessionExpired();
        throw new ApiError(401, null, describeRequest(request), false);
      }
      // A caller-set header must not leak to a foreign origin either.
      request.headers.delete('Authorization');
      if (token !== '' && mayCarryToken(allowlist, request.url)) request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
    async onResponse({ request, response }) {
      if (response.ok) return undefined;
      // A 401 from a host that never saw our token says nothing about the session.
      if (response.status === 401 && request.headers.has('Authorization')) onSessionExpired();
      throw new ApiError(response.status, await readErrorBody(response), describeRequest(request));
    },
  };
}
