/**
 * The runtime configuration: one JSON file next to index.html, read at start-up, so one
 * build serves every origin. `parseRuntimeConfig` turns unknown JSON into this shape or into
 * a list of readable problems for the error screen.
 */
import { backendTokenOf, groupsFromValues, groupsSourceProblem, type BackendToken, type GroupsFrom } from '../domain/user-groups';

export const originKeys = ['trial', 'corporate1', 'corporate2', 'development'] as const;
export type OriginKey = (typeof originKeys)[number];

export const groupKeys = ['trial', 'chat', 'vision', 'voice', 'customerService', 'audit', 'registry'] as const;
export type GroupKey = (typeof groupKeys)[number];

export interface IdentityProviderSettings {
  authority: string;
  clientId: string;
  scope: string;
  /** Absolute, or a path resolved against the page's origin (one file serves several ports). */
  redirectUri: string;
  /**
   * Where this provider puts the user's groups: a claim name or a dotted path (`realm_access.roles`).
   * Absent: `groupMembership`, then `groups` (platform.md §3). The API reads the same claim.
   */
  groupsClaim?: string;
  /**
   * Where the groups are: `token`, the claims of the token the backends receive (default), or
   * `userInfo`, the provider's user-info answer for it (then the bearer must be the access token).
   * The API's OIDC_ISSUERS entry must say the same (domain/user-groups.ts).
   */
  groupsFrom?: GroupsFrom;
  /**
   * The backends' audience (an RFC 8707 resource indicator) the studio asks the provider to issue
   * its access tokens for; with `backendToken: "accessToken"` the API's OIDC_ISSUERS `audience`
   * must hold it. Absent: the provider's default audience for the client.
   */
  resource?: string;
}

export interface ApiHosts {
  main: string;
  audit: string;
  trial: string;
  registry: string;
  customerService: string;
}

export interface OriginSettings {
  /** Host names (exact) that select this origin. The development fallback needs none. */
  hosts: string[];
  /** The product's name: the page title and the navigation bar's. */
  appName: string;
  /** A small badge beside the name saying which environment this is ("development"); never part of `appName`. Absent: none. */
  environment?: string;
  /** Logo URL; null shows the app name instead. */
  logo: string | null;
  favicon: string;
  identityProvider: IdentityProviderSettings;
  api: ApiHosts;
  /**
   * The periodic check of the provider's session (platform.md §9); `false` switches it off for
   * this origin. Absent means on, where it can see the session at all: the provider on the
   * studio's own site (machines/session/session-check.ts).
   */
  sessionCheck?: boolean;
  /**
   * Which token the backends receive as the bearer. Absent: the spec's rule (tools.md §6/§7), the
   * access token on the trial origin and the ID token elsewhere. `accessToken` sends the access
   * token everywhere: its audience is the API's, not the studio's client, and it lives as long.
   */
  backendToken?: BackendToken;
}

/**
 * The customer-service demo (platform.md "SCOS configuration"). Every field is optional
 * in config.json; the defaults are the reference bot's.
 */
export interface ScosSettings {
  /** The bot token: the last path segment of `{endpoint}/{token}` (the endpoint is the origin's `api.customerService`). */
  botToken: string;
  /** Sends `testMode: true` with each turn and shows a "test" badge. */
  testMode: boolean;
  /** The transport is HTTP POST; false shows the maintenance apology (ES901), as there is no other transport. */
  rest: boolean;
  /** A chat command that downloads the transcript instead of sending. */
  transcriptTrigger: string;
  /** Message types left out of the transcript. */
  transcriptFilter: string[];
  /** `{name}` and `{date}` are replaced. */
  transcriptFilename: string;
  transcriptYouLabel: string;
  transcriptBotLabel: string;
  /** Button values starting with this start an upload instead of being sent. */
  uploadTrigger: string;
  /** A button value equal to this cancels the upload instead of being sent. */
  uploadCancelTrigger: string;
  /** A chat is auto-named once it has this many messages. */
  autoNameAt: number;
  /** Video sites whose embeds may be shown (host names); the CSP frames exactly these. */
  videoHosts: string[];
  /** A bot silent this long after a message is given up (the network-error apology, ER001). */
  replyTimeoutMs: number;
}

export const defaultScosSettings: ScosSettings = {
  botToken: 'studio-demo',
  testMode: false,
  rest: true,
  transcriptTrigger: '/transcript',
  transcriptFilter: ['PLACEHOLDER', 'DATA_ONLY'],
  transcriptFilename: 'transcript-{name}-{date}.txt',
  transcriptYouLabel: 'you',
  transcriptBotLabel: 'bot',
  uploadTrigger: 'upload:start',
  uploadCancelTrigger: 'upload:cancel',
  autoNameAt: 4,
  videoHosts: ['www.youtube-nocookie.com'],
  replyTimeoutMs: 30_000,
};

