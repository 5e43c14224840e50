import type { RuntimeConfig } from '../../../contracts/runtime-config';
import { localRuntimeConfig } from '../../local-config';
import type { StackPorts } from '../../ports';
import type { GroupRules } from './groups';
import { issuerSettingsFromEnv, trustedIssuers, type TrustedIssuer } from './issuers';
import { disagreements, groupRulesOf, readStudioConfig } from './studio-config';

export interface IdentitySettings {
  issuers: TrustedIssuer[];
  groupRules: GroupRules;
  /** For the start-up banner: which providers, of which tenant. */
  summary: string;
}

/**
 * Whom the API trusts and by which group rule, from OIDC_ISSUERS and STUDIO_CONFIG; without them
 * the local stack's two providers and the config.json it serves for `ports`. A wrong setting, or a
 * studio configuration that disagrees with the issuers, stops the start with a message naming it.
 */
export function identitySettings(env: NodeJS.ProcessEnv, ports: StackPorts): IdentitySettings {
  const settings = issuerSettingsFromEnv(env, ports);
  const path = env.STUDIO_CONFIG?.trim();
  const config: RuntimeConfig = path ? readStudioConfig(path) : localRuntimeConfig(ports);
  const problems = disagreements(config, settings);
  if (problems.length > 0) {
    const source = path ? `STUDIO_CONFIG (${path})` : 'the local stack\'s config.json (set STUDIO_CONFIG to the studio\'s own)';
    throw new Error(`${source} and OIDC_ISSUERS disagree: ${problems.join('; ')}.`);
  }
  return {
    issuers: trustedIssuers(settings),
    groupRules: groupRulesOf(config),
    summary: `${settings.map((setting) => `${setting.issuer} (${setting.tenant})`).join(', ')}, ${config.groupMatching} group matching`,
  };
}
