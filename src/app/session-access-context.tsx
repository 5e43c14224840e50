import { createContext, useContext } from 'react';
import type { SessionAccess } from './session';

const SessionAccessContext = createContext<SessionAccess | null>(null);

export const SessionAccessProvider = SessionAccessContext.Provider;

/** The token check and the session-lost signal, for wiring API clients into tools. */
export function useSessionAccess(): SessionAccess {
  const access = useContext(SessionAccessContext);
  if (!access) throw new Error('useSessionAccess needs a <SessionAccessProvider>');
  return access;
}
