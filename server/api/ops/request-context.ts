import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { BudgetState } from '../../../contracts/usage-api';
import type { CallUse } from '../usage/ledger';
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

/**
 * A request's booking, once admitted: its first call completes the row written at admission,
 * later calls of the same request write rows of their own; `warning` is the budget at 80 % or
 * more after what was booked. Kept in the request's scope, so the model clients book without
 * being handed it.
 */
export interface UsageMeter {
  /** The ledger row of the request's answer, when a vote may hang on it (votable.ts); sent on its last line. */
  ledgerId: string | undefined;
  book(use: CallUse): Promise<void>;
  warning(): Promise<BudgetState | undefined>;
  /** The request ended: an admission no call used is dropped. */
  settle(): Promise<void>;
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
