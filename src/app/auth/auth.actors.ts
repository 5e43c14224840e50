import type { UserManager } from 'oidc-client-ts';
import { fromPromise } from 'xstate';
import type { SignInResult, StoredUser } from '../../../machines/auth/auth.types';
import { toSessionUser } from './user-manager';

interface ReturnState {
  returnTo?: string;
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
      const user = await userManager.signinSilent();
      if (!user) throw new Error('silent renewal returned no user');
      return toSessionUser(user);
    }),
    redirectToSignIn: fromPromise<void, { returnTo: string }>(async ({ input }) => {
      await userManager.signinRedirect({ state: { returnTo: input.returnTo } satisfies ReturnState });
    }),
    signOut: fromPromise(async () => {
      // Revoking first means the refresh token is dead even if the end-session page is never reached.
      await userManager.revokeTokens(['refresh_token']).catch((error: unknown) => console.error('token revocation failed', error));
      await userManager.signoutRedirect();
    }),
  };
}
