import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Database } from '../db/database';
import { DatabaseUnavailable } from '../db/database-unavailable';
import { localGroupRules, requireTool, type GroupRules } from './auth/groups';
import type { TrustedIssuer } from './auth/issuers';
import { requireTenant } from './auth/tenants';
import { createTokenVerifier } from './auth/token-verifier';
import type { ApiContext } from './api-context';
import { auditRoutes } from './audit/audit-routes';
import { capabilitiesRoute } from './capabilities/capabilities-route';
import { deleteRoutes } from './chat/chat-deletes';
import { chatRoutes } from './chat/chat-routes';
import { createKeptAnswers } from './chat/kept-answers';
import { purgeRateLimitHits } from './chat/rate-limiter';
import { createDocumentStore } from './documents/document-store';
import { createPassageSearch } from './documents/passage-search';
import { discardRest } from './http/body';
import { clientAddress } from './http/client-address';
import { applyCors } from './http/cors';
import { HttpError, sendError } from './http/errors';
import { type AnyRoute, matchPath } from './http/route';
import { malformedAddressText, requestPath } from '../request-address';
import type { LlmConfig } from './llm/llm-client';
import { registryRoutes } from './registry/registry-routes';
import { loadRegistry } from './registry/registry-config';
import { feedbackAccess } from './feedback/feedback-access';
import { feedbackRoutes } from './feedback/feedback-routes';
import { scosRoutes } from './scos/scos-routes';
import { createExtractionPool, type ExtractionPool } from './upload/extraction-pool';
import { extractionSettings, type ExtractionSettings } from './upload/extraction-settings';
import { visionRoutes } from './vision/vision-routes';
import type { VisionSettings } from './vision/vision-settings';
import { voxRoutes } from './vox/vox-routes';
import { voxSettings, type VoxSettings } from './vox/vox-settings';
import { errorText, log, type ApiLogger } from './ops/logger';
import { createMetrics } from './ops/metrics';
import { observeRequests } from './ops/observe-requests';
import { isOpsPath, serveOps, type Readiness } from './ops/ops-endpoints';
import { databaseReadiness } from './ops/readiness';
import { requestScope } from './ops/request-context';
import { auditSettings } from './audit/audit-settings';
import { createUsage } from './usage/usage-service';
import { usageRoutes } from './usage/usage-routes';
import { usageSettings, type UsageSettings } from './usage/usage-settings';

export const defaultRateLimitPerMinute = 30;

const databaseAway = new HttpError(503, 'The database cannot be reached right now. Please try again in a moment.', { 'retry-after': '5' });

export interface ApiOptions {
  db: Database;
  /** Only tokens of these issuers are accepted; each says its tenant, audiences and claims. */
  issuers: readonly TrustedIssuer[];
  /** Origins allowed to call from a browser (CORS). */
  allowedOrigins: readonly string[];
  /** config.json's group lists and matching mode (the local stack's when omitted). */
  groupRules?: GroupRules;
  /** The clock for token expiry, document expiry and the rate limit; tests move it. */
  now?: () => Date;
  /** Chat requests per user and minute. */
  rateLimitPerMinute?: number;
  /** Without one, the offline responder answers. */
  llm?: LlmConfig | null;
  offlinePaceMs?: number;
  /** How long a re-attach waits for an answer it does not know yet (default 3 s). */
  unknownAnswerGraceMs?: number;
  /** The image endpoint's model, placeholder delay and policy words; from the environment when omitted. */
  vision?: VisionSettings;
  /** The transcription service; from the environment when omitted. */
  vox?: VoxSettings;
  /** The upload readers' caps and pool size; from the environment when omitted. */
  extraction?: ExtractionSettings;
  /** The worker pool that reads uploads; one of `extraction`'s size when omitted (a test watches a real one). */
  extractionPool?: ExtractionPool;
  /** This process's name among the instances on one database, sent as X-Studio-Instance. */
  instance?: string;
  /** How many proxies to believe about the client's address (X-Forwarded-For) in the log. */
  trustProxy?: number;
  /** Where the request lines go (the process's logger, LOG_LEVEL, when omitted). */
  logger?: ApiLogger;
  /** What /readyz answers; the database answering a query when omitted (runApi adds starting and draining). */
  readiness?: () => Promise<Readiness>;
  /** Budgets, prices, time zone, per-user figures, admin groups; from the environment when omitted. */
  usage?: UsageSettings;
  /** The clock of the ledger and the budgets (the e2e harness's clock file); `now` when omitted. */
  usageNow?: () => Date;
  /** Whether calls are booked in the ledger and budgets checked (the bench compares both); true when omitted. */
  booking?: boolean;
}

