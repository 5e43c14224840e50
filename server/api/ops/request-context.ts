import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { UsageMeter } from '../usage/usage-meter';
import type { ApiMetrics } from './metrics';

/** What code deep in a request (a model call, an upload) may know about it without being handed it. */
export interface RequestScope {
  requestId: string;
  metrics: ApiMetrics;
  /** The matched route's template (`/v1/chat/answers/:answerId`), never the path with its ids. */
  route?: string;
  /** The route's tool, once the router has found it ("chat", "audit" …). */
  tool?: string;
  /** Whose request it was, once the token is checked: the key, never the token. */
  userKey?: string;
  /** The request's booking in the usage ledger, on routes that call a model or store an upload. */
  usage?: UsageMeter;
}

const scopes = new AsyncLocalStorage<RequestScope>();

export function inRequestScope<T>(scope: RequestScope, work: () => T): T {
  return scopes.run(scope, work);
}

/** The request under way, or undefined outside one (a purge, a test calling a module directly). */
export function requestScope(): RequestScope | undefined {
  return scopes.getStore();
}

// Letters, digits and the separators ids are written with; long enough for a UUID with a prefix.
const saneRequestId = /^[A-Za-z0-9._:-]{1,128}$/;

/** The caller's X-Request-Id when it looks like an id (so a proxy's id ties the lines together), else a new one. */
export function requestIdOf(header: string | string[] | undefined): string {
  const given = Array.isArray(header) ? header[0] : header;
  return given !== undefined && saneRequestId.test(given) ? given : randomUUID();
}

/** The headers a model call carries for the request under way: its id, so the provider's logs match ours. */
export function modelCallHeaders(): Record<string, string> {
  const scope = requestScope();
  return scope ? { 'X-Request-Id': scope.requestId } : {};
}

/** Counts a call to `model` for the request's tool (nothing outside a request). */
export function countModelCall(model: string, usage?: { prompt_tokens?: number; completion_tokens?: number } | null) {
  const scope = requestScope();
  if (!scope) return;
  const tool = scope.tool ?? 'none';
  if (usage === undefined) scope.metrics.modelCall(tool, model);
  else scope.metrics.modelUsage(tool, model, usage);
}
