import { describe, expect, it } from 'vitest';
import { refreshRequest } from './refresh-grant';
import { createUserManager } from './user-manager';

const idp = { authority: 'https://login.example', clientId: 'studio', scope: 'openid profile', redirectUri: '/' };

describe("the origin's OIDC client", () => {
  it("asks for access tokens of the backends' audience when config.json names one, and for the provider's default otherwise", () => {
    expect(createUserManager({ ...idp, resource: 'urn:studio:api' }, 'https://studio.example', '/').settings.resource).toBe('urn:studio:api');
    expect(createUserManager(idp, 'https://studio.example', '/').settings.resource).toBeUndefined();
  });

  it('asks for that audience again on every refresh', () => {
    expect(refreshRequest(createUserManager({ ...idp, resource: 'urn:studio:api' }, 'https://studio.example', '/'), 'rt-1').getAll('resource')).toEqual(['urn:studio:api']);
    const plain = refreshRequest(createUserManager(idp, 'https://studio.example', '/'), 'rt-1');
    expect([...plain.keys()]).toEqual(['grant_type', 'client_id', 'refresh_token']);
  });
});