export interface RuntimeConfig {
  auth: { enabled: boolean };
  idpSetting: 'dev' | 'prod';
  groupMatching: 'substring' | 'exact';
  groups: Record<GroupKey, string[]>;
  releaseNotesButton: boolean;
  handbookUrl: string | null;
  /** Whom a user without access to a tool asks (a team, an e-mail address): optional, absent means nobody is named. */
  accessContact?: string;
  /** What the studio writes to the console (platform.md): `error` by default. */
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'off';
  origins: Record<OriginKey, OriginSettings>;
  scos: ScosSettings;
}

export type ParseResult = { ok: true; config: RuntimeConfig } | { ok: false; problems: string[] };

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

class Reader {
  readonly problems: string[] = [];

  object(parent: Json, key: string, path: string): Json {
    const value = parent[key];
    if (isObject(value)) return value;
    this.problems.push(`${path}${key} must be an object`);
    return {};
  }

  string(parent: Json, key: string, path: string): string {
    const value = parent[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
    this.problems.push(`${path}${key} must be a non-empty string`);
    return '';
  }

  /** null (or absent) means "not configured". */
  optionalUrl(parent: Json, key: string, path: string): string | null {
    return parent[key] === null || parent[key] === undefined ? null : this.url(parent, key, path, { relative: true });
  }

  boolean(parent: Json, key: string, path: string): boolean {
    const value = parent[key];
    if (typeof value === 'boolean') return value;
    this.problems.push(`${path}${key} must be true or false`);
    return false;
  }

  oneOf<T extends string>(parent: Json, key: string, path: string, allowed: readonly [T, ...T[]], fallback?: T): T {
    const value = parent[key];
    if (value === undefined && fallback !== undefined) return fallback;
    if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T;
    this.problems.push(`${path}${key} must be one of ${allowed.map((a) => `"${a}"`).join(', ')}`);
    return allowed[0];
  }

  /** Lists may be written as arrays or, as the spec has group lists, comma-separated strings. */
  list(parent: Json, key: string, path: string, what: string): string[] {
    const value = parent[key];
    if (typeof value === 'string') return value.split(',').map((g) => g.trim()).filter(Boolean);
    if (Array.isArray(value) && value.every((g) => typeof g === 'string')) return value.map((g) => g.trim()).filter(Boolean);
    this.problems.push(`${path}${key} must be a list of ${what}`);
    return [];
  }

  /** A claim name or a dotted path into nested claims. */
  claimPath(parent: Json, key: string, path: string): string {
    const value = parent[key];
    if (typeof value === 'string' && value.split('.').every((part) => /^\S+$/.test(part))) return value;
    this.problems.push(`${path}${key} must be a claim name or a dotted path such as "realm_access.roles"`);
    return '';
  }

  url(parent: Json, key: string, path: string, { relative = false } = {}): string {
    const value = this.string(parent, key, path);
    if (!value) return value;
    try {
      new URL(value, relative ? 'http://relative.invalid' : undefined);
    } catch {
      this.problems.push(`${path}${key} is not a valid address: "${value}"`);
    }
    return value;
  }
}

const hostPattern = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/;

function readScos(reader: Reader, json: Json): ScosSettings {
  if (json.scos === undefined) return structuredClone(defaultScosSettings);
  const scos = reader.object(json, 'scos', '');
  const path = 'scos.';
  const read = <K extends keyof ScosSettings>(key: K, parse: () => ScosSettings[K]): ScosSettings[K] =>
    scos[key] === undefined ? structuredClone(defaultScosSettings[key]) : parse();
  const settings: ScosSettings = {
    botToken: read('botToken', () => reader.string(scos, 'botToken', path)),
    testMode: read('testMode', () => reader.boolean(scos, 'testMode', path)),
    rest: read('rest', () => reader.boolean(scos, 'rest', path)),
    transcriptTrigger: read('transcriptTrigger', () => reader.string(scos, 'transcriptTrigger', path)),
    transcriptFilter: read('transcriptFilter', () => reader.list(scos, 'transcriptFilter', path, 'message types')),
    transcriptFilename: read('transcriptFilename', () => reader.string(scos, 'transcriptFilename', path)),
    transcriptYouLabel: read('transcriptYouLabel', () => reader.string(scos, 'transcriptYouLabel', path)),
    transcriptBotLabel: read('transcriptBotLabel', () => reader.string(scos, 'transcriptBotLabel', path)),
    uploadTrigger: read('uploadTrigger', () => reader.string(scos, 'uploadTrigger', path)),
    uploadCancelTrigger: read('uploadCancelTrigger', () => reader.string(scos, 'uploadCancelTrigger', path)),
    autoNameAt: read('autoNameAt', () => {
      const value = scos.autoNameAt;
      if (typeof value === 'number' && Number.isInteger(value) && value >= 2) return value;
      reader.problems.push(`${path}autoNameAt must be a whole number of at least 2`);
      return defaultScosSettings.autoNameAt;
    }),
    videoHosts: read('videoHosts', () => reader.list(scos, 'videoHosts', path, 'host names')),
    replyTimeoutMs: read('replyTimeoutMs', () => {
      const value = scos.replyTimeoutMs;
      if (typeof value === 'number' && Number.isInteger(value) && value >= 1000) return value;
      reader.problems.push(`${path}replyTimeoutMs must be a whole number of milliseconds, at least 1000`);
      return defaultScosSettings.replyTimeoutMs;
    }),
  };
  for (const host of settings.videoHosts) {
    if (!hostPattern.test(host)) reader.problems.push(`${path}videoHosts must hold host names only, not "${host}"`);
  }
  return settings;
}

function readOrigin(reader: Reader, origins: Json, key: OriginKey): OriginSettings {
  const settings = readOriginFields(reader, origins, key);
  const problem = groupsSourceProblem(settings.identityProvider.groupsFrom ?? 'token', backendTokenOf(key, settings.backendToken));
  if (problem) reader.problems.push(`origins.${key}.identityProvider.groupsFrom: ${problem}`);
  return settings;
}

function readOriginFields(reader: Reader, origins: Json, key: OriginKey): OriginSettings {
  const path = `origins.${key}.`;
  const origin = reader.object(origins, key, 'origins.');
  const hosts = key === 'development' && origin.hosts === undefined ? [] : reader.list(origin, 'hosts', path, 'host names');
  const idp = reader.object(origin, 'identityProvider', path);
  const api = reader.object(origin, 'api', path);
  const idpPath = `${path}identityProvider.`;
  const apiPath = `${path}api.`;
  return {
    hosts,
    appName: reader.string(origin, 'appName', path),
    logo: reader.optionalUrl(origin, 'logo', path),
    favicon: reader.url(origin, 'favicon', path, { relative: true }),
    identityProvider: {
      authority: reader.url(idp, 'authority', idpPath),
      clientId: reader.string(idp, 'clientId', idpPath),
      scope: reader.string(idp, 'scope', idpPath),
      redirectUri: reader.url(idp, 'redirectUri', idpPath, { relative: true }),
      ...(idp.groupsClaim === undefined ? {} : { groupsClaim: reader.claimPath(idp, 'groupsClaim', idpPath) }),
      ...(idp.groupsFrom === undefined ? {} : { groupsFrom: reader.oneOf(idp, 'groupsFrom', idpPath, groupsFromValues) }),
      ...(idp.resource === undefined ? {} : { resource: reader.string(idp, 'resource', idpPath) }),
    },
    api: {
      main: reader.url(api, 'main', apiPath),
      audit: reader.url(api, 'audit', apiPath),
      trial: reader.url(api, 'trial', apiPath),
      registry: reader.url(api, 'registry', apiPath),
      customerService: reader.url(api, 'customerService', apiPath),
    },
    ...(origin.sessionCheck === undefined ? {} : { sessionCheck: reader.boolean(origin, 'sessionCheck', path) }),
    ...(origin.backendToken === undefined ? {} : { backendToken: reader.oneOf(origin, 'backendToken', path, ['idToken', 'accessToken'] as const) }),
    ...(origin.environment === undefined ? {} : { environment: reader.string(origin, 'environment', path) }),
  };
}

export function parseRuntimeConfig(json: unknown): ParseResult {
  if (!isObject(json)) return { ok: false, problems: ['the file must hold one JSON object'] };
  const reader = new Reader();
  const auth = reader.object(json, 'auth', '');
  const groups = reader.object(json, 'groups', '');
  const origins = reader.object(json, 'origins', '');
  const config: RuntimeConfig = {
    auth: { enabled: reader.boolean(auth, 'enabled', 'auth.') },
    idpSetting: reader.oneOf(json, 'idpSetting', '', ['dev', 'prod']),
    groupMatching: reader.oneOf(json, 'groupMatching', '', ['substring', 'exact'], 'substring'),
    groups: Object.fromEntries(groupKeys.map((key) => [key, reader.list(groups, key, 'groups.', 'group names')])) as Record<GroupKey, string[]>,
    releaseNotesButton: reader.boolean(json, 'releaseNotesButton', ''),
    handbookUrl: reader.optionalUrl(json, 'handbookUrl', ''),
    ...(json.accessContact === undefined || json.accessContact === null ? {} : { accessContact: reader.string(json, 'accessContact', '') }),
    logLevel: reader.oneOf(json, 'logLevel', '', ['debug', 'info', 'warn', 'error', 'off'], 'error'),
    origins: Object.fromEntries(originKeys.map((key) => [key, readOrigin(reader, origins, key)])) as Record<OriginKey, OriginSettings>,
    scos: readScos(reader, json),
  };
  return reader.problems.length ? { ok: false, problems: reader.problems } : { ok: true, config };
}
