import type { MyUsage, UsageCapability, UsageReport } from '../../contracts/usage-api';
import type { MainClient } from './main-client';
import type { TrialClient } from './trial-client';
import { dataOf } from './studio-client';

/** A period of days, YYYY-MM-DD, both inclusive, in the budget time zone. */
export interface UsagePeriodQuery {
  from: string;
  to: string;
}

/** The usage calls of the main backend (the trial backend has the user's own). */
export interface UsageBackend {
  /** GET /v1/usage/mine: the caller's own use, this month and last, and their budgets. */
  mine(signal?: AbortSignal): Promise<MyUsage>;
  /** GET /v1/capabilities' `usage`: null on a server without a ledger. */
  capability(signal?: AbortSignal): Promise<UsageCapability | null>;
}

/** The admins' calls (GET /v1/usage and its CSV). */
export interface UsageReportBackend {
  /** null: the server's default period (this month so far). */
  report(period: UsagePeriodQuery | null, signal?: AbortSignal): Promise<UsageReport>;
  /** The same rows as CSV, as the server wrote them. */
  csv(period: UsagePeriodQuery, signal?: AbortSignal): Promise<Blob>;
}

export function usageBackend(client: MainClient | TrialClient): UsageBackend {
  const api: MainClient = client;
  return {
    mine: (signal) => dataOf(api.GET('/v1/usage/mine', { signal })),
    capability: async (signal) => (await dataOf(api.GET('/v1/capabilities', { signal }))).usage ?? null,
  };
}

export function usageReportBackend(api: MainClient): UsageReportBackend {
  return {
    report: (period, signal) => dataOf(api.GET('/v1/usage', { params: { query: period ? { from: period.from, to: period.to } : {} }, signal })),
    csv: ({ from, to }, signal) => dataOf(api.GET('/v1/usage.csv', { params: { query: { from, to } }, parseAs: 'blob', signal })) as Promise<Blob>,
  };
}
