import { log } from '../browser/log';
import type { UserManager } from 'oidc-client-ts';
import { createActor, fromPromise, waitFor, type AnyActorLogic, type InspectionEvent } from 'xstate';
import { authMachine } from '../../machines/auth/auth.machine';
import { tokenMachine } from '../../machines/session/token.machine';
import { studioMachine, type StudioInput } from '../../machines/studio/studio.machine';
import type { SessionAccess } from '../platform/platform';
import type { StudioActor } from '../platform/studio-actor';
import { authActors } from './auth/auth.actors';
import type { SessionCoordinator } from './auth/session-coordinator';
import { tokenActors } from './auth/token.actors';

export interface StudioEffects {
  userManager: UserManager;
  /** This tab's place among the session's tabs (one refresh chain, sign-out everywhere). */
  session: SessionCoordinator;
  /** The studio's `session` actor, linked to the other tabs and to the provider's session. */
  sessionLink: AnyActorLogic;
  /** Writes the persisted preferences now (redux-persist defers its writes). */
  flushPreferences(): Promise<void>;
  reloadPage(): void;
  /** Hears the page hide and go. */
  pageLifecycle: AnyActorLogic;
  /** Where the origin's provider puts the groups (config.json's `groupsClaim` and `groupsFrom`); platform.md §3's claims in the ID token otherwise. */
  groups?: Parameters<typeof authActors>[2];
  /** Development: the live inspector's observer, which sees every actor of the system. */
  inspect?: (event: InspectionEvent) => void;
}

/** The studio's actor system with its real effects, started. */
export function startStudio(input: StudioInput, { userManager, session, sessionLink, flushPreferences, reloadPage, pageLifecycle, inspect, groups }: StudioEffects): StudioActor {
  const logic = studioMachine.provide({
    actors: {
      auth: authMachine.provide({ actors: authActors(userManager, session, groups) }),
      token: tokenMachine.provide({ actors: tokenActors(session) }),
      pageLifecycle,
      sessionLink,
      flushPreferences: fromPromise(flushPreferences),
      reloadPage: fromPromise(async () => reloadPage()),
    },
  });
  const studio = createActor(logic, { input, ...(inspect ? { inspect } : {}) });
  const { auth } = studio.getSnapshot().children;
  auth?.on('signInFailed', (event) => log.error('sign-in failed', event.error));
  // The refresh actor logs why a refresh threw; these say what followed.
  studio.on('silentRenewError', () => log.warn('the automatic token renewal was refused: the session expired'));
  studio.on('tokenRefreshed', ({ expiresAt }) => log.debug(`the token was refreshed; it expires at ${new Date(expiresAt * 1000).toISOString()}`));
  return studio.start();
}

/** The token check of platform.md §4 for the API clients, run by the studio's token actor. */
export function sessionAccess(studio: StudioActor, userManager: UserManager, authEnabled: boolean): SessionAccess {
  const token = () => studio.getSnapshot().children.token;
  return {
    async validTokens() {
      // Authentication switched off: calls go out, without an Authorization header.
      if (!authEnabled) return { accessToken: '', idToken: '' };
      const actor = token();
      if (!actor) return null;
      actor.send({ type: 'token.check', now: Date.now() });
      const settled = await waitFor(actor, (s) => s.hasTag('settled'));
      if (!settled.hasTag('valid')) return null;
      const user = await userManager.getUser();
      return user?.access_token && user.id_token ? { accessToken: user.access_token, idToken: user.id_token } : null;
    },
    onSessionExpired: () => token()?.send({ type: 'token.sessionExpired' }),
  };
}
