import { log } from '../platform/log';
import type { Middleware } from 'openapi-fetch';
import { ApiError, readErrorBody } from './api-error';
import { mayCarryToken } from './bearer-allowlist';

export interface Tokens {
  accessToken: string;
  idToken: string;
}

export interface TokenSource {
  /**
   * Runs the token check of platform.md §4 (refreshing if needed). null: the session cannot be
   * kept; the call is not sent. An empty token (authentication disabled) sends no header.
   */
  validTokens(): Promise<Tokens | null>;
}

/** Which token a backend receives (tools.md §6/§7: it depends on the tenant and the mode). */
export type TokenKind = 'access' | 'id';

export interface AuthOptions {
  tokens: TokenSource;
  tokenKind: TokenKind;
  /** Origins that may receive the token, from `bearerAllowlist`. */
  allowlist: ReadonlySet<string>;
  /**
   * The session is gone: the token check gave null, or a request that carried the token got
   * 401. The shell turns this into the token-refresh-failed event; a client never redirects.
   */
  onSessionLost: () => void;
}

const describeRequest = (request: Request) => `${request.method} ${request.url}`;

/**
 * Runs the token check before every call, attaches the bearer token for allowlisted origins
 * only, and turns every non-2xx answer into a thrown ApiError.
 */
export function authMiddleware({ tokens, tokenKind, allowlist, onSessionLost }: AuthOptions): Middleware {
  return {
    async onRequest({ request }) {
      // platform.md §4: an exception in the check gives false like any other failure.
      const valid = await tokens.validTokens().catch((error: unknown) => {
        log.error('the token check failed', error);
        return null;
      });
      if (!valid) {
        onSessionLost();
        throw new ApiError(401, null, describeRequest(request), false);
      }
      const token = tokenKind === 'access' ? valid.accessToken : valid.idToken;
      // A caller-set header must not leak to a foreign origin either.
      request.headers.delete('Authorization');
      if (token !== '' && mayCarryToken(allowlist, request.url)) request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
    async onResponse({ request, response }) {
      if (response.ok) return undefined;
      // A 401 from a host that never saw our token says nothing about the session.
      if (response.status === 401 && request.headers.has('Authorization')) onSessionLost();
      throw new ApiError(response.status, await readErrorBody(response), describeRequest(request));
    },
  };
}
