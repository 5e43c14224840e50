import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** What the gauges read when /metrics is asked, from the parts that know it. */
export interface MetricSources {
  /** Answers this instance is generating now. */
  streamingNow: () => number;
  /** The database pool's connections (PostgreSQL only). */
  pool: () => { total: number; idle: number; waiting: number } | undefined;
  /** Kept answers in the database by state (all instances'). */
  keptAnswersByState: () => Promise<{ state: string; count: number }[]>;
  /** Whether the LISTEN connection is up; undefined where nothing listens (PGlite). */
  listening: () => boolean | undefined;
}

export type ApiMetrics = ReturnType<typeof createMetrics>;

/**
 * The API's metrics in a registry of its own (two APIs in one test process count apart). Requests
 * are labelled by the route's template, never the path: ids would make a series per answer.
 */
export function createMetrics(sources: MetricSources) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({ name: 'studio_http_requests_total', help: 'Requests answered, by method, route template and status.', labelNames: ['method', 'route', 'status'], registers: [registry] });
  const duration = new Histogram({
    name: 'studio_http_request_duration_seconds',
    help: 'Time from the request to the end of its answer (a streamed answer until its last line).',
    labelNames: ['method', 'route'],
    buckets: [0.005, 0.025, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120],
    registers: [registry],
  });
  const modelCalls = new Counter({ name: 'studio_model_calls_total', help: 'Calls to a model, by tool and model.', labelNames: ['tool', 'model'], registers: [registry] });
  const modelTokens = new Counter({ name: 'studio_model_tokens_total', help: 'Tokens the model reported, by tool, model and kind (prompt, completion).', labelNames: ['tool', 'model', 'kind'], registers: [registry] });
  const uploadBytes = new Counter({ name: 'studio_upload_bytes_total', help: 'Bytes of uploaded files received.', registers: [registry] });
  new Gauge({
    name: 'studio_answers_streaming',
    help: 'Answers this instance is generating now.',
    registers: [registry],
    collect() {
      this.set(sources.streamingNow());
    },
  });
  new Gauge({
    name: 'studio_db_pool_connections',
    help: 'The database pool: connections open (total), idle, and requests waiting for one.',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const pool = sources.pool();
      this.reset();
      if (!pool) return;
      for (const [state, value] of Object.entries(pool)) this.set({ state }, value);
    },
  });
  new Gauge({
    name: 'studio_kept_answers',
    help: 'Kept answers in the database, by state.',
    labelNames: ['state'],
    registers: [registry],
    async collect() {
      this.reset();
      // The database away: the other metrics are still worth answering with.
      const rows = await sources.keptAnswersByState().catch(() => []);
      for (const row of rows) this.set({ state: row.state }, row.count);
    },
  });
  new Gauge({
    name: 'studio_listen_connection_up',
    help: '1 while the connection listening for answers is up, 0 while it is down (absent without PostgreSQL).',
    registers: [registry],
    collect() {
      const up = sources.listening();
      this.reset();
      if (up !== undefined) this.set(up ? 1 : 0);
    },
  });
  return {
    registry,
    /** One answered request; `route` is the template, or a fixed word when none matched. */
    request(method: string, route: string, status: number, seconds: number) {
      requests.inc({ method, route, status: String(status) });
      duration.observe({ method, route }, seconds);
    },
    modelCall: (tool: string, model: string) => modelCalls.inc({ tool, model }),
    /** The tokens a model reported (a streamed call may report none). */
    modelUsage(tool: string, model: string, usage: { prompt_tokens?: number; completion_tokens?: number } | null | undefined) {
      if (usage?.prompt_tokens) modelTokens.inc({ tool, model, kind: 'prompt' }, usage.prompt_tokens);
      if (usage?.completion_tokens) modelTokens.inc({ tool, model, kind: 'completion' }, usage.completion_tokens);
    },
    uploaded: (bytes: number) => uploadBytes.inc(bytes),
  };
}
