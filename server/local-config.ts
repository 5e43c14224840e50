import { defaultScosSettings, type OriginSettings, type RuntimeConfig } from '../contracts/runtime-config';
import { localToolGroups } from './idp/accounts';
import type { StackPorts } from './ports';
import { localClientIds } from './idp/clients';

/**
 * The runtime configuration that points the studio at the local reference stack.
 * public/config.json is this for `startPorts` (a unit test keeps them equal);
 * the end-to-end run serves it for its own ports.
 */
export function localRuntimeConfig(ports: StackPorts): RuntimeConfig {
  const api = `http://localhost:${ports.api}`;
  // The customer-service endpoint is the reference bot's path; the bot token completes it.
  const apiHosts = { main: api, audit: api, trial: api, registry: api, customerService: `${api}/v1/scos` };
  const corporateIdp = {
    authority: `http://localhost:${ports.corporateIdp}`,
    clientId: localClientIds.corporate,
    scope: 'openid profile',
    redirectUri: '/',
  };
  const internal = (appName: string, hosts: string[], environment?: string): OriginSettings => ({
    hosts,
    appName,
    ...(environment ? { environment } : {}),
    logo: null,
    favicon: '/favicon.svg',
    identityProvider: corporateIdp,
    api: apiHosts,
  });
  return {
    auth: { enabled: true },
    idpSetting: 'dev',
    groupMatching: 'substring',
    groups: structuredClone(localToolGroups),
    releaseNotesButton: true,
    // The stack's own guidelines page, which carries a short how-to (a handbook elsewhere is the operator's).
    handbookUrl: '/guidelines',
    accessContact: 'studio-support@example.com',
    logLevel: 'error',
    scos: structuredClone(defaultScosSettings),
    origins: {
      trial: {
        hosts: ['trial.localhost'],
        appName: 'Studio Trial',
        logo: '/logo-trial.svg',
        favicon: '/favicon-trial.svg',
        identityProvider: {
          authority: `http://localhost:${ports.brandedIdp}`,
          clientId: localClientIds.branded,
          scope: 'openid profile',
          redirectUri: '/',
        },
        api: apiHosts,
      },
      corporate1: internal('Studio', ['studio.corp.example']),
      corporate2: internal('Studio', ['studio.corp2.example']),
      development: internal('Studio', [], 'development'),
    },
  };
}
