import type { User } from 'oidc-client-ts';
import { describe, expect, it, vi } from 'vitest';
import { groupClaimForms } from '../../../test/fixtures/group-claim-forms';
import { groupSources, placedClaims, unsignedJwt } from '../../../test/fixtures/group-sources';
import { defaultGroupsClaims } from '../../../domain/claim-path';
import { toSessionUser } from './session-user';

const userWith = (profile: Record<string, unknown>, tokens: { id?: Record<string, unknown>; access?: Record<string, unknown> } = {}) =>
  ({
    profile: { sub: 'u-1', ...profile },
    id_token: unsignedJwt({ sub: 'u-1', ...(tokens.id ?? profile) }),
    access_token: unsignedJwt({ sub: 'u-1', ...(tokens.access ?? {}) }),
    expires_at: 1_900_000_000,
  }) as unknown as User;

describe('the session user read from the provider profile (platform.md §3)', () => {
  it('takes the name, the groups from groupMembership and the workforceID', async () => {
    expect(await toSessionUser(userWith({ name: 'Alice Adams', groupMembership: ['studio-chat'], workforceID: 'W0001' }))).toEqual({
      subject: 'u-1',
      name: 'Alice Adams',
      groups: ['studio-chat'],
      workforceID: 'W0001',
      expiresAt: 1_900_000_000,
    });
  });

  it('fills the groups from `groups` when groupMembership is missing; no workforceID when the profile has none', async () => {
    const user = await toSessionUser(userWith({ fullName: 'Bob Berger', groups: 'studio-chat' }));
    expect(user).toEqual({ subject: 'u-1', name: 'Bob Berger', groups: ['studio-chat'], expiresAt: 1_900_000_000 });
    expect(user).not.toHaveProperty('workforceID');
  });
});

describe("the session user's groups where the provider puts them (the API reads them alike)", () => {
  const cases = groupSources.flatMap((source) => groupClaimForms.map((form) => ({ ...form, ...source })));
  it.each(cases)('reads $form from $place', async ({ claims, groupsClaim, groups, from, bearer }) => {
    const placed = placedClaims({ from, bearer }, claims, 'u-1');
    const userInfo = vi.fn(async () => placed.userInfo);
    const source = { from, bearer, paths: groupsClaim ? [groupsClaim] : defaultGroupsClaims };
    const user = userWith({}, { id: placed.idToken, access: placed.accessToken });
    expect((await toSessionUser(user, source, userInfo)).groups).toEqual(groups);
    expect(userInfo).toHaveBeenCalledTimes(from === 'userInfo' ? 1 : 0);
    if (from === 'userInfo') expect(userInfo).toHaveBeenCalledWith(user.access_token, 'u-1');
  });

  it('finds no groups in an access token that is not a JWT (an opaque one): they are nowhere the API could read either', async () => {
    const user = { ...userWith({ groupMembership: ['studio-chat'] }), access_token: 'opaque-token' } as User;
    expect((await toSessionUser(user, { from: 'token', bearer: 'accessToken', paths: defaultGroupsClaims })).groups).toEqual([]);
  });
});
