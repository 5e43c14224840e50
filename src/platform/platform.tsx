import type { i18n as I18n } from 'i18next';
import { createContext, useContext } from 'react';
import type { AppStore } from '../../store/store';
import type { OriginKey, OriginSettings, RuntimeConfig } from '../../contracts/runtime-config';
import type { ShellCommands } from '../shell/shell-commands';
import type { StudioActor } from './studio-actor';

export interface SessionTokens {
  accessToken: string;
  idToken: string;
}

/** What API clients get from the session (through clientDeps): the token check, and a way to say the session expired. */
export interface SessionAccess {
  /** Runs the token check (refreshing when needed); null: the session cannot be kept. */
  validTokens(): Promise<SessionTokens | null>;
  /** A call that carried the token was answered 401. */
  onSessionExpired(): void;
}

/**
 * What the composition root (src/app/) hands every view and tool: the store, the translations,
 * the configuration of this origin, the studio's actor system, the session's tokens and the
 * shell's commands. A tool is opened with it and spawns its actors into `studio`.
 */
export interface Platform {
  store: AppStore;
  i18n: I18n;
  config: RuntimeConfig;
  origin: OriginKey;
  settings: OriginSettings;
  studio: StudioActor;
  access: SessionAccess;
  commands: ShellCommands;
}

const PlatformContext = createContext<Platform | null>(null);

export const PlatformProvider = PlatformContext.Provider;

export function usePlatform(): Platform {
  const platform = useContext(PlatformContext);
  if (!platform) throw new Error('usePlatform needs a <PlatformProvider>');
  return platform;
}

/** This origin and its configuration (platform.md §1). */
export function useOrigin(): Pick<Platform, 'config' | 'origin' | 'settings'> {
  const { config, origin, settings } = usePlatform();
  return { config, origin, settings };
}

export const useShellCommands = (): ShellCommands => usePlatform().commands;
