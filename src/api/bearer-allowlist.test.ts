import { describe, expect, it } from 'vitest';
import { localConfig } from '../../test/fixtures/runtime-config';
import { toolOf } from '../tools/tools';
import { bearerAllowlist, mayCarryToken } from './bearer-allowlist';

function configWithHosts() {
  const config = localConfig();
  config.origins.corporate1.api = {
    main: 'https://api.corp.example/v1-gateway/',
    audit: 'https://audit.corp.example',
    trial: 'https://trial-api.cloud.example:8443/base',
    registry: 'https://registry.corp.example',
    customerService: 'https://bot.corp.example/scos',
  };
  return config;
}

describe('the bearer allowlist', () => {
  it('holds the origins of the API hosts the configuration names for the origin', () => {
    expect([...bearerAllowlist(configWithHosts(), 'corporate1')].sort()).toEqual([
      'https://api.corp.example',
      'https://audit.corp.example',
      'https://bot.corp.example',
      'https://registry.corp.example',
      'https://trial-api.cloud.example:8443',
    ]);
  });

  it('holds the hosts of the tools there are, as their descriptors name them', () => {
    const [audit, scos] = [toolOf('audit'), toolOf('scos')];
    // The audit assistant votes on its answers on the main host.
    expect([...bearerAllowlist(configWithHosts(), 'corporate1', [audit])].sort()).toEqual(['https://api.corp.example', 'https://audit.corp.example']);
    expect([...bearerAllowlist(configWithHosts(), 'corporate1', [scos])].sort()).toEqual(['https://api.corp.example', 'https://bot.corp.example']);
  });

  it("does not hold another origin's hosts", () => {
    expect(bearerAllowlist(configWithHosts(), 'corporate2').has('https://api.corp.example')).toBe(false);
  });

  it.each([
    ['https://api.corp.example/v1/chat/stream', true],
    ['https://AUDIT.corp.example:443/v1/models', true],
    ['https://registry.corp.example/v1/registry/hr/v1/chat/stream', true],
    ['http://api.corp.example/v1/chat/stream', false],
    ['https://api.corp.example:8443/v1/chat/stream', false],
    ['https://api.corp.example.evil.example/v1/chat/stream', false],
    ['https://rag.elsewhere.example/v1/chat/stream', false],
    ['data:text/plain,hello', false],
    ['not a url', false],
  ])('%s may carry the token: %s', (url, allowed) => {
    expect(mayCarryToken(bearerAllowlist(configWithHosts(), 'corporate1'), url)).toBe(allowed);
  });
});
