import type { UserManager } from 'oidc-client-ts';
import type { ProviderAnswer } from '../../../machines/session/session-check';
import { silentRequestTimeoutMs } from './session-coordinator';
import { silentCheckPath, silentFrameAnswer } from './silent-frame';

/** The provider's answers to `prompt=none` that mean "nobody is signed in here any more". */
const endedErrors = new Set(['login_required', 'interaction_required', 'consent_required', 'account_selection_required']);

const base64Url = (bytes: ArrayBuffer | Uint8Array) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

const randomToken = () => base64Url(crypto.getRandomValues(new Uint8Array(32)));

/**
 * platform.md's periodic session check without a check-session iframe (oidc-provider 9 has
 * none): a silent authorization request (`prompt=none`) in a hidden iframe that returns to
 * silent-check.html, which posts its address back. An error meaning "log in" says the frame
 * sees nobody signed in (the session ended, or the frame gets no cookies: `afterAnswer` tells
 * which); a code says it is alive (the code is never redeemed and expires at the provider).
 * Anything else (a timeout, a network error) is "unknown", never a reason to sign anybody out.
 */
export async function checkProviderSession(userManager: UserManager, pageOrigin: string, baseUrl: string): Promise<ProviderAnswer> {
  const endpoint = await userManager.metadataService.getAuthorizationEndpoint();
  const state = randomToken();
  const challenge = base64Url(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(randomToken())));
  const request = new URL(endpoint);
  const redirectUri = new URL(`${baseUrl}${silentCheckPath}`, pageOrigin).toString();
  request.search = new URLSearchParams({
    client_id: userManager.settings.client_id,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'openid',
    prompt: 'none',
    state,
    code_challenge: challenge,
    code_challenge_method: 'S256',
  }).toString();

  const answer = await silentFrameAnswer(request.toString(), pageOrigin, silentRequestTimeoutMs);
  if (!answer) return 'unknown';
  const params = new URL(answer).searchParams;
  if (params.get('state') !== state) return 'unknown';
  if (params.has('code')) return 'active';
  return endedErrors.has(params.get('error') ?? '') ? 'ended' : 'unknown';
}
