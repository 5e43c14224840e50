import { readFileSync } from 'node:fs';
import { originKeys, parseRuntimeConfig, type RuntimeConfig } from '../../../contracts/runtime-config';
import { defaultGroupsClaims } from '../../../domain/claim-path';
import type { GroupRules } from './groups';
import type { IssuerSetting } from './issuers';

/**
 * STUDIO_CONFIG: the path of the studio's own config.json. The API takes its group lists and
 * matching mode from there, so the server and the browser apply one rule; the file's problems
 * stop the start, each named.
 */
export function readStudioConfig(path: string): RuntimeConfig {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new Error(`STUDIO_CONFIG: ${path} cannot be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}).`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`STUDIO_CONFIG: ${path} is not JSON: ${(error as Error).message}`);
  }
  const parsed = parseRuntimeConfig(json);
  if (!parsed.ok) throw new Error(`STUDIO_CONFIG: ${path} is not a valid studio configuration: ${parsed.problems.join('; ')}.`);
  return parsed.config;
}

export const groupRulesOf = (config: Pick<RuntimeConfig, 'groups' | 'groupMatching'>): GroupRules => ({
  groups: config.groups,
  matching: config.groupMatching,
});

const sameIssuer = (a: string, b: string) => a.replace(/\/+$/, '') === b.replace(/\/+$/, '');

/**
 * The studio and the API must agree on who a user is: every origin's provider and client is a
 * trusted issuer of that origin's tenant (the trial origin's the trial tenant, every other origin's
 * the corporate one), with the same groups claim. The problems, or none.
 */
export function disagreements(config: RuntimeConfig, issuers: readonly IssuerSetting[]): string[] {
  return originKeys.flatMap((key) => {
    const { authority, clientId, groupsClaim } = config.origins[key].identityProvider;
    const at = `origins.${key}.identityProvider`;
    const issuer = issuers.find((candidate) => sameIssuer(candidate.issuer, authority));
    if (!issuer) return [`${at}.authority ${authority} is not among the API's trusted issuers (OIDC_ISSUERS)`];
    const tenant = key === 'trial' ? 'trial' : 'corporate';
    const problems: string[] = [];
    if (issuer.clientId !== clientId) problems.push(`${at}.clientId is "${clientId}", the API trusts "${issuer.clientId}" at ${issuer.issuer}`);
    if (issuer.tenant !== tenant) problems.push(`${at}: ${issuer.issuer} is the ${issuer.tenant} tenant's issuer for the API, the ${key} origin needs the ${tenant} tenant`);
    const studioClaims = groupsClaim === undefined ? defaultGroupsClaims : [groupsClaim];
    if (studioClaims.join('\n') !== issuer.groupsClaims.join('\n')) {
      const list = (claims: readonly string[]) => claims.map((claim) => `"${claim}"`).join(' then ');
      problems.push(`${at}.groupsClaim: the studio reads groups from ${list(studioClaims)}, the API reads those of ${issuer.issuer} from ${list(issuer.groupsClaims)}`);
    }
    const { resource } = config.origins[key].identityProvider;
    if (resource !== undefined && !issuer.audience.includes(resource)) {
      problems.push(`${at}.resource: the studio asks for access tokens for "${resource}", the API accepts those of ${issuer.issuer} only for ${issuer.audience.map((item) => `"${item}"`).join(', ')}`);
    }
    const studioSource = config.origins[key].identityProvider.groupsFrom ?? 'token';
    if (studioSource !== issuer.groupsFrom) {
      problems.push(`${at}.groupsFrom: the studio reads groups from "${studioSource}", the API reads those of ${issuer.issuer} from "${issuer.groupsFrom}"`);
    }
    return problems;
  });
}
