import { fromPromise } from 'xstate';
import { feedbackReportMachine, usageCostsMachine, usageReportMachine } from '../../machines/usage/usage-report.machine';
import { toastAdded } from '../../store/toasts.slice';
import { feedbackReportBackend } from '../api/feedback-report-client';
import { createMainClient } from '../api/main-client';
import { usageReportBackend, type PeriodReportBackend } from '../api/usage-client';
import type { FeedbackReport } from '../../contracts/feedback-api';
import type { UsageReport } from '../../contracts/usage-api';
import { downloadBlob } from '../browser/clipboard';
import { clientDeps } from '../platform/client-deps';
import type { Platform } from '../platform/platform';
import { openToolActor } from '../tools/open-tool-actor';
import { toolPage, toolRoute } from '../tools/tool-route';
import { UsageToolContext, type UsageTool } from './usage-tool-context';
import UsagePage from './views/UsagePage';
import '../budgets/usage.css';

export interface UsageToolOptions {
  /** Tests: a backend in place of the API client's. */
  backend?: PeriodReportBackend<UsageReport>;
  /** Tests: the feedback report's backend in place of the API client's. */
  feedback?: PeriodReportBackend<FeedbackReport>;
  /** Tests: how a file is handed to the browser to save. */
  save?: (file: Blob, name: string) => void;
}

type Save = (file: Blob, name: string) => void;

/** A report's calls as its machine's actors: the report, and its CSV saved as `<name>-<from>-<to>.csv`. */
function reportActors<Report>(backend: PeriodReportBackend<Report>, save: Save, name: string) {
  return {
    loadReport: fromPromise<Report, { from: string; to: string } | null>(({ input, signal }) => backend.report(input, signal)),
    exportCsv: fromPromise<void, { from: string; to: string }>(async ({ input, signal }) => save(await backend.csv(input, signal), `${name}-${input.from}-${input.to}.csv`)),
  };
}

/** Opens the admins' usage page: its machine, with the report and CSV calls of the main backend, joins the studio's system. */
export function openUsageTool(platform: Platform, options: UsageToolOptions = {}): UsageTool {
  const { store, i18n, studio } = platform;
  const api = createMainClient(clientDeps(platform));
  const save = options.save ?? ((file: Blob, name: string) => downloadBlob(name, file));
  const logic = usageReportMachine.provide({
    actors: {
      costs: usageCostsMachine.provide({ actors: reportActors(options.backend ?? usageReportBackend(api), save, 'usage') }),
      feedback: feedbackReportMachine.provide({ actors: reportActors(options.feedback ?? feedbackReportBackend(api), save, 'feedback') }),
    },
  });
  const actor = openToolActor(studio, 'usage', logic);
  actor.on('usage.exportFailed', () => store.dispatch(toastAdded({ color: 'danger', title: i18n.t('usage:exportFailed') })));
  return { actor };
}

export const UsageToolPage = toolPage(UsageToolContext, UsagePage, 'UsageToolPage');
export const openTool = toolRoute(openUsageTool, UsageToolPage);
