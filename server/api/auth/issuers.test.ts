import { describe, expect, it } from 'vitest';
import { localIssuerSettings, parseIssuerSettings } from './issuers';

const one = (entry: Record<string, unknown>) => JSON.stringify([{ issuer: 'https://login.example.com/realms/staff', clientId: 'studio', audience: 'urn:studio:api', tenant: 'corporate', ...entry }]);

describe('OIDC_ISSUERS, the providers the API trusts', () => {
  it('reads an issuer with its defaults: groups from groupMembership then groups, e-mail from email', () => {
    expect(parseIssuerSettings(one({}))).toEqual([
      { issuer: 'https://login.example.com/realms/staff', clientId: 'studio', audience: ['urn:studio:api'], tenant: 'corporate', groupsClaims: ['groupMembership', 'groups'], emailClaim: 'email', groupsFrom: 'token' },
    ]);
  });

  it('takes an audience list and the claims as names or dotted paths', () => {
    const [setting] = parseIssuerSettings(one({ audience: ['api://studio', 'urn:studio:api'], tenant: 'trial', groupsClaim: 'realm_access.roles', emailClaim: 'upn', groupsFrom: 'userInfo' }));
    expect(setting).toMatchObject({ audience: ['api://studio', 'urn:studio:api'], tenant: 'trial', groupsClaims: ['realm_access.roles'], emailClaim: 'upn', groupsFrom: 'userInfo' });
  });

  it.each([
    ['not JSON', '[{', /^OIDC_ISSUERS is not JSON/],
    ['an empty list', '[]', /OIDC_ISSUERS must be a JSON array with at least one issuer/],
    ['an object instead of a list', '{"issuer": "https://x.example"}', /must be a JSON array/],
    ['a missing client id', one({ clientId: undefined }), /OIDC_ISSUERS\[0\]\.clientId must be a non-empty string/],
    ['no audience', one({ audience: [] }), /OIDC_ISSUERS\[0\]\.audience must be a non-empty string or a list/],
    ['an unknown tenant', one({ tenant: 'partner' }), /OIDC_ISSUERS\[0\]\.tenant must be "corporate" or "trial"/],
    ['a groups claim with a blank', one({ groupsClaim: 'realm access' }), /OIDC_ISSUERS\[0\]\.groupsClaim must be a claim name or a dotted path/],
    ['an empty path part', one({ emailClaim: 'a..b' }), /OIDC_ISSUERS\[0\]\.emailClaim must be a claim name/],
    ['a groups source it does not know', one({ groupsFrom: 'accessToken' }), /OIDC_ISSUERS\[0\]\.groupsFrom must be "token" or "userInfo"/],
    ['a misspelt setting', one({ groupClaim: 'roles' }), /OIDC_ISSUERS\[0\] has the unknown setting "groupClaim"/],
    ['plain http off loopback', one({ issuer: 'http://login.example.com' }), /OIDC_ISSUERS\[0\]\.issuer must use https/],
    ['an issuer that is no address', one({ issuer: 'login' }), /OIDC_ISSUERS\[0\]\.issuer is not an address/],
  ])('stops the start on %s, naming the setting', (_case, text, message) => {
    expect(() => parseIssuerSettings(text)).toThrow(message);
  });

  it('refuses the same issuer twice', () => {
    const entry = JSON.parse(one({})) as unknown[];
    expect(() => parseIssuerSettings(JSON.stringify([...entry, ...entry]))).toThrow(/names https:\/\/login\.example\.com\/realms\/staff twice/);
  });

  it('builds the same structure for the local stack: the corporate provider corporate, the branded one trial', () => {
    const local = localIssuerSettings({ corporateIdp: 4001, brandedIdp: 4002 });
    expect(local.map(({ issuer, clientId, tenant }) => ({ issuer, clientId, tenant }))).toEqual([
      { issuer: 'http://localhost:4001', clientId: 'studio-corporate', tenant: 'corporate' },
      { issuer: 'http://localhost:4002', clientId: 'studio-trial', tenant: 'trial' },
    ]);
    expect(parseIssuerSettings(JSON.stringify(local.map(({ groupsClaims: _g, emailClaim: _e, groupsFrom: _f, ...rest }) => rest)))).toEqual(local);
  });
});
