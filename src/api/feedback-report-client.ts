import type { FeedbackReport } from '../../contracts/feedback-api';
import type { MainClient } from './main-client';
import { dataOf } from './studio-client';
import { periodCsv, type PeriodReportBackend } from './usage-client';

// Apart from feedback-client.ts: the chat loads that one for its votes, and needs none of this.
/** The admins' all-feedback report (GET /v1/feedback) and its CSV, downloaded as the usage CSV is. */
export function feedbackReportBackend(api: MainClient): PeriodReportBackend<FeedbackReport> {
  return {
    report: (period, signal) => dataOf(api.GET('/v1/feedback', { params: { query: period ? { from: period.from, to: period.to } : {} }, signal })),
    csv: (period, signal) => periodCsv(api, '/v1/feedback.csv', period, signal),
  };
}
