import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../db/migrations';
import { openSharedTestDatabase, testDatabaseDriver, type SharedTestDatabase } from '../../db/test-database';
import { HttpError } from '../http/errors';
import { manualClock, startUpMs } from '../testing/test-api';
import { createRateLimiter, purgeRateLimitHits } from './rate-limiter';

/** What each request of a burst came to: passed, or the 429's Retry-After. */
async function burst(takes: Array<() => Promise<void>>) {
  const outcomes = await Promise.allSettled(takes.map((take) => take()));
  return outcomes.map((outcome) => {
    if (outcome.status === 'fulfilled') return 'passed';
    const error = outcome.reason as unknown;
    if (error instanceof HttpError && error.status === 429) return `429 after ${error.headers?.['retry-after']} s`;
    throw error;
  });
}

// Two limiters on two connection pools to one database are what two API instances on one PostgreSQL have.
describe(`rate limits counted in the database (${testDatabaseDriver()})`, () => {
  let shared: SharedTestDatabase;
  beforeAll(async () => {
    shared = await openSharedTestDatabase();
    await migrate(shared.connections[0]);
  }, startUpMs);
  afterAll(() => shared.dispose());

  it('holds the limit for the sum of two instances asking at once, and frees a place as the minute passes', async () => {
    const clock = manualClock();
    const first = createRateLimiter(shared.connections[0], 'chat', 5, clock.now);
    const second = createRateLimiter(shared.connections[1], 'chat', 5, clock.now);
    const asks = Array.from({ length: 12 }, (_, index) => () => (index % 2 ? first : second).take('issuer|alice'));
    const outcomes = await burst(asks);
    expect(outcomes.filter((outcome) => outcome === 'passed')).toHaveLength(5);
    expect(outcomes.filter((outcome) => outcome === '429 after 60 s')).toHaveLength(7);

    clock.advance(59_000);
    expect(await burst([() => first.take('issuer|alice')])).toEqual(['429 after 1 s']);
    clock.advance(1_000);
    expect(await burst([() => second.take('issuer|alice'), () => first.take('issuer|alice')])).toEqual(['passed', 'passed']);
  });

  it("keeps each user's and each tool's window apart", async () => {
    const clock = manualClock();
    const chat = createRateLimiter(shared.connections[0], 'chat', 1, clock.now);
    const audit = createRateLimiter(shared.connections[0], 'audit', 1, clock.now);
    expect(await burst([() => chat.take('issuer|bob'), () => audit.take('issuer|bob'), () => chat.take('issuer|carl')])).toEqual(['passed', 'passed', 'passed']);
    expect(await burst([() => chat.take('issuer|bob')])).toEqual(['429 after 60 s']);
  });

  it('purges the hits of users who stopped asking once their minute is over', async () => {
    const clock = manualClock(new Date('2026-05-01T08:00:00Z'));
    const chat = createRateLimiter(shared.connections[0], 'registry', 3, clock.now);
    await chat.take('issuer|gone');
    await chat.take('issuer|gone');
    const left = () => shared.connections[0].query("select 1 from rate_limit_hits where user_key = 'issuer|gone'");
    clock.advance(30_000);
    await purgeRateLimitHits(shared.connections[0], clock.now());
    expect(await left()).toHaveLength(2);
    clock.advance(30_000);
    expect(await purgeRateLimitHits(shared.connections[0], clock.now())).toBeGreaterThanOrEqual(2);
    expect(await left()).toEqual([]);
  });
});
