import { describe, expect, it } from 'vitest';
import { createUserManager } from './user-manager';

const idp = { authority: 'https://login.example', clientId: 'studio', scope: 'openid profile', redirectUri: '/' };

describe("the origin's OIDC client", () => {
  it("asks for access tokens of the backends' audience when config.json names one, and for the provider's default otherwise", () => {
    expect(createUserManager({ ...idp, resource: 'urn:studio:api' }, 'https://studio.example', '/').settings.resource).toBe('urn:studio:api');
    expect(createUserManager(idp, 'https://studio.example', '/').settings.resource).toBeUndefined();
  });
});
