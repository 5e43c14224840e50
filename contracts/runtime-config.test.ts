import { describe, expect, it } from 'vitest';
import { localConfigJson } from '../test/fixtures/runtime-config';
import { parseRuntimeConfig } from './runtime-config';

const problemsOf = (json: unknown) => {
  const result = parseRuntimeConfig(json);
  return result.ok ? [] : result.problems;
};

describe('runtime configuration', () => {
  it('accepts the shipped local configuration', () => {
    const result = parseRuntimeConfig(localConfigJson());
    expect(result.ok).toBe(true);
  });

  it('refuses anything but an object', () => {
    expect(problemsOf([])).toEqual(['the file must hold one JSON object']);
    expect(problemsOf('config')).toEqual(['the file must hold one JSON object']);
  });

  it('names every missing or wrong field by its path', () => {
    const json = localConfigJson();
    const origins = json.origins as Record<string, Record<string, unknown>>;
    delete origins.trial!.identityProvider;
    (origins.development!.api as Record<string, unknown>).main = 'not a url';
    json.idpSetting = 'staging';
    (json.auth as Record<string, unknown>).enabled = 'yes';
    expect(problemsOf(json)).toEqual([
      'auth.enabled must be true or false',
      'idpSetting must be one of "dev", "prod"',
      'origins.trial.identityProvider must be an object',
      'origins.trial.identityProvider.authority must be a non-empty string',
      'origins.trial.identityProvider.clientId must be a non-empty string',
      'origins.trial.identityProvider.scope must be a non-empty string',
      'origins.trial.identityProvider.redirectUri must be a non-empty string',
      'origins.development.api.main is not a valid address: "not a url"',
    ]);
  });

  it('checks the provider\'s session unless an origin switches it off with true or false', () => {
    const json = localConfigJson();
    const origins = json.origins as Record<string, Record<string, unknown>>;
    origins.corporate1!.sessionCheck = false;
    const result = parseRuntimeConfig(json);
    expect(result.ok && result.config.origins.corporate1.sessionCheck).toBe(false);
    expect(result.ok && result.config.origins.corporate2.sessionCheck).toBeUndefined();
    origins.corporate1!.sessionCheck = 'off';
    expect(problemsOf(json)).toEqual(['origins.corporate1.sessionCheck must be true or false']);
  });

  it('reads an origin\'s backendToken and its provider\'s groupsClaim, and names a wrong one', () => {
    const json = localConfigJson();
    const origins = json.origins as Record<string, Record<string, unknown>>;
    origins.corporate1!.backendToken = 'accessToken';
    (origins.corporate1!.identityProvider as Record<string, unknown>).groupsClaim = 'realm_access.roles';
    const result = parseRuntimeConfig(json);
    expect(result.ok && result.config.origins.corporate1).toMatchObject({ backendToken: 'accessToken', identityProvider: { groupsClaim: 'realm_access.roles' } });
    expect(result.ok && result.config.origins.corporate2.backendToken).toBeUndefined();
    origins.corporate1!.backendToken = 'refreshToken';
    (origins.corporate1!.identityProvider as Record<string, unknown>).groupsClaim = 'realm access';
    expect(problemsOf(json)).toEqual([
      'origins.corporate1.identityProvider.groupsClaim must be a claim name or a dotted path such as "realm_access.roles"',
      'origins.corporate1.backendToken must be one of "idToken", "accessToken"',
    ]);
  });

  it("reads where an origin's provider puts the groups, and refuses user-info without the access token as the bearer", () => {
    const json = localConfigJson();
    const origins = json.origins as Record<string, Record<string, unknown>>;
    const idp = (key: string) => origins[key]!.identityProvider as Record<string, unknown>;
    idp('trial').groupsFrom = 'userInfo';
    idp('corporate1').groupsFrom = 'userInfo';
    origins.corporate1!.backendToken = 'accessToken';
    idp('corporate2').groupsFrom = 'token';
    idp('corporate1').resource = 'urn:studio:api';
    const result = parseRuntimeConfig(json);
    expect(result.ok && result.config.origins.corporate1.identityProvider.resource).toBe('urn:studio:api');
    expect(result.ok && result.config.origins.trial.identityProvider.groupsFrom).toBe('userInfo');
    expect(result.ok && result.config.origins.corporate1.identityProvider.groupsFrom).toBe('userInfo');
    idp('corporate2').groupsFrom = 'userInfo';
    idp('development').groupsFrom = 'accessToken';
    expect(problemsOf(json)).toEqual([
      'origins.corporate2.identityProvider.groupsFrom: groups from "userInfo" need the access token as the bearer (backendToken "accessToken"): user-info answers only to an access token',
      'origins.development.identityProvider.groupsFrom must be one of "token", "userInfo"',
    ]);
  });

  it('reads comma-separated group lists as the spec writes them', () => {
    const json = localConfigJson();
    (json.groups as Record<string, unknown>).chat = 'chat-users, chat-admins,';
    const result = parseRuntimeConfig(json);
    expect(result.ok && result.config.groups.chat).toEqual(['chat-users', 'chat-admins']);
  });

  it('matches groups by substring unless exact matching is configured', () => {
    const json = localConfigJson();
    delete json.groupMatching;
    const lenient = parseRuntimeConfig(json);
    expect(lenient.ok && lenient.config.groupMatching).toBe('substring');
    json.groupMatching = 'exact';
    const exact = parseRuntimeConfig(json);
    expect(exact.ok && exact.config.groupMatching).toBe('exact');
  });

  it('writes errors only unless a log level is configured; an unknown level is a problem', () => {
    const json = localConfigJson();
    delete json.logLevel;
    const fallback = parseRuntimeConfig(json);
    expect(fallback.ok && fallback.config.logLevel).toBe('error');
    json.logLevel = 'debug';
    const debug = parseRuntimeConfig(json);
    expect(debug.ok && debug.config.logLevel).toBe('debug');
    json.logLevel = 'verbose';
    const wrong = parseRuntimeConfig(json);
    expect(wrong.ok).toBe(false);
    expect(!wrong.ok && wrong.problems.join(' ')).toMatch(/logLevel/);
  });

  it('names nobody to ask for access unless accessContact is given; a blank one is a problem', () => {
    const json = localConfigJson();
    delete json.accessContact;
    const none = parseRuntimeConfig(json);
    expect(none.ok && none.config.accessContact).toBeUndefined();
    json.accessContact = 'it-service@example.com';
    const named = parseRuntimeConfig(json);
    expect(named.ok && named.config.accessContact).toBe('it-service@example.com');
    json.accessContact = ' ';
    expect(problemsOf(json)).toEqual(['accessContact must be a non-empty string']);
  });

  it('lets the development fallback go without host names, but not the others', () => {
    const json = localConfigJson();
    const origins = json.origins as Record<string, Record<string, unknown>>;
    delete origins.development!.hosts;
    delete origins.corporate1!.hosts;
    expect(problemsOf(json)).toEqual(['origins.corporate1.hosts must be a list of host names']);
  });
});
