import type { UserManager } from 'oidc-client-ts';
import { fromPromise } from 'xstate';
import type { SignInResult, StoredUser } from '../../../machines/auth/auth.types';
import { toSessionUser } from './user-manager';

interface ReturnState {
  returnTo?: string;
}

/**
 * platform.md §4 logout: revoke the refresh token, remove the user, clear the session.
 * Revoking first means the refresh token is dead even if the provider is never reached again.
 */
async function forgetSession(userManager: UserManager) {
  await userManager.revokeTokens(['refresh_token']).catch((error: unknown) => console.error('token revocation failed', error));
  await userManager.removeUser();
  await userManager.clearStaleState();
}

/** The auth machine's effects, done by oidc-client-ts. */
export function authActors(userManager: UserManager) {
  return {
    completeSignIn: fromPromise<SignInResult, { url: string }>(async ({ input }) => {
      const user = await userManager.signinCallback(input.url);
      if (!user) throw new Error('the provider returned no user');
      const returnTo = (user.state as ReturnState | undefined)?.returnTo ?? '/';
      return { user: toSessionUser(user), returnTo: returnTo.startsWith('/') ? returnTo : '/' };
    }),
    loadUser: fromPromise<StoredUser | null>(async () => {
      const user = await userManager.getUser();
      return user ? { user: toSessionUser(user), expired: user.expired === true } : null;
    }),
    renewUser: fromPromise(async () => {
      const before = await userManager.getUser();
      const user = await userManager.signinSilent();
      if (!user) throw new Error('silent renewal returned no user');
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
      await forgetSession(userManager);
      // The ID token hint lets the provider end its session and return to /logged-out.
      await userManager.signoutRedirect(user?.id_token ? { id_token_hint: user.id_token } : {});
    }),
    endSession: fromPromise(async () => {
      await forgetSession(userManager);
    }),
  };
}
