import type { User, UserManager } from 'oidc-client-ts';
import { RefreshUnreachableError } from '../../../machines/session/token.machine';

/** platform.md §9: silent requests give up after 10 s. */
const refreshTimeoutMs = 10_000;

interface TokenResponse {
  access_token?: unknown;
  expires_in?: unknown;
  refresh_token?: unknown;
  id_token?: unknown;
}

/** The grant's form; with config.json's `resource`, the new access token is asked for the backends' audience again (RFC 8707). */
export function refreshRequest(userManager: Pick<UserManager, 'settings'>, refreshToken: string): URLSearchParams {
  const form = new URLSearchParams({ grant_type: 'refresh_token', client_id: userManager.settings.client_id, refresh_token: refreshToken });
  const { resource } = userManager.settings;
  for (const indicator of resource === undefined ? [] : [resource].flat()) form.append('resource', indicator);
  return form;
}

/**
 * The refresh-token grant of platform.md §7: POST {provider}/token with grant_type,
 * client_id and refresh_token; a missing access_token or expires_in, a non-OK answer or an
 * exception is a failure (one that never reached the provider is `RefreshUnreachableError`).
 * The new tokens are stored in `user` (sessionStorage).
 */
export async function refreshTokens(userManager: UserManager, user: User): Promise<void> {
  if (!user.refresh_token) throw new Error('no refresh token');
  const endpoint = await userManager.metadataService.getTokenEndpoint();
  if (!endpoint) throw new Error('the provider has no token endpoint');
  const timeout = AbortSignal.timeout(refreshTimeoutMs);
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: refreshRequest(userManager, user.refresh_token),
      signal: timeout,
    });
  } catch (error) {
    // No answer at all (timed out, or no network): the renewal may work a moment later.
    if (timeout.aborted) throw new RefreshUnreachableError();
    throw new RefreshUnreachableError(`the provider could not be reached: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!response.ok) throw new Error(`token endpoint answered ${response.status}`);
  const body = (await response.json()) as TokenResponse;
  if (typeof body.access_token !== 'string' || typeof body.expires_in !== 'number') {
    throw new Error('token response lacks access_token or expires_in');
  }
  user.access_token = body.access_token;
  user.expires_in = body.expires_in;
  if (typeof body.refresh_token === 'string') user.refresh_token = body.refresh_token;
  if (typeof body.id_token === 'string') user.id_token = body.id_token;
  await userManager.storeUser(user);
}
