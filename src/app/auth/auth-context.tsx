import { useSelector } from '@xstate/react';
import { createContext, useContext, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { authMachine } from '../../../machines/auth/auth.machine';

export type AuthActor = ActorRefFrom<typeof authMachine>;

const AuthContext = createContext<AuthActor | null>(null);

export function AuthProvider({ actor, children }: { actor: AuthActor; children: ReactNode }) {
  return <AuthContext.Provider value={actor}>{children}</AuthContext.Provider>;
}

export function useAuthActor(): AuthActor {
  const actor = useContext(AuthContext);
  if (!actor) throw new Error('useAuthActor needs an <AuthProvider>');
  return actor;
}

/** What views need to know of sign-in; they ask the machine's tags instead of re-deriving. */
export function useAuth() {
  const actor = useAuthActor();
  const user = useSelector(actor, (s) => s.context.user);
  const signedIn = useSelector(actor, (s) => s.hasTag('signedIn'));
  const signedOut = useSelector(actor, (s) => s.hasTag('signedOut'));
  const signInFailed = useSelector(actor, (s) => s.hasTag('signInFailed'));
  const autoSignIn = useSelector(actor, (s) => s.hasTag('autoSignIn'));
  const sessionEnded = useSelector(actor, (s) => s.hasTag('sessionEnded'));
  const authDisabled = useSelector(actor, (s) => s.hasTag('authDisabled'));
  return {
    user,
    signedIn,
    signedOut,
    signInFailed,
    autoSignIn,
    sessionEnded,
    authDisabled,
    login: (returnTo: string) => actor.send({ type: 'auth.login', returnTo }),
    logout: () => actor.send({ type: 'auth.logout' }),
  };
}
