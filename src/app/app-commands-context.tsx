import { createContext, useContext } from 'react';

/** Page-level commands that must not lose a persisted change (redux-persist writes are deferred). */
export interface AppCommands {
  /** Writes pending persisted state now. */
  flush(): Promise<void>;
  /** Writes pending persisted state, then reloads the page. */
  flushAndReload(): Promise<void>;
}

const AppCommandsContext = createContext<AppCommands | null>(null);

export const AppCommandsProvider = AppCommandsContext.Provider;

export function useAppCommands(): AppCommands {
  const commands = useContext(AppCommandsContext);
  if (!commands) throw new Error('useAppCommands needs an <AppCommandsProvider>');
  return commands;
}
