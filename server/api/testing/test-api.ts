import { localGroups } from '../../idp/accounts';
import { listenOnLoopback } from '../../listen';
import { openTestDatabase, type TestDatabase } from '../../db/test-database';
import { createApi, type ApiOptions } from '../app';
import type { GroupRules } from '../auth/groups';
import type { TrustedIssuer } from '../auth/issuers';
import type { LlmConfig } from '../llm/llm-client';
import type { VisionSettings } from '../vision/vision-settings';
import type { VoxSettings } from '../vox/vox-settings';
import { createExtractionPool, type ExtractionPool } from '../upload/extraction-pool';
import { extractionSettings, type ExtractionSettings } from '../upload/extraction-settings';
import { createTestIssuer, type TokenOptions } from './test-issuer';
import { usageSettings } from '../usage/usage-settings';

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
  /** Providers trusted besides the suite's own two (a real one on a port, say). */
  moreIssuers?: readonly TrustedIssuer[];
  /** config.json's group lists and matching mode; the local stack's (substring) when omitted. */
  groupRules?: GroupRules;
  /** The upload readers' caps (the defaults otherwise), e.g. a lower inflation cap so a bomb stays cheap to build. */
  extraction?: Partial<ExtractionSettings>;
  /** Where the request lines go (the process's logger otherwise). */
  logger?: ApiOptions['logger'];
  /** The usage variables (BUDGETS, PRICES, BUDGET_TIME_ZONE, USAGE_PER_USER, ADMIN_GROUPS …) as the environment would set them. */
  usageEnv?: NodeJS.ProcessEnv;
  /** Book calls and check budgets (true unless a scenario compares without). */
  booking?: boolean;
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

/** A real extraction pool that also tells how many files it has been given to read. */
function watchedPool(settings: ExtractionSettings) {
  const pool = createExtractionPool(settings);
  let given = 0;
  const waiters: Array<{ count: number; resolve: () => void }> = [];
  const watched: ExtractionPool = {
    ...pool,
    run: (job) => {
      given += 1;
      for (const waiter of waiters.filter((w) => w.count <= given)) waiter.resolve();
      return pool.run(job);
    },
  };
  const readsGiven = (count: number) => new Promise<void>((resolve) => (count <= given ? resolve() : waiters.push({ count, resolve })));
  return { watched, readsGiven };
}

/**
 * The API on a loopback port with a database of its own (in-memory PGlite, or a schema on
 * TEST_DATABASE_URL), its own token issuers (a trusted corporate and trial one) and a manual clock.
 */
export async function startTestApi({
  port, rateLimitPerMinute, llm, vision, vox, offlinePaceMs, unknownAnswerGraceMs = 500, database = openTestDatabase, extraction, groupRules, moreIssuers = [], logger, usageEnv = {}, booking, clock = manualClock(),
}: TestApiOptions & { clock?: ReturnType<typeof manualClock> }) {
  const corporate = await createTestIssuer('http://corporate.test', 'studio-corporate');
  const trial = await createTestIssuer('http://trial.test', 'studio-trial', { tenant: 'trial' });
  const { db, dispose } = await database();
  const settings = { ...extractionSettings({}), ...extraction };
  const pool = watchedPool(settings);
  const options: ApiOptions = {
    db,
    issuers: [corporate.trusted, trial.trusted, ...moreIssuers],
    allowedOrigins: [studioOrigin],
    groupRules,
    now: clock.now,
    rateLimitPerMinute: rateLimitPerMinute ?? 1000,
    llm: llm ?? null,
    vision,
    vox,
    offlinePaceMs,
    unknownAnswerGraceMs,
    extraction: settings,
    extractionPool: pool.watched,
    logger,
    usage: usageSettings(usageEnv),
    booking,
  };
  const api = createApi(options);
  const close = await listenOnLoopback(api.handler, port);
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
    /** Stopping: the kept answers this API writes get `graceMs`, then end as cut. */
    drainAnswers: api.drainAnswers,
    /** The sweep: ends as cut the streaming answers nobody moved for 20 s. */
    cutAbandonedAnswers: api.cutAbandonedAnswers,
    /** Settles once the uploads have handed `count` files to the extraction pool, all told. */
    readsGiven: pool.readsGiven,
    /** The ledger's purge, as the hourly timer runs it. */
    purgeLedger: api.purgeLedger,
    stop: async () => {
      await close();
      await api.close();
      await dispose();
    },
  };
}

export type TestApi = Awaited<ReturnType<typeof startTestApi>>;
