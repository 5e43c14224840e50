import type { FeedbackCapability } from '../../contracts/feedback-api';
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
  /** GET /v1/capabilities' `usage` and `feedback` in one call (the shell's, once per user); null where the server has none. */
  capabilities(signal?: AbortSignal): Promise<{ usage: UsageCapability | null; feedback: FeedbackCapability | null }>;
}

/** An admins' report of a period and its CSV (GET /v1/usage, GET /v1/feedback). */
export interface PeriodReportBackend<Report> {
  /** null: the server's default period (this month so far). */
  report(period: UsagePeriodQuery | null, signal?: AbortSignal): Promise<Report>;
  /** The same rows as CSV, as the server wrote them. */
  csv(period: UsagePeriodQuery, signal?: AbortSignal): Promise<Blob>;
}

export type UsageReportBackend = PeriodReportBackend<UsageReport>;

/** The admins' CSV downloads: the same period parameters, the file as the server wrote it. */
export type PeriodCsvPath = '/v1/usage.csv' | '/v1/feedback.csv';

/** GET one of the admins' CSVs of a period (with the bearer, as every main-backend call) as a file. */
export const periodCsv = (api: MainClient, path: PeriodCsvPath, { from, to }: UsagePeriodQuery, signal?: AbortSignal) =>
  dataOf(api.GET(path, { params: { query: { from, to } }, parseAs: 'blob', signal })) as Promise<Blob>;

export function usageBackend(client: MainClient | TrialClient): UsageBackend {
  const api: MainClient = client;
  return {
    mine: (signal) => dataOf(api.GET('/v1/usage/mine', { signal })),
    capability: async (signal) => (await dataOf(api.GET('/v1/capabilities', { signal }))).usage ?? null,
    async capabilities(signal) {
      const { usage, feedback } = await dataOf(api.GET('/v1/capabilities', { signal }));
      return { usage: usage ?? null, feedback: feedback ?? null };
    },
  };
}

export function usageReportBackend(api: MainClient): UsageReportBackend {
  return {
    report: (period, signal) => dataOf(api.GET('/v1/usage', { params: { query: period ? { from: period.from, to: period.to } : {} }, signal })),
    csv: (period, signal) => periodCsv(api, '/v1/usage.csv', period, signal),
  };
}
