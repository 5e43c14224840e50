import type { JWTVerifyGetKey } from 'jose';
import { defaultEmailClaim, defaultGroupsClaims, isClaimPath } from '../../../domain/claim-path';
import { groupsFromValues, type GroupsFrom } from '../../../domain/user-groups';
import { apiAudience, localClientIds } from '../../idp/clients';
import type { StackPorts } from '../../ports';
import { remoteIssuerKeys, type KeyRefreshOptions } from './issuer-keys';
import { providerDiscovery, type ProviderEndpoints } from './provider-discovery';

export const tenants = ['corporate', 'trial'] as const;
/** Which variant a user belongs to (platform.md §1): the trial tenant reaches only its own routes. */
export type Tenant = (typeof tenants)[number];

/** One trusted OpenID provider, as OIDC_ISSUERS describes it. */
export interface IssuerSetting {
  /** Exactly as in the tokens' `iss` and the discovery document. */
  issuer: string;
  /** The studio's client there: the only audience of its ID tokens this API accepts. */
  clientId: string;
  /** What its access tokens for this API carry in `aud` (any one of these). */
  audience: readonly string[];
  tenant: Tenant;
  /** Claim names or dotted paths, tried in order: the first present one holds the groups. */
  groupsClaims: readonly string[];
  emailClaim: string;
  /** `token`: the groups are in the bearer; `userInfo`: at the provider's user-info endpoint, asked with the bearer (an access token). */
  groupsFrom: GroupsFrom;
}

export interface TrustedIssuer extends IssuerSetting {
  keys: JWTVerifyGetKey;
  /** The provider's discovery document (its user-info endpoint); absent for a test's local key set. */
  endpoints?: () => Promise<ProviderEndpoints>;
}

const settingKeys = ['issuer', 'clientId', 'audience', 'tenant', 'groupsClaim', 'emailClaim', 'groupsFrom'];

function readIssuer(value: unknown, at: string): IssuerSetting {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error(`${at} must be an object.`);
  const entry = value as Record<string, unknown>;
  const unknown = Object.keys(entry).find((key) => !settingKeys.includes(key));
  if (unknown) throw new Error(`${at} has the unknown setting "${unknown}" (known: ${settingKeys.join(', ')}).`);
  const text = (key: string) => {
    const field = entry[key];
    if (typeof field !== 'string' || field.trim() === '') throw new Error(`${at}.${key} must be a non-empty string.`);
    return field.trim();
  };
  const issuer = text('issuer');
  let url: URL;
  try {
    url = new URL(issuer);
  } catch {
    throw new Error(`${at}.issuer is not an address: "${issuer}".`);
  }
  if (url.protocol !== 'https:' && !['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)) {
    throw new Error(`${at}.issuer must use https (plain http only on localhost): "${issuer}".`);
  }
  const audience = typeof entry.audience === 'string' ? [entry.audience] : entry.audience;
  if (!Array.isArray(audience) || audience.length === 0 || !audience.every((item) => typeof item === 'string' && item.trim() !== '')) {
    throw new Error(`${at}.audience must be a non-empty string or a list of them.`);
  }
  const tenant = entry.tenant;
  if (!tenants.includes(tenant as Tenant)) throw new Error(`${at}.tenant must be "corporate" or "trial".`);
  const claim = (key: string, fallback: readonly string[]) => {
    if (entry[key] === undefined) return fallback;
    if (!isClaimPath(entry[key])) throw new Error(`${at}.${key} must be a claim name or a dotted path such as "realm_access.roles".`);
    return [entry[key]];
  };
  const groupsFrom = entry.groupsFrom ?? 'token';
  if (!groupsFromValues.includes(groupsFrom as GroupsFrom)) throw new Error(`${at}.groupsFrom must be "token" or "userInfo".`);
  return {
    issuer,
    clientId: text('clientId'),
    audience: audience.map((item: string) => item.trim()),
    tenant: tenant as Tenant,
    groupsClaims: claim('groupsClaim', defaultGroupsClaims),
    emailClaim: claim('emailClaim', [defaultEmailClaim])[0]!,
    groupsFrom: groupsFrom as GroupsFrom,
  };
}

/** OIDC_ISSUERS: a JSON array of issuer settings; a wrong one throws a message that names it. */
export function parseIssuerSettings(text: string): IssuerSetting[] {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`OIDC_ISSUERS is not JSON: ${(error as Error).message}`);
  }
  if (!Array.isArray(json) || json.length === 0) throw new Error('OIDC_ISSUERS must be a JSON array with at least one issuer.');
  const settings = json.map((entry, index) => readIssuer(entry, `OIDC_ISSUERS[${index}]`));
  const issuers = settings.map((setting) => setting.issuer);
  const repeated = issuers.find((issuer, index) => issuers.indexOf(issuer) !== index);
  if (repeated) throw new Error(`OIDC_ISSUERS names ${repeated} twice.`);
  return settings;
}

/** The local stack's two providers, in the same structure as OIDC_ISSUERS. */
export function localIssuerSettings(ports: Pick<StackPorts, 'corporateIdp' | 'brandedIdp'>): IssuerSetting[] {
  const local = (port: number, clientId: string, tenant: Tenant): IssuerSetting => ({
    issuer: `http://localhost:${port}`,
    clientId,
    audience: [apiAudience],
    tenant,
    groupsClaims: defaultGroupsClaims,
    emailClaim: defaultEmailClaim,
    groupsFrom: 'token',
  });
  return [local(ports.corporateIdp, localClientIds.corporate, 'corporate'), local(ports.brandedIdp, localClientIds.branded, 'trial')];
}

/** OIDC_ISSUERS when set, otherwise the local stack's providers. */
export function issuerSettingsFromEnv(env: NodeJS.ProcessEnv, ports: Pick<StackPorts, 'corporateIdp' | 'brandedIdp'>): IssuerSetting[] {
  const configured = env.OIDC_ISSUERS?.trim();
  return configured ? parseIssuerSettings(configured) : localIssuerSettings(ports);
}

/** The settings with each provider's keys, found by discovery and JWKS on first use. */
export function trustedIssuers(settings: readonly IssuerSetting[], keyOptions?: KeyRefreshOptions): TrustedIssuer[] {
  return settings.map((setting) => {
    const endpoints = providerDiscovery(setting.issuer);
    return { ...setting, keys: remoteIssuerKeys(endpoints, keyOptions), endpoints };
  });
}
