import { useSelector } from '@xstate/react';
import { usePlatform } from './platform';

/** The sign-in actor of the studio's system. */
export function useAuthActor() {
  const auth = usePlatform().studio.getSnapshot().children.auth;
  if (!auth) throw new Error('the studio runs no auth actor');
  return auth;
}

/** What views need to know of sign-in; they ask the machine's tags instead of re-deriving. */
export function useAuth() {
  const actor = useAuthActor();
  const user = useSelector(actor, (s) => s.context.user);
  const signedIn = useSelector(actor, (s) => s.hasTag('signedIn'));
  const signedOut = useSelector(actor, (s) => s.hasTag('signedOut'));
  const signInFailed = useSelector(actor, (s) => s.hasTag('signInFailed'));
  const autoSignIn = useSelector(actor, (s) => s.hasTag('autoSignIn'));
  const sessionExpired = useSelector(actor, (s) => s.hasTag('sessionExpired'));
  const authDisabled = useSelector(actor, (s) => s.hasTag('authDisabled'));
  return {
    user,
    signedIn,
    signedOut,
    signInFailed,
    autoSignIn,
    sessionExpired,
    authDisabled,
    login: (returnTo: string) => actor.send({ type: 'auth.login', returnTo }),
  };
}
