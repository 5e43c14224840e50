import { describe, expect, it } from 'vitest';
import { studioInputFor } from './studio-input';

const page = { url: 'https://studio.example/chat', authEnabled: true, now: () => 0 };

describe('the studio as it starts on each origin (platform.md §4: no refresh on the trial origin)', () => {
  it('on the trial origin: the trial tenant, and tokens are neither refreshed nor renewed', () => {
    expect(studioInputFor('trial', page)).toMatchObject({ tenant: 'trial', refreshTokens: false });
  });

  it.each(['corporate1', 'corporate2', 'development'] as const)('on the %s origin: the corporate tenant, and tokens are refreshed and renewed', (origin) => {
    expect(studioInputFor(origin, page)).toMatchObject({ tenant: 'corporate', refreshTokens: true });
  });

  it("keeps the page's address, sign-in switch and clock", () => {
    expect(studioInputFor('trial', page)).toEqual({ ...page, tenant: 'trial', refreshTokens: false });
  });
});
