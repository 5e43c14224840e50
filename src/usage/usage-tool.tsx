import { fromPromise } from 'xstate';
import { usageReportMachine } from '../../machines/usage/usage-report.machine';
import { toastAdded } from '../../store/toasts.slice';
import { createMainClient } from '../api/main-client';
import { usageReportBackend, type UsageReportBackend } from '../api/usage-client';
import { clientDeps } from '../platform/client-deps';
import type { Platform } from '../platform/platform';
import { openToolActor } from '../tools/open-tool-actor';
import { toolPage, toolRoute } from '../tools/tool-route';
import { UsageToolContext, type UsageTool } from './usage-tool-context';
import UsagePage from './views/UsagePage';
import '../budgets/usage.css';

export interface UsageToolOptions {
  /** Tests: a backend in place of the API client's. */
  backend?: UsageReportBackend;
  /** Tests: how a file is handed to the browser to save. */
  save?: (file: Blob, name: string) => void;
}

/** Hands a file to the browser's downloads (an object URL, clicked once, then let go). */
function saveFile(file: Blob, name: string) {
  const url = URL.createObjectURL(file);
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Opens the admins' usage page: its machine, with the report and CSV calls of the main backend, joins the studio's system. */
export function openUsageTool(platform: Platform, options: UsageToolOptions = {}): UsageTool {
  const { store, i18n, studio } = platform;
  const backend = options.backend ?? usageReportBackend(createMainClient(clientDeps(platform)));
  const save = options.save ?? saveFile;
  const logic = usageReportMachine.provide({
    actors: {
      loadReport: fromPromise(({ input, signal }) => backend.report(input, signal)),
      exportCsv: fromPromise(async ({ input, signal }) => save(await backend.csv(input, signal), `usage-${input.from}-${input.to}.csv`)),
    },
  });
  const actor = openToolActor(studio, 'usage', logic);
  actor.on('usage.exportFailed', () => store.dispatch(toastAdded({ color: 'danger', title: i18n.t('usage:exportFailed') })));
  return { actor };
}

export const UsageToolPage = toolPage(UsageToolContext, UsagePage, 'UsageToolPage');
export const openTool = toolRoute(openUsageTool, UsageToolPage);
