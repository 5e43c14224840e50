import { startPorts, type StackPorts } from '../ports';
import { identitySettings, type IdentitySettings } from './auth/identity-settings';

/**
 * Whom the API trusts and by which group rule: the identity settings (OIDC_ISSUERS, STUDIO_CONFIG),
 * the one place the entry points read them. Without them, the two local providers of `npm start`
 * and the config.json it serves; in production both are required, since whatever listened on the
 * demo providers' loopback ports would otherwise be trusted to sign anyone in, with the demo's groups.
 */
export function apiIdentity(env: NodeJS.ProcessEnv = process.env, ports: StackPorts = startPorts): IdentitySettings {
  if (env.NODE_ENV === 'production') {
    if (!env.OIDC_ISSUERS?.trim()) throw new Error('OIDC_ISSUERS is required when NODE_ENV=production (without it the local demo providers would be trusted).');
    if (!env.STUDIO_CONFIG?.trim()) throw new Error("STUDIO_CONFIG is required when NODE_ENV=production (the studio's config.json: its group lists and matching mode).");
  }
  return identitySettings(env, ports);
}
