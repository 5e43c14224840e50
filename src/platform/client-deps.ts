import type { ClientDeps } from '../api/studio-client';
import { backendTokenOf } from '../../domain/user-groups';
import type { Platform } from './platform';

/**
 * What every tool builds its API clients with: this origin's configuration, the session's token
 * check with the token a backend receives, and the session-expired signal for the middleware.
 * The token is the one rule of tools.md §6/§7: the trial tenant (the stack-provider mode) sends
 * the access token, every other origin the ID token, unless config.json's `backendToken` names
 * the token for this origin.
 */
export function clientDeps({ config, origin, access }: Pick<Platform, 'config' | 'origin' | 'access'>): ClientDeps {
  const tokenKind = backendTokenOf(origin, config.origins[origin].backendToken);
  return {
    config,
    origin,
    bearerToken: async () => {
      const tokens = await access.validTokens();
      return tokens ? tokens[tokenKind] : null;
    },
    onSessionExpired: () => access.onSessionExpired(),
  };
}
