import type { UserManager } from 'oidc-client-ts';
import { createActor, waitFor, type InspectionEvent } from 'xstate';
import { authMachine } from '../../machines/auth/auth.machine';
import type { SessionUser } from '../../machines/auth/auth.types';
import { tokenMachine } from '../../machines/session/token.machine';
import { isTrialOrigin } from '../config/origin';
import type { OriginKey } from '../config/runtime-config';
import { authActors } from './auth/auth.actors';
import { tokenActors } from './auth/token.actors';

export interface SessionTokens {
  accessToken: string;
  idToken: string;
}

/** What API clients get from the session: the token check, and a way to say the session is lost. */
export interface SessionAccess {
  /** Runs the token check (refreshing when needed); null: the session cannot be kept. */
  validTokens(): Promise<SessionTokens | null>;
  /** A call was answered 401. */
  onSessionLost(): void;
}

interface SessionOptions {
  userManager: UserManager;
  origin: OriginKey;
  authEnabled: boolean;
  url: string;
  /** Development: the live inspector's observer. */
  inspect?: (event: InspectionEvent) => void;
}

/** Starts the sign-in and token actors with their real effects, and connects them. */
export function startSession({ userManager, origin, authEnabled, url, inspect }: SessionOptions) {
  const trial = isTrialOrigin(origin);
  const auth = createActor(authMachine.provide({ actors: authActors(userManager) }), {
    input: { url, authEnabled },
    ...(inspect ? { inspect } : {}),
  });
  const token = createActor(tokenMachine.provide({ actors: tokenActors(userManager) }), {
    input: { refreshAllowed: !trial, autoRenew: !trial },
    ...(inspect ? { inspect } : {}),
  });

  let knownUser: SessionUser | null = null;
  auth.subscribe((snapshot) => {
    const user = snapshot.context.user;
    if (user === knownUser) return;
    knownUser = user;
    token.send(user ? { type: 'token.userLoaded', expiresAt: user.expiresAt, now: Date.now() } : { type: 'token.userCleared' });
  });
  token.on('tokenRefreshFailed', () => auth.send({ type: 'auth.sessionExpired' }));
  token.on('silentRenewError', ({ error }) => console.error('silent renew failed', error));

  const access: SessionAccess = {
    async validTokens() {
      // Authentication switched off: calls go out, without an Authorization header.
      if (!authEnabled) return { accessToken: '', idToken: '' };
      token.send({ type: 'token.check', now: Date.now() });
      const settled = await waitFor(token, (s) => s.hasTag('settled'));
      if (!settled.hasTag('valid')) return null;
      const user = await userManager.getUser();
      return user?.access_token && user.id_token ? { accessToken: user.access_token, idToken: user.id_token } : null;
    },
    onSessionLost: () => token.send({ type: 'token.unauthorized' }),
  };

  token.start();
  auth.start();
  return { auth, token, access };
}
