import { describe, expect, it } from 'vitest';
import { apiIdentity } from './api-settings';
import { serviceSettings } from './service-settings';

describe("npm run api's settings from the environment", () => {
  it('listens on 127.0.0.1:4000 with 10 connections, 20 s of grace and no browser origin when nothing is set', () => {
    expect(serviceSettings({}, 'host-1')).toEqual({
      host: '127.0.0.1', port: 4000, logLevel: 'info', corsOrigins: [], trustProxy: 0, poolSize: 10, shutdownGraceMs: 20_000, instance: 'host-1',
    });
  });

  it('takes what it is given', () => {
    const settings = serviceSettings(
      {
        HOST: '0.0.0.0', PORT: '8080', CORS_ORIGINS: 'https://studio.example.com, https://trial.example.com', TRUST_PROXY: '2',
        DB_POOL_SIZE: '4', SHUTDOWN_GRACE_MS: '5000', INSTANCE_NAME: 'api-a', NODE_ENV: 'production', DATABASE_URL: 'postgres://db/studio',
        METRICS_PORT: '9464', LOG_LEVEL: 'Debug',
      },
      'host-1',
    );
    expect(settings).toEqual({
      host: '0.0.0.0', port: 8080, metricsPort: 9464, logLevel: 'debug', corsOrigins: ['https://studio.example.com', 'https://trial.example.com'], trustProxy: 2,
      poolSize: 4, shutdownGraceMs: 5000, instance: 'api-a',
    });
  });

  it.each([
    [{ NODE_ENV: 'production' }, 'DATABASE_URL is required when NODE_ENV=production (PGlite keeps the data in this one process).'],
    [{ PORT: '70000' }, 'PORT must be a whole number from 0 to 65535, not "70000".'],
    [{ METRICS_PORT: 'none' }, 'METRICS_PORT must be a whole number from 0 to 65535, not "none".'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, not "loud".'],
    [{ DB_POOL_SIZE: '0' }, 'DB_POOL_SIZE must be a whole number from 1, not "0".'],
    [{ TRUST_PROXY: 'yes' }, 'TRUST_PROXY must be a whole number from 0, not "yes".'],
    [{ CORS_ORIGINS: 'https://studio.example.com/' }, 'CORS_ORIGINS: "https://studio.example.com/" is not an origin; write it as "https://studio.example.com" (no path, no trailing slash).'],
    [{ CORS_ORIGINS: 'studio.example.com' }, 'CORS_ORIGINS must list origins separated by commas (https://studio.example.com), not "studio.example.com".'],
  ])('refuses %o with a message saying what to write', (env, message) => {
    expect(() => serviceSettings(env, 'host-1')).toThrow(message);
  });
});

describe('the issuers the API trusts (OIDC_ISSUERS)', () => {
  it('are the two local providers on their ports without it', () => {
    const ports = { app: 4173, api: 4100, corporateIdp: 4101, brandedIdp: 4102 };
    expect(apiIdentity({}, ports).issuers.map(({ issuer, clientId, tenant }) => [issuer, clientId, tenant])).toEqual([
      ['http://localhost:4101', 'studio-corporate', 'corporate'],
      ['http://localhost:4102', 'studio-trial', 'trial'],
    ]);
  });

  it('are required in production, where the local providers would be anyone on those ports', () => {
    expect(() => apiIdentity({ NODE_ENV: 'production' })).toThrow('OIDC_ISSUERS is required when NODE_ENV=production (without it the local demo providers would be trusted).');
  });

  it("need the studio's configuration in production, where the demo's group lists would be wrong", () => {
    const listed = '[{"issuer": "https://login.example.com", "clientId": "studio", "audience": "studio-api", "tenant": "corporate"}]';
    expect(() => apiIdentity({ NODE_ENV: 'production', OIDC_ISSUERS: listed })).toThrow('STUDIO_CONFIG is required when NODE_ENV=production');
  });
});
