import { User, type UserManager } from 'oidc-client-ts';
import { describe, expect, it, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { authActors } from './auth.actors';
import type { SessionCoordinator } from './session-coordinator';

const userOf = (sub: string) =>
  new User({
    access_token: `access-${sub}`,
    id_token: `id-${sub}`,
    refresh_token: `refresh-${sub}`,
    token_type: 'Bearer',
    profile: { sub, name: sub, iss: 'http://idp', aud: 'studio', exp: 0, iat: 0 },
    expires_at: Math.floor(Date.now() / 1000) + 300,
  });

/** A tab whose stored user is `before` until the renewal stores `after` (as a silent sign-in does). */
function tabRenewing(before: User, after: User) {
  let stored: User | null = before;
  const userManager = {
    getUser: vi.fn(async () => stored),
    removeUser: vi.fn(async () => {
      stored = null;
    }),
  } as unknown as UserManager;
  const session = {
    refresh: vi.fn(async () => {
      stored = after;
      return { expiresAt: after.expires_at ?? 0, receivedAt: Date.now() };
    }),
  } as unknown as SessionCoordinator;
  const renewal = createActor(authActors(userManager, session).renewUser).start();
  return { renewed: toPromise(renewal), userManager, stored: () => stored };
}

describe('renewing an expired stored user (platform.md §4: silent sign-in must return the same subject)', () => {
  it('the same subject comes back: the renewed user is signed in', async () => {
    const tab = tabRenewing(userOf('alice'), userOf('alice'));
    await expect(tab.renewed).resolves.toMatchObject({ subject: 'alice' });
    expect(tab.userManager.removeUser).not.toHaveBeenCalled();
  });

  it('another subject comes back: login_required, and the other user is not kept in this tab', async () => {
    const tab = tabRenewing(userOf('alice'), userOf('bob'));
    await expect(tab.renewed).rejects.toThrow('login_required');
    expect(tab.userManager.removeUser).toHaveBeenCalledTimes(1);
    expect(tab.stored()).toBeNull();
  });
});
