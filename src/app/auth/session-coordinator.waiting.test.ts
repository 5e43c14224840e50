import { describe, expect, it, vi } from 'vitest';
import { sessionOrigins, storedUser, tick, watchedRefresh, withFakeTimers } from './session-coordinator.test-support';

/**
 * A tab that needs tokens while no leader answers: the old page of a reload still holds the lock,
 * its own join wins it, or another tab is refreshing at that moment. It must neither wait out the
 * 10 s nor present a refresh token another tab has just spent.
 */
describe('waiting for the leader', () => {
  const { origin, idp } = sessionOrigins();

  /** A leader that hears nothing more (a page unloading, its lock still held) and a copy of its tab. */
  async function silentLeaderAndCopy({ copyJoins }: { copyJoins: boolean }) {
    const openTab = origin();
    const leader = openTab(storedUser('alice').toStorageString());
    await leader.session.join();
    await tick();
    leader.deafen();
    const copy = openTab(leader.storage()); // a reload or a duplicate keeps sessionStorage
    if (copyJoins) await copy.session.join(); // queued behind the silent leader
    return { leader, copy };
  }

  it('a tab that joins and refreshes at the same moment (a reload whose token is near its end) refreshes at once, not after 10 s', async () => {
    const only = origin()(storedUser('alice').toStorageString());
    await withFakeTimers(async () => {
      const joined = only.session.join();
      const refresh = watchedRefresh(only.session);
      await joined;
      await vi.advanceTimersByTimeAsync(300);
      expect(refresh.answered()).toBe(true);
      await refresh.asked;
    });
    expect(idp().answers).toEqual([200]);
  });

  it.each([false, true])(
    'the old page of a reload holds the lock a moment longer and answers nothing: the new one refreshes once it is free (its own join queued: %s)',
    async (copyJoins) => {
      const { leader, copy } = await silentLeaderAndCopy({ copyJoins });
      await withFakeTimers(async () => {
        const refresh = watchedRefresh(copy.session);
        await vi.advanceTimersByTimeAsync(400);
        expect(refresh.answered()).toBe(false);
        leader.session.close(); // the old document is gone: its lock with it
        await vi.advanceTimersByTimeAsync(600);
        expect(refresh.answered()).toBe(true);
        await refresh.asked;
      });
      expect(idp().answers).toEqual([200]);
      expect(await copy.accessToken()).toBe('access-1');
    },
  );

  it.each([240, 250, 499, 500, 750])(
    'two restored tabs renew at start-up, neither joined yet, the provider answering after %i ms: only one presents the refresh token',
    async (providerMs) => {
      // The stand-in's polls meet the first tab's lock release; the lock is held a moment longer, so the tokens arrive first.
      vi.stubGlobal('fetch', (url: string, init: RequestInit) => new Promise((answer) => setTimeout(() => answer(idp().fetch(url, init)), providerMs)));
      const openTab = origin();
      const first = openTab(storedUser('alice').toStorageString());
      const second = openTab(first.storage());
      await withFakeTimers(async () => {
        const both = Promise.allSettled([first.session.refresh(), second.session.refresh()]);
        await vi.advanceTimersByTimeAsync(3_000);
        expect((await both).map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled']);
      });
      expect(idp().answers).toEqual([200]);
      expect(await second.accessToken()).toBe('access-1');
    },
  );

  it('a tab that leaves while it waits for the leader stops asking, and never stands in', async () => {
    const { leader, copy } = await silentLeaderAndCopy({ copyJoins: false });
    await withFakeTimers(async () => {
      const outcome = expect(copy.session.refresh()).rejects.toThrow('this tab left the session');
      await vi.advanceTimersByTimeAsync(300);
      copy.session.leave();
      await outcome;
      leader.session.close();
      await vi.advanceTimersByTimeAsync(2_000);
    });
    expect(idp().answers).toEqual([]);
  });
});
