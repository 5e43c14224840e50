import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localRuntimeConfig } from '../../local-config';
import { startPorts } from '../../ports';
import { identitySettings } from './identity-settings';

describe('whom the API trusts and by which group rule, at start', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'studio-identity-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const configFile = async (name: string, change: (config: ReturnType<typeof localRuntimeConfig>) => void = () => undefined) => {
    const config = localRuntimeConfig(startPorts);
    change(config);
    const path = join(dir, name);
    await writeFile(path, JSON.stringify(config));
    return path;
  };
  const issuers = (groupsClaim?: string) =>
    JSON.stringify([
      { issuer: 'http://localhost:4001', clientId: 'studio-corporate', audience: 'urn:studio:api', tenant: 'corporate', ...(groupsClaim ? { groupsClaim } : {}) },
      { issuer: 'http://localhost:4002', clientId: 'studio-trial', audience: 'urn:studio:api', tenant: 'trial' },
    ]);

  it('without settings trusts the local providers and applies the local config.json\'s rule', () => {
    const settings = identitySettings({}, startPorts);
    expect(settings.issuers.map((issuer) => [issuer.issuer, issuer.tenant])).toEqual([['http://localhost:4001', 'corporate'], ['http://localhost:4002', 'trial']]);
    expect(settings.groupRules.matching).toBe('substring');
  });

  it('takes the group lists and the matching mode from STUDIO_CONFIG', async () => {
    const path = await configFile('exact.json', (config) => {
      config.groupMatching = 'exact';
      config.groups.audit = ['cn-audit'];
    });
    const settings = identitySettings({ OIDC_ISSUERS: issuers(), STUDIO_CONFIG: path }, startPorts);
    expect(settings.groupRules).toMatchObject({ matching: 'exact', groups: { audit: ['cn-audit'] } });
  });

  it('refuses to start when the studio\'s origins and the trusted issuers disagree, naming each problem', async () => {
    const path = await configFile('swapped.json', (config) => {
      config.origins.trial.identityProvider.authority = 'http://localhost:4001';
      config.origins.corporate1.identityProvider.clientId = 'another-client';
    });
    expect(() => identitySettings({ OIDC_ISSUERS: issuers(), STUDIO_CONFIG: path }, startPorts)).toThrow(
      /STUDIO_CONFIG \(.*swapped\.json\) and OIDC_ISSUERS disagree: origins\.trial\.identityProvider\.clientId is "studio-trial", the API trusts "studio-corporate" .*origins\.trial\.identityProvider: http:\/\/localhost:4001 is the corporate tenant's issuer.*origins\.corporate1\.identityProvider\.clientId is "another-client"/,
    );
  });

  it('refuses to start when the two read groups from different claims', async () => {
    const path = await configFile('claims.json');
    expect(() => identitySettings({ OIDC_ISSUERS: issuers('roles'), STUDIO_CONFIG: path }, startPorts)).toThrow(
      /origins\.corporate1\.identityProvider\.groupsClaim: the studio reads groups from "groupMembership" then "groups", the API reads those of http:\/\/localhost:4001 from "roles"/,
    );
  });

  it('refuses to start when one side reads groups from user-info and the other from the token', async () => {
    const path = await configFile('user-info.json', (config) => {
      config.origins.trial.identityProvider.groupsFrom = 'userInfo';
    });
    expect(() => identitySettings({ OIDC_ISSUERS: issuers(), STUDIO_CONFIG: path }, startPorts)).toThrow(
      /origins\.trial\.identityProvider\.groupsFrom: the studio reads groups from "userInfo", the API reads those of http:\/\/localhost:4002 from "token"/,
    );
  });

  it("refuses to start when the studio asks for access tokens of an audience the API does not accept", async () => {
    const path = await configFile('resource.json', (config) => {
      config.origins.corporate1.backendToken = 'accessToken';
      config.origins.corporate1.identityProvider.resource = 'urn:studio:audit-api';
    });
    expect(() => identitySettings({ OIDC_ISSUERS: issuers(), STUDIO_CONFIG: path }, startPorts)).toThrow(
      /origins\.corporate1\.identityProvider\.resource: the studio asks for access tokens for "urn:studio:audit-api", the API accepts those of http:\/\/localhost:4001 only for "urn:studio:api"/,
    );
    const agreeing = await configFile('resource-ok.json', (config) => {
      config.origins.corporate1.backendToken = 'accessToken';
      config.origins.corporate1.identityProvider.resource = 'urn:studio:api';
    });
    expect(identitySettings({ OIDC_ISSUERS: issuers(), STUDIO_CONFIG: agreeing }, startPorts).issuers).toHaveLength(2);
  });

  it('refuses OIDC_ISSUERS without the studio configuration it must agree with', () => {
    const foreign = JSON.stringify([{ issuer: 'https://login.example.com', clientId: 'studio', audience: 'api', tenant: 'corporate' }]);
    expect(() => identitySettings({ OIDC_ISSUERS: foreign }, startPorts)).toThrow(/set STUDIO_CONFIG to the studio's own.*not among the API's trusted issuers/);
  });

  it('names a STUDIO_CONFIG that cannot be read or is not a studio configuration', async () => {
    expect(() => identitySettings({ STUDIO_CONFIG: join(dir, 'missing.json') }, startPorts)).toThrow(/STUDIO_CONFIG: .*missing\.json cannot be read \(ENOENT\)/);
    const broken = join(dir, 'broken.json');
    await writeFile(broken, JSON.stringify({ auth: { enabled: true } }));
    expect(() => identitySettings({ STUDIO_CONFIG: broken }, startPorts)).toThrow(/STUDIO_CONFIG: .*broken\.json is not a valid studio configuration: .*idpSetting/);
  });
});