/** The reference API as a Node request handler: CORS, routing, bearer check, tenant, tool group, then the route. */
export function createApi(options: ApiOptions) {
  const now = options.now ?? (() => new Date());
  const groupRules = options.groupRules ?? localGroupRules;
  const llm = options.llm ?? null;
  const authenticate = createTokenVerifier(options.issuers, now);
  const documents = createDocumentStore(options.db, now);
  const answers = createKeptAnswers(options.db, now, { graceMs: options.unknownAnswerGraceMs });
  const extraction = options.extraction ?? extractionSettings();
  const extractionPool = options.extractionPool ?? createExtractionPool(extraction);
  const usage = createUsage({
    db: options.db,
    settings: options.usage ?? usageSettings(),
    now: options.usageNow ?? now,
    departments: auditSettings(process.env, llm).departments,
    matching: groupRules.matching,
  });
  const booking = options.booking ?? true;
  const context: ApiContext = {
    db: options.db,
    documents,
    search: createPassageSearch(options.db),
    groupRules,
    now,
    llm,
    offlinePaceMs: options.offlinePaceMs ?? 0,
    rateLimitPerMinute: options.rateLimitPerMinute ?? defaultRateLimitPerMinute,
    answers,
    extraction: { pool: extractionPool, settings: extraction },
    usage,
  };
  const logger = options.logger ?? log();
  const metrics = createMetrics({
    streamingNow: answers.writing,
    pool: () => options.db.poolStats?.(),
    keptAnswersByState: async () =>
      (await options.db.query<{ state: string; count: number }>('select state, count(*)::int as count from kept_answers group by state')).map((row) => ({ state: row.state, count: Number(row.count) })),
    listening: answers.listening,
  });
  const ops = { readiness: options.readiness ?? databaseReadiness(options.db), metrics };
  // What the server can do is every tool's question; each tool's endpoints come from its own module under server/api/<tool>/.
  const vox = options.vox ?? voxSettings();
  const registry = loadRegistry();
  const feedback = feedbackAccess(options.db, usage, registry);
  const routes: AnyRoute[] = [
    capabilitiesRoute(context, vox, feedback),
    ...chatRoutes(context),
    ...deleteRoutes(context),
    ...auditRoutes(context),
    ...visionRoutes(context, options.vision),
    ...voxRoutes(context, vox),
    ...scosRoutes(context),
    ...registryRoutes(context, registry),
    ...usageRoutes(usage),
    ...feedbackRoutes(usage, feedback),
  ];

  async function handle(req: IncomingMessage, res: ServerResponse) {
    // Every answer, JSON, NDJSON or CSV, is read as the type it names, never sniffed for another.
    res.setHeader('x-content-type-options', 'nosniff');
    // Which of several instances answered: an operator reading a report, a test of re-attaching elsewhere.
    if (options.instance) res.setHeader('x-studio-instance', options.instance);
    const path = requestPath(req.url);
    const candidates = routes.flatMap((route) => {
      const params = path === null ? null : matchPath(route.path, path);
      return params ? [{ route, params }] : [];
    });
    const found = candidates.find((candidate) => candidate.route.method === req.method);
    // The metrics and the log name the template, so that ids never make a series or reach a log line.
    const scope = requestScope();
    if (scope) scope.route = (found ?? candidates[0])?.route.path;
    if (applyCors(req, res, options.allowedOrigins)) return;
    if (path === null) throw new HttpError(400, malformedAddressText);
    if (candidates.length === 0) throw new HttpError(404, `There is no endpoint ${path}.`);
    if (!found) {
      throw new HttpError(405, `${req.method ?? 'This method'} is not supported on ${path}.`, {
        allow: candidates.map((candidate) => candidate.route.method).join(', '),
      });
    }
    if ('public' in found.route) {
      await found.route.handle({ req, res, params: found.params });
      return;
    }
    if (scope) scope.tool = found.route.tools[0];
    const identity = await authenticate(req.headers.authorization);
    if (scope) scope.userKey = identity.userKey;
    // The tenant first: a trial token is refused the corporate routes whatever groups it claims.
    requireTenant(identity, found.route.tenants);
    requireTool(identity, found.route.tools, groupRules, found.route.toolName);
    if (!found.route.metered || !booking) {
      await found.route.handle({ req, res, identity, params: found.params });
      return;
    }
    // Checked before the call (429 when a budget is used up), the real use booked as each call ends.
    const meter = await usage.meter(identity, usage.toolOf(req.headers['x-studio-tool'], found.route.tools[0]!), found.route.metered);
    if (scope) scope.usage = meter;
    try {
      await found.route.handle({ req, res, identity, params: found.params });
    } finally {
      await meter.settle();
    }
  }

  function fail(req: IncomingMessage, res: ServerResponse, error: unknown) {
    const from = { client: clientAddress(req, options.trustProxy ?? 0), requestId: requestScope()?.requestId, route: requestScope()?.route };
    // The client went away while the answer was being prepared: nobody is left to tell.
    if (error instanceof Error && error.name === 'AbortError') return;
    if (error instanceof DatabaseUnavailable) {
      // The database restarting is an outage, not a defect: one line, and the request may be tried again.
      logger.error({ ...from, err: error.message }, 'request failed: the database is away');
      error = databaseAway;
    } else if (!(error instanceof HttpError)) logger.error({ ...from, err: errorText(error), stack: error instanceof Error ? error.stack : undefined }, 'request failed');
    if (res.headersSent) {
      // Mid-answer: cutting the connection is what tells the client the answer is incomplete.
      res.destroy();
      return;
    }
    sendError(res, error instanceof HttpError ? error : new HttpError(500, 'Something went wrong on the server.'));
  }

  function serveApi(req: IncomingMessage, res: ServerResponse) {
    handle(req, res).catch((error: unknown) => {
      // A refused body (401, 403, 429 …) is dropped with a ceiling rather than read to its end.
      if (!req.readableEnded) discardRest(req);
      fail(req, res, error);
    });
  }
  const answerOps = (req: IncomingMessage, res: ServerResponse) => serveOps(req, res, requestPath(req.url) ?? '', ops);
  const observed = (handler: (req: IncomingMessage, res: ServerResponse) => void) => observeRequests(handler, { logger, metrics, quiet: isOpsPath });

  return {
    /** The API with /healthz, /readyz and /metrics (without METRICS_PORT). */
    handler: observed((req, res) => {
      const answered = answerOps(req, res);
      if (answered) answered.catch((error: unknown) => fail(req, res, error));
      else serveApi(req, res);
    }),
    /** The API alone (METRICS_PORT moves the others to `opsHandler`). */
    apiHandler: observed(serveApi),
    /** /healthz, /readyz and /metrics alone, for a listener of their own. */
    opsHandler: observed((req, res) => {
      const answered = answerOps(req, res);
      if (answered) answered.catch((error: unknown) => fail(req, res, error));
      else sendError(res, new HttpError(404, 'Only /healthz, /readyz and /metrics are served here.'));
    }),
    /** Deletes the text of expired documents; the server runs it on a timer. */
    purgeExpiredDocuments: () => documents.purgeExpired(),
    /** Deletes kept chat answers unchanged for 24 hours; the server runs it at start and on a timer. */
    purgeExpiredAnswers: () => answers.purgeExpired(),
    /** Deletes the rate limits' hits past their minute. */
    purgeRateLimitHits: () => purgeRateLimitHits(options.db, now()),
    /** Deletes the ledger's rows older than LEDGER_DAYS. */
    purgeLedger: () => usage.purge(),
    /** Ends as cut the kept answers whose instance stopped (a sweep, so nobody needs to follow them). */
    cutAbandonedAnswers: () => answers.cutAbandoned(),
    /** Stopping: the answers this instance writes get `graceMs` to finish, then end as cut. */
    drainAnswers: (graceMs: number) => answers.drain(graceMs),
    /** Stops the extraction workers (uploads still being read are answered with a 500) and the answers' listener. */
    close: async () => {
      await Promise.all([extractionPool.close(), answers.close()]);
    },
  };
}
