import { answerFeedbackMachine } from '../../machines/feedback/answer-feedback.machine';
import { auditLoadMachine } from '../../machines/audit/audit-load.machine';
import { auditMachine } from '../../machines/audit/audit.machine';
import { toastAdded } from '../../store/toasts.slice';
import { tellBudgetRefusal, tellBudgetWarning } from '../budgets/budget-notices';
import { auditBackend, createAuditClient, type AuditBackend } from '../api/audit-client';
import { feedbackBackend, type FeedbackBackend } from '../api/feedback-client';
import { createMainClient } from '../api/main-client';
import { clientDeps } from '../platform/client-deps';
import type { Platform } from '../platform/platform';
import { openToolActor } from '../tools/open-tool-actor';
import { toolPage, toolRoute } from '../tools/tool-route';
import { auditCommands } from './audit-commands';
import { answerFeedbackActors, auditLoadActors, savePromptActor, streamAnswerActor } from './audit-effects';
import { auditToast } from './audit-toasts';
import { AuditToolContext, type AuditTool } from './audit-tool-context';
import AuditPage from './views/AuditPage';
import './audit.css';

export interface AuditToolOptions {
  /** Tests: a backend in place of the API client's. */
  backend?: AuditBackend;
  /** Tests: the document the export downloads through. */
  doc?: Document;
  now?: () => number;
}

/**
 * Opens the audit assistant: its machine (`audit`, with the load sequence `audit.load`) joins the
 * studio's actor system with the audit backend's effects, and what they tell becomes toasts.
 */
export function openAuditTool(platform: Platform, options: AuditToolOptions = {}): AuditTool {
  const { store, i18n, access, studio } = platform;
  const backend = options.backend ?? auditBackend(createAuditClient(clientDeps(platform)));
  // Votes and what owners read of them live on the main host, beside the ledger.
  const feedback: FeedbackBackend = feedbackBackend(createMainClient(clientDeps(platform)));
  const logic = auditMachine.provide({
    actors: {
      load: auditLoadMachine.provide({ actors: auditLoadActors(backend, access) }),
      feedback: answerFeedbackMachine.provide({ actors: answerFeedbackActors(feedback) }),
      streamAnswer: streamAnswerActor(backend),
      savePrompt: savePromptActor(backend),
    },
  });
  const actor = openToolActor(studio, 'audit', logic);
  const { load, feedback: votes } = actor.getSnapshot().children;
  if (!load || !votes) throw new Error('the audit assistant runs without its load sequence or its votes');

  const toast = (event: Parameters<typeof auditToast>[0]) => {
    const spec = auditToast(event, i18n.getFixedT(null, 'audit'));
    if (spec) store.dispatch(toastAdded(spec));
  };
  actor.on('*', toast);
  const now = options.now ?? Date.now;
  actor.on('answer.budgetWarning', ({ budget }) => tellBudgetWarning(store, i18n, budget, now));
  actor.on('answer.failed', ({ budget }) => budget && tellBudgetRefusal(store, i18n, budget));
  load.on('*', toast);
  votes.on('*', toast);
  load.on('load.promptsReloaded', ({ catalogue }) => actor.send({ type: 'audit.promptsReloaded', departments: catalogue.departments }));
  const commands = auditCommands({ actor, load, votes, backend, feedback, i18n, ...(options.doc ? { doc: options.doc } : {}), ...(options.now ? { now: options.now } : {}) });
  return { actor, load, votes, commands };
}

/** The audit assistant's route: the tool opens (once), its page shows. */
export const AuditToolPage = toolPage(AuditToolContext, AuditPage, 'AuditToolPage');
export const openTool = toolRoute(openAuditTool, AuditToolPage);
