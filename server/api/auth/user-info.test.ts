import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../testing/test-api';
import { startUserInfoEndpoint } from '../testing/user-info-endpoint';
import type { TrustedIssuer } from './issuers';
import { userInfoCache } from './user-info';

describe("the API's user-info answers, kept per token", () => {
  let endpoint: Awaited<ReturnType<typeof startUserInfoEndpoint>>;
  let issuer: TrustedIssuer;
  beforeAll(async () => {
    endpoint = await startUserInfoEndpoint();
    issuer = { endpoints: async () => ({ jwksUri: new URL('http://unused.test'), userInfoEndpoint: endpoint.url }) } as TrustedIssuer;
  });
  afterAll(() => endpoint.stop());

  const clock = manualClock();
  const expiresIn = (seconds: number) => Math.floor(clock.now().getTime() / 1000) + seconds;
  const answered = (token: string) => endpoint.answer(token, { sub: 'u-1', groups: [token] });

  it('keeps an answer no longer than its token lives', async () => {
    const userInfo = userInfoCache(clock.now);
    answered('short-lived');
    const payload = { sub: 'u-1', exp: expiresIn(60) };
    const before = endpoint.questions();
    expect(await userInfo(issuer, 'short-lived', payload)).toMatchObject({ groups: ['short-lived'] });
    clock.advance(59_000);
    await userInfo(issuer, 'short-lived', payload);
    expect(endpoint.questions() - before).toBe(1);
    clock.advance(2_000);
    await userInfo(issuer, 'short-lived', payload);
    expect(endpoint.questions() - before).toBe(2);
  });

  it('keeps at most its bound of answers, dropping the oldest first', async () => {
    const userInfo = userInfoCache(clock.now, { maxEntries: 2 });
    for (const token of ['one', 'two', 'three']) answered(token);
    const payload = { sub: 'u-1', exp: expiresIn(300) };
    const before = endpoint.questions();
    for (const token of ['one', 'two', 'three', 'three', 'two']) await userInfo(issuer, token, payload);
    expect(endpoint.questions() - before).toBe(3);
    await userInfo(issuer, 'one', payload);
    expect(endpoint.questions() - before).toBe(4);
  });

  it('asks once for requests with the same token at the same time', async () => {
    const userInfo = userInfoCache(clock.now);
    answered('busy');
    const before = endpoint.questions();
    await Promise.all(Array.from({ length: 5 }, () => userInfo(issuer, 'busy', { sub: 'u-1', exp: expiresIn(300) })));
    expect(endpoint.questions() - before).toBe(1);
  });
});
