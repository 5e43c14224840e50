import type { User } from 'oidc-client-ts';
import { describe, expect, it } from 'vitest';
import { groupClaimForms } from '../../../test/fixtures/group-claim-forms';
import { toSessionUser } from './session-user';

const userWith = (profile: Record<string, unknown>) => ({ profile: { sub: 'u-1', ...profile }, expires_at: 1_900_000_000 }) as unknown as User;

describe('the session user read from the provider profile (platform.md §3)', () => {
  it('takes the name, the groups from groupMembership and the workforceID', () => {
    expect(toSessionUser(userWith({ name: 'Alice Adams', groupMembership: ['studio-chat'], workforceID: 'W0001' }))).toEqual({
      subject: 'u-1',
      name: 'Alice Adams',
      groups: ['studio-chat'],
      workforceID: 'W0001',
      expiresAt: 1_900_000_000,
    });
  });

  it('fills the groups from `groups` when groupMembership is missing; no workforceID when the profile has none', () => {
    const user = toSessionUser(userWith({ fullName: 'Bob Berger', groups: 'studio-chat' }));
    expect(user).toEqual({ subject: 'u-1', name: 'Bob Berger', groups: ['studio-chat'], expiresAt: 1_900_000_000 });
    expect(user).not.toHaveProperty('workforceID');
  });
});

describe('the session user\'s groups where the provider puts them (the API reads them alike)', () => {
  it.each(groupClaimForms)('reads $form', ({ claims, groupsClaim, groups }) => {
    expect(toSessionUser(userWith(claims), groupsClaim ? [groupsClaim] : undefined).groups).toEqual(groups);
  });
});
