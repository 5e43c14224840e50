import { localGroups } from '../../idp/accounts';
import { listenOnLoopback } from '../../listen';
import { openTestDatabase, type TestDatabase } from '../../db/test-database';
import { createApi, type ApiOptions } from '../app';
import type { LlmConfig } from '../llm/llm-client';
import type { VisionSettings } from '../vision/vision-settings';
import type { VoxSettings } from '../vox/vox-settings';
import { createTestIssuer, type TokenOptions } from './test-issuer';

export const studioOrigin = 'http://localhost:4373';
/** PGlite (WebAssembly) takes a few seconds to start: the value for beforeAll. */
export const startUpMs = 60_000;

export interface TestApiOptions {
  port: number;
  rateLimitPerMinute?: number;
  llm?: LlmConfig | null;
  vision?: VisionSettings;
  vox?: VoxSettings;
  /** Pause between the offline responder's pieces, so an answer can be interrupted midway. */
  offlinePaceMs?: number;
  /** How long a re-attach waits for an unknown answer; 500 ms here, so a 404 scenario does not wait 3 s. */
  unknownAnswerGraceMs?: number;
  /** Another database than the suite's (a server the scenario stops and starts). */
  database?: () => Promise<TestDatabase>;
}

/** A clock the scenario moves by hand. */
export function manualClock(start = new Date('2026-03-02T09:00:00Z')) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms: number) => {
      current += ms;
    },
  };
}

/**
 * The API on a loopback port with a database of its own (in-memory PGlite, or a schema on
 * TEST_DATABASE_URL), its own token issuers (a trusted corporate and trial one) and a manual clock.
 */
export async function startTestApi({ port, rateLimitPerMinute, llm, vision, vox, offlinePaceMs, unknownAnswerGraceMs = 500, database = openTestDatabase }: TestApiOptions) {
  const clock = manualClock();
  const corporate = await createTestIssuer('http://corporate.test', 'studio-corporate');
  const trial = await createTestIssuer('http://trial.test', 'studio-trial');
  const { db, dispose } = await database();
  const options: ApiOptions = {
    db,
    issuers: [corporate.trusted, trial.trusted],
    allowedOrigins: [studioOrigin],
    now: clock.now,
    rateLimitPerMinute: rateLimitPerMinute ?? 1000,
    llm: llm ?? null,
    vision,
    vox,
    offlinePaceMs,
    unknownAnswerGraceMs,
  };
  const close = await listenOnLoopback(createApi(options).handler, port);
  const url = `http://localhost:${port}`;

  /** A token from the trusted corporate issuer, minted at the scenario's current time. */
  const token = (tokenOptions: TokenOptions = {}) =>
    corporate.token({ groups: [localGroups.chat], ...tokenOptions, now: tokenOptions.now ?? clock.now() });
  const bearer = async (tokenOptions: TokenOptions = {}) => ({ authorization: `Bearer ${await token(tokenOptions)}` });

  return {
    url,
    clock,
    db,
    corporate,
    trial,
    token,
    bearer,
    stop: async () => {
      await close();
      await dispose();
    },
  };
}

export type TestApi = Awaited<ReturnType<typeof startTestApi>>;
