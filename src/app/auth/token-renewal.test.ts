import { User, type UserManager } from 'oidc-client-ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RefreshUnreachableError } from '../../../machines/session/token.machine';
import { spendingMarks, spendingMarksKey } from './spending-marks';
import { tokenRenewal } from './token-renewal';

const storedUser = (refreshToken: string) =>
  new User({
    access_token: 'access-0',
    refresh_token: refreshToken,
    token_type: 'Bearer',
    profile: { sub: 'alice', iss: 'http://idp', aud: 'studio', exp: 0, iat: 0 },
    expires_at: Math.floor(Date.now() / 1000) + 5,
  });

/** One page of the studio: its user manager over its own sessionStorage, the origin's marks in localStorage. */
function page({ silentPossible = true } = {}) {
  let stored: User | null = null;
  const userManager = {
    settings: { authority: 'http://idp', client_id: 'studio' },
    metadataService: { getTokenEndpoint: async () => 'http://idp/token' },
    storeUser: async (user: User | null) => {
      stored = user;
    },
  } as unknown as UserManager;
  const renewSilently = vi.fn(async () => {
    stored = storedUser('refresh-from-the-provider-session');
  });
  return { renew: tokenRenewal(userManager, { silentPossible, renewSilently }), renewSilently, stored: () => stored };
}

const presented = (fetch: ReturnType<typeof vi.fn>) =>
  fetch.mock.calls.map(([, init]) => new URLSearchParams((init as RequestInit).body as string).get('refresh_token'));

describe('a renewal that a reload cannot turn into a revoked grant', () => {
  const marks = spendingMarks();
  let markedWhileAsked: boolean[];
  let fetch: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    markedWhileAsked = [];
    fetch = vi.fn(async (_url: string, init: RequestInit) => {
      // The marks as they are at the moment the grant goes out.
      const atRequest = localStorage.getItem(spendingMarksKey);
      const marksThen = spendingMarks({ getItem: () => atRequest, setItem: () => undefined, removeItem: () => undefined });
      markedWhileAsked.push(await marksThen.isMarked(new URLSearchParams(init.body as string).get('refresh_token')!));
      return Response.json({ access_token: 'access-1', refresh_token: 'refresh-1', expires_in: 66 });
    });
    vi.stubGlobal('fetch', fetch);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('the refresh token is marked as spent before its grant goes out, and stays marked once the new tokens are stored', async () => {
    const tab = page();
    await tab.renew(storedUser('refresh-0'));
    expect(markedWhileAsked).toEqual([true]);
    expect(tab.stored()?.refresh_token).toBe('refresh-1');
    expect(await marks.isMarked('refresh-0')).toBe(true);
    expect(await marks.isMarked('refresh-1')).toBe(false);
  });

  it('a tab that missed the new tokens (the leader reloaded before broadcasting them) does not present the spent one', async () => {
    await page().renew(storedUser('refresh-0'));
    fetch.mockClear();
    const behind = page();
    await behind.renew(storedUser('refresh-0'));
    expect(fetch).not.toHaveBeenCalled();
    expect(behind.renewSilently).toHaveBeenCalledTimes(1);
  });

  it('a page that starts with its refresh token marked never presents it: it renews through the provider session', async () => {
    await marks.mark('refresh-0'); // the page before the reload, gone before the answer came
    const reloaded = page();
    await reloaded.renew(storedUser('refresh-0'));
    expect(fetch).not.toHaveBeenCalled();
    expect(reloaded.renewSilently).toHaveBeenCalledTimes(1);
    expect(reloaded.stored()?.refresh_token).toBe('refresh-from-the-provider-session');
    expect(await marks.isMarked('refresh-0')).toBe(true);
    // The next renewal presents the new token again, the ordinary way.
    await reloaded.renew(reloaded.stored()!);
    expect(presented(fetch)).toEqual(['refresh-from-the-provider-session']);
  });

  it('when the provider session gives nothing either (signed out there), the renewal fails: the session ends', async () => {
    await marks.mark('refresh-0');
    const reloaded = page();
    reloaded.renewSilently.mockRejectedValueOnce(new Error('login_required'));
    await expect(reloaded.renew(storedUser('refresh-0'))).rejects.toThrow('login_required');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a silent request with no answer keeps the mark: the retry goes the silent way again', async () => {
    await marks.mark('refresh-0');
    const reloaded = page();
    reloaded.renewSilently.mockRejectedValueOnce(new RefreshUnreachableError());
    await expect(reloaded.renew(storedUser('refresh-0'))).rejects.toBeInstanceOf(RefreshUnreachableError);
    expect(await marks.isMarked('refresh-0')).toBe(true);
  });

  it('a grant that got no answer keeps its mark (the provider may have had it); a refused one is unmarked', async () => {
    fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(page().renew(storedUser('refresh-0'))).rejects.toBeInstanceOf(RefreshUnreachableError);
    expect(await marks.isMarked('refresh-0')).toBe(true);
    fetch.mockResolvedValueOnce(new Response('{"error":"invalid_grant"}', { status: 400 }));
    await expect(page().renew(storedUser('refresh-9'))).rejects.toThrow('token endpoint answered 400');
    expect(await marks.isMarked('refresh-9')).toBe(false);
  });

  it('where no frame sees the provider session (another site), a marked token is presented all the same', async () => {
    await marks.mark('refresh-0');
    const crossSite = page({ silentPossible: false });
    await crossSite.renew(storedUser('refresh-0'));
    expect(crossSite.renewSilently).not.toHaveBeenCalled();
    expect(presented(fetch)).toEqual(['refresh-0']);
  });
});
