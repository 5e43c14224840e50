import type { UserManager } from 'oidc-client-ts';
import { describe, expect, it, vi } from 'vitest';
import { RefreshUnreachableError } from '../../../machines/session/token.machine';
import { sessionOrigins, storedUser, tick, withFakeTimers } from './session-coordinator.test-support';

describe('many tabs, one session', () => {
  const { origin, idp } = sessionOrigins();

  it('a duplicated tab never presents the refresh token the first tab rotated: every refresh answers 200', async () => {
    const openTab = origin();
    const first = openTab(storedUser('alice').toStorageString());
    await first.session.join();
    const copy = openTab(first.storage()); // window.open or Duplicate copies sessionStorage
    await copy.session.join();
    await tick();
    const typed = openTab(storedUser('alice', 'access-own', 'refresh-own').toStorageString()); // a new sign-in, same grant
    await typed.session.join();
    await tick();

    // Tokens of 30 s: every request is a real refresh (fresher ones are handed out as they are).
    for (let cycle = 0; cycle < 3; cycle++) {
      await Promise.all([first, copy, typed].map((each) => each.session.refresh()));
      await tick();
    }
    expect(idp().answers.length).toBeGreaterThanOrEqual(3);
    expect(idp().answers.every((status) => status === 200)).toBe(true);
    const tokens = await Promise.all([first, copy, typed].map((each) => each.accessToken()));
    expect(new Set(tokens).size).toBe(1);
    expect(copy.notices.some((notice) => notice.type === 'tokensAdopted')).toBe(true);
  });

  it('a renewal that stores another user (a silent sign-in does) is what the leader reports and every tab adopts', async () => {
    const openTab = origin();
    const renewedUser = storedUser('alice', 'access-silent', 'refresh-silent', 66);
    const silently = (userManager: UserManager) => async () => userManager.storeUser(renewedUser);
    const first = openTab(storedUser('alice').toStorageString(), silently);
    await first.session.join();
    const copy = openTab(first.storage());
    await copy.session.join();
    const result = await first.session.refresh();
    await tick();
    expect(result.expiresAt).toBe(renewedUser.expires_at);
    expect(await copy.accessToken()).toBe('access-silent');
    expect(idp().answers).toEqual([]);
  });

  it('the leader closes: the next tab leads with the latest tokens', async () => {
    const openTab = origin();
    const first = openTab(storedUser('alice').toStorageString());
    await first.session.join();
    const copy = openTab(first.storage());
    await copy.session.join();
    await first.session.refresh();
    await tick();
    expect(await copy.accessToken()).toBe('access-1');
    first.session.close();
    await tick();
    await copy.session.refresh();
    expect(idp().answers).toEqual([200, 200]);
    expect(await copy.accessToken()).toBe('access-2');
  });

  it('a failed refresh fails every tab waiting for it', async () => {
    idp().fetch.mockResolvedValueOnce(new Response('{"error":"invalid_grant"}', { status: 400 }));
    const openTab = origin();
    const first = openTab(storedUser('alice').toStorageString());
    await first.session.join();
    const copy = openTab(first.storage());
    await copy.session.join();
    await tick();
    const asked = copy.session.refresh();
    await expect(asked).rejects.toThrow('the leading tab could not refresh');
    expect(idp().fetch).toHaveBeenCalledTimes(1);
  });

  it('the provider cannot be reached (offline): the renewal may be retried, and the other tabs are not told it failed', async () => {
    idp().fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const openTab = origin();
    const first = openTab(storedUser('alice').toStorageString());
    await first.session.join();
    const copy = openTab(first.storage());
    await copy.session.join();
    await tick();
    await expect(first.session.refresh()).rejects.toBeInstanceOf(RefreshUnreachableError);
    // The chain goes on: the next refresh, once the network is back, works for every tab.
    await copy.session.refresh();
    expect(await copy.accessToken()).toBe('access-1');
    expect(idp().answers).toEqual([200]);
  });

  it('nobody answers within 10 s: a timeout, which the token actor retries', async () => {
    const openTab = origin();
    const first = openTab(storedUser('alice').toStorageString());
    await first.session.join();
    const copy = openTab(first.storage());
    await copy.session.join();
    await tick();
    first.deafen();
    await withFakeTimers(async () => {
      let settled = false;
      const refresh = copy.session.refresh().finally(() => {
        settled = true;
      });
      const outcome = expect(refresh).rejects.toBeInstanceOf(RefreshUnreachableError);
      // Not a moment sooner than 10 s …
      await vi.advanceTimersByTimeAsync(9_999);
      expect(settled).toBe(false);
      // … and not later.
      await vi.advanceTimersByTimeAsync(1);
      await outcome;
    });
  });

  it('tokens of another user are never adopted', async () => {
    const openTab = origin();
    const alice = openTab(storedUser('alice').toStorageString());
    await alice.session.join();
    const bob = openTab(storedUser('bob', 'bob-access').toStorageString());
    await bob.session.join();
    await alice.session.refresh();
    await tick();
    expect(await bob.accessToken()).toBe('bob-access');
    expect(bob.notices).toEqual([]);
  });

  it('a sign-out in one tab reaches every other tab of the origin', async () => {
    const openTab = origin();
    const first = openTab(storedUser('alice').toStorageString());
    const second = openTab(first.storage());
    const third = openTab(storedUser('bob').toStorageString());
    first.session.announceSignOut();
    await tick();
    expect(second.notices).toEqual([{ type: 'signedOutElsewhere' }]);
    expect(third.notices).toEqual([{ type: 'signedOutElsewhere' }]);
    expect(first.notices).toEqual([]);
  });

  it('knows whether other tabs share the chain (a revocation would sign them out)', async () => {
    const openTab = origin();
    const first = openTab(storedUser('alice').toStorageString());
    await first.session.join();
    await tick();
    expect(await first.session.othersOpen()).toBe(false);
    const copy = openTab(first.storage());
    await copy.session.join();
    expect(await first.session.othersOpen()).toBe(true);
    expect(await copy.session.othersOpen()).toBe(true);
  });
});
