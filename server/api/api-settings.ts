import { localClientIds } from '../idp/clients';
import { localToolGroups, type ToolGroups } from './auth/groups';
import { remoteIssuerKeys } from './auth/issuer-keys';
import type { TrustedIssuer } from './auth/token-verifier';

/** Where the two local providers of `npm start` listen, when OIDC_ISSUERS does not name others. */
export interface LocalProviderPorts {
  corporateIdp: number;
  brandedIdp: number;
}

export const defaultLocalProviders: LocalProviderPorts = { corporateIdp: 4001, brandedIdp: 4002 };

const trust = (issuer: string, clientId: string): TrustedIssuer => ({ issuer, clientId, keys: remoteIssuerKeys(issuer) });

function issuersFromJson(json: string): TrustedIssuer[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw new Error('OIDC_ISSUERS must be a JSON list of issuers ([{"issuer": "https://…", "clientId": "…"}, …]).');
  }
  if (!Array.isArray(parsed) || parsed.length === 0) throw new Error('OIDC_ISSUERS must be a JSON list of at least one issuer.');
  return parsed.map((entry: unknown, index) => {
    const { issuer, clientId } = (entry ?? {}) as { issuer?: unknown; clientId?: unknown };
    if (typeof issuer !== 'string' || typeof clientId !== 'string' || !issuer || !clientId) {
      throw new Error(`OIDC_ISSUERS entry ${index + 1} needs "issuer" and "clientId" as text.`);
    }
    return trust(issuer, clientId);
  });
}

/**
 * The token issuers the API trusts. The one place that reads OIDC_ISSUERS, so its parser can be
 * swapped for the identity settings' (tenant, audience, claims) without touching the entry points.
 * Without it, the two local providers of `npm start` on `local`'s ports.
 */
export function issuers(env: NodeJS.ProcessEnv = process.env, local: LocalProviderPorts = defaultLocalProviders): TrustedIssuer[] {
  const configured = env.OIDC_ISSUERS?.trim();
  if (configured) return issuersFromJson(configured);
  // Whatever listened on those loopback ports would be trusted to sign anyone in.
  if (env.NODE_ENV === 'production') throw new Error('OIDC_ISSUERS is required when NODE_ENV=production (without it the local demo providers would be trusted).');
  return [trust(`http://localhost:${local.corporateIdp}`, localClientIds.corporate), trust(`http://localhost:${local.brandedIdp}`, localClientIds.branded)];
}

/**
 * The group names of each tool. The one place that is to read STUDIO_CONFIG (the studio's
 * config.json) once the identity settings do; today the local accounts' groups.
 */
export function toolGroups(_env: NodeJS.ProcessEnv = process.env): ToolGroups {
  return localToolGroups;
}
