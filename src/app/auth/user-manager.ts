import { UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { absoluteUrl } from '../../config/origin';
import type { IdentityProviderSettings } from '../../../contracts/runtime-config';
import { silentRequestTimeoutMs } from './session-coordinator';
import { silentCheckPath, silentFrameNavigator } from './silent-frame';

/**
 * The OIDC client for one origin's provider. Tokens live in sessionStorage, where
 * oidc-client-ts keeps them: never in localStorage, never in Redux. Its silent sign-in (the
 * renewal of a refresh token a gone page may have used, token-renewal.ts) runs in the studio's
 * hidden frame and returns to silent-check.html.
 */
export function createUserManager(idp: IdentityProviderSettings, pageOrigin: string, baseUrl: string) {
  return new UserManager(
    {
      authority: idp.authority,
      client_id: idp.clientId,
      scope: idp.scope,
      // The backends' audience for the access token, when config.json names one (RFC 8707).
      ...(idp.resource ? { resource: idp.resource } : {}),
      redirect_uri: absoluteUrl(idp.redirectUri, pageOrigin),
      post_logout_redirect_uri: absoluteUrl(`${baseUrl}logged-out`, pageOrigin),
      response_type: 'code',
      userStore: new WebStorageStateStore({ store: window.sessionStorage }),
      stateStore: new WebStorageStateStore({ store: window.sessionStorage }),
      loadUserInfo: false,
      automaticSilentRenew: false,
      monitorSession: false,
      silent_redirect_uri: absoluteUrl(`${baseUrl}${silentCheckPath}`, pageOrigin),
      silentRequestTimeoutInSeconds: silentRequestTimeoutMs / 1000,
    },
    undefined,
    undefined,
    silentFrameNavigator(pageOrigin, silentRequestTimeoutMs),
  );
}
