import { log } from '../../browser/log';
import type { User, UserManager } from 'oidc-client-ts';
import { fromPromise } from 'xstate';
import type { SignInResult, StoredUser } from '../../../machines/auth/auth.types';
import type { SessionCoordinator } from './session-coordinator';
import type { GroupsSource } from '../../../domain/user-groups';
import { toSessionUser as sessionUserOf } from './session-user';
import type { UserInfoOf } from './user-info';

interface ReturnState {
  returnTo?: string;
}

async function revokeRefreshToken(userManager: UserManager) {
  await userManager.revokeTokens(['refresh_token']).catch((error: unknown) => log.error('token revocation failed', error));
}

/** Forget the session in this tab only: its user, its sign-in state, its place among the tabs. */
async function forgetHere(userManager: UserManager, session: SessionCoordinator) {
  session.leave();
  await userManager.removeUser();
  await userManager.clearStaleState();
}

/**
 * platform.md §4 logout: revoke the refresh token, remove the user, clear the session.
 * Revoking first means the refresh token is dead even if the provider is never reached again;
 * every other tab of the origin is told to forget the session too.
 */
async function forgetSession(userManager: UserManager, session: SessionCoordinator) {
  session.announceSignOut();
  await revokeRefreshToken(userManager);
  await forgetHere(userManager, session);
}

/** The auth machine's effects, done by oidc-client-ts and shared with the other tabs. */
export function authActors(userManager: UserManager, session: SessionCoordinator, groups?: { source: GroupsSource; userInfo?: UserInfoOf }) {
  const toSessionUser = (user: User) => sessionUserOf(user, groups?.source, groups?.userInfo);
  return {
    completeSignIn: fromPromise<SignInResult, { url: string }>(async ({ input }) => {
      const user = await userManager.signinCallback(input.url);
      if (!user) throw new Error('the provider returned no user');
      const returnTo = (user.state as ReturnState | undefined)?.returnTo ?? '/';
      return { user: await toSessionUser(user), returnTo: returnTo.startsWith('/') ? returnTo : '/' };
    }),
    loadUser: fromPromise<StoredUser | null>(async () => {
      const user = await userManager.getUser();
      return user ? { user: await toSessionUser(user), expired: user.expired === true } : null;
    }),
    // An expired stored user is renewed through the session's one refresh chain: another tab
    // may hold (and have rotated) the same refresh token.
    renewUser: fromPromise(async () => {
      const before = await userManager.getUser();
      await session.refresh();
      const user = await userManager.getUser();
      if (!user || user.expired) throw new Error('silent renewal returned no user');
      // platform.md §4: silent sign-in must return the same subject, otherwise login_required.
      if (before && before.profile.sub !== user.profile.sub) {
        await userManager.removeUser();
        throw new Error('login_required');
      }
      return toSessionUser(user);
    }),
    redirectToSignIn: fromPromise<void, { returnTo: string }>(async ({ input }) => {
      await userManager.signinRedirect({ state: { returnTo: input.returnTo } satisfies ReturnState });
    }),
    signOut: fromPromise(async () => {
      const user = await userManager.getUser();
      await forgetSession(userManager, session);
      // The ID token hint lets the provider end its session and return to /logged-out.
      await userManager.signoutRedirect(user?.id_token ? { id_token_hint: user.id_token } : {});
    }),
    // The session ended without the user asking (a failed refresh, a 401): the refresh token is
    // revoked only when no other tab shares it, as one tab's trouble must not sign the rest out.
    endSession: fromPromise(async () => {
      if (!(await session.othersOpen())) await revokeRefreshToken(userManager);
      await forgetHere(userManager, session);
    }),
    forgetHere: fromPromise<void, { atProvider: boolean }>(async ({ input }) => {
      // The tab that noticed the provider's sign-out tells the others and kills the refresh token.
      if (input.atProvider) await forgetSession(userManager, session);
      else await forgetHere(userManager, session);
    }),
  };
}
