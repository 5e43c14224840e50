import { User, type UserManager } from 'oidc-client-ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refreshTokens } from './refresh-grant';

const storedUser = () =>
  new User({
    access_token: 'access-0',
    refresh_token: 'refresh-0',
    token_type: 'Bearer',
    profile: { sub: 'alice', iss: 'http://idp', aud: 'studio', exp: 0, iat: 0 },
    expires_at: Math.floor(Date.now() / 1000) + 5,
  });

/** A user manager over the provider at http://idp, its sessionStorage a spy. */
function provider(answer: Response) {
  vi.stubGlobal('fetch', vi.fn(async () => answer));
  const storeUser = vi.fn(async () => undefined);
  const userManager = {
    settings: { authority: 'http://idp', client_id: 'studio' },
    metadataService: { getTokenEndpoint: async () => 'http://idp/token' },
    storeUser,
  } as unknown as UserManager;
  return { userManager, storeUser };
}

describe('the refresh-token grant (platform.md §4: "a missing access_token or expires_in … gives false")', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('an answer with access_token and expires_in stores the new access token and its lifetime', async () => {
    const { userManager, storeUser } = provider(Response.json({ access_token: 'access-1', expires_in: 300 }));
    const user = storedUser();
    await refreshTokens(userManager, user);
    expect(storeUser).toHaveBeenCalledTimes(1);
    expect(user.access_token).toBe('access-1');
    expect(user.expires_in).toBeGreaterThan(298);
  });

  it.each([
    ['without access_token', { expires_in: 300 }],
    ['without expires_in', { access_token: 'access-1' }],
    ['with expires_in as text', { access_token: 'access-1', expires_in: '300' }],
  ])('an OK answer %s is a failure: nothing is stored and the old access token stays', async (_case, body) => {
    const { userManager, storeUser } = provider(Response.json(body));
    const user = storedUser();
    await expect(refreshTokens(userManager, user)).rejects.toThrow('token response lacks access_token or expires_in');
    expect(storeUser).not.toHaveBeenCalled();
    expect(user.access_token).toBe('access-0');
  });

  it('a non-OK answer is a failure and stores nothing', async () => {
    const { userManager, storeUser } = provider(Response.json({ error: 'invalid_grant' }, { status: 400 }));
    await expect(refreshTokens(userManager, storedUser())).rejects.toThrow('token endpoint answered 400');
    expect(storeUser).not.toHaveBeenCalled();
  });
});
