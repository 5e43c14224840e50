import { fromCallback, fromPromise } from 'xstate';
import type { AuditQuery } from '../../contracts/audit-api';
import type { PromptOperation, StreamReport } from '../../machines/audit/audit.machine';
import { statusOf } from '../../domain/error-status';
import type { AuditDepartmentList, AuditModelList, UserDepartmentList } from '../../machines/audit/audit.types';
import type { FeedbackCapability, FeedbackVote, FeedbackVoteInput } from '../../contracts/feedback-api';
import type { AuditBackend } from '../api/audit-client';
import type { FeedbackBackend } from '../api/feedback-client';
import { ApiError } from '../api/api-error';
import { parseBudgetState } from '../../domain/budget-state';
import { refusingBudgetOf } from '../budgets/budget-notices';
import type { SessionAccess } from '../platform/platform';

/** The load sequence's steps against the audit backend (tools.md §7). */
export function auditLoadActors(backend: AuditBackend, access: SessionAccess) {
  return {
    checkToken: fromPromise<void>(async () => {
      // No tokens: the session cannot be kept, which the session's own handling shows.
      if (!(await access.validTokens())) throw new ApiError(401, null, 'token check', false);
    }),
    loadModels: fromPromise<AuditModelList>(({ signal }) => backend.listModels(signal)),
    loadPrompts: fromPromise<AuditDepartmentList>(({ signal }) => backend.listPrompts(signal)),
    loadDepartments: fromPromise<UserDepartmentList>(({ signal }) => backend.listUserDepartments(signal)),
  };
}

/** The answer as plain UTF-8 text: each piece as it arrives; aborted when the machine stops it. */
export const streamAnswerActor = (backend: AuditBackend) =>
  fromCallback<StreamReport, { body: AuditQuery }>(({ input, sendBack }) => {
    const controller = new AbortController();
    void (async () => {
      try {
        const answer = await backend.streamAudit(input.body, controller.signal);
        const warning = parseBudgetState(answer.budgetWarning);
        if (warning) sendBack({ type: 'answer.budgetWarning', budget: warning });
        if (answer.ledgerId) sendBack({ type: 'answer.ledgerId', ledgerId: answer.ledgerId });
        const reader = answer.text.getReader();
        const decoder = new TextDecoder();
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          const text = decoder.decode(value, { stream: true });
          if (text) sendBack({ type: 'answer.piece', text });
        }
        const rest = decoder.decode();
        if (rest) sendBack({ type: 'answer.piece', text: rest });
        sendBack({ type: 'answer.finished' });
      } catch (error) {
        if (controller.signal.aborted) return;
        const budget = refusingBudgetOf(error);
        sendBack({ type: 'answer.failed', status: statusOf(error), ...(budget ? { budget } : {}) });
      }
    })();
    return () => controller.abort();
  });

/** Create, update or delete; resolves with the prompt's id. */
export const savePromptActor = (backend: AuditBackend) =>
  fromPromise<string, PromptOperation>(async ({ input, signal }) => {
    if (input.op === 'create') return backend.createPrompt(input.body, signal);
    if (input.op === 'update') return backend.updatePrompt(input.id, { ...input.body, candidate: input.candidate ?? false }, signal);
    await backend.deletePrompt(input.id, signal);
    return input.id;
  });

/** The vote's calls against the main backend's feedback routes. */
export const answerFeedbackActors = (backend: FeedbackBackend) => ({
  capability: fromPromise<FeedbackCapability | null>(({ signal }) => backend.capability(signal)),
  putVote: fromPromise<FeedbackVote, { ledgerId: string; body: FeedbackVoteInput }>(({ input, signal }) => backend.putVote(input.ledgerId, input.body, signal)),
  deleteVote: fromPromise<void, { ledgerId: string }>(({ input, signal }) => backend.deleteVote(input.ledgerId, signal)),
  // An audit answer is never shown again after a reload: the one just given has no vote yet.
  knownVote: fromPromise<FeedbackVote | null, { ledgerId: string }>(() => Promise.resolve(null)),
});
