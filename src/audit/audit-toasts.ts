import type { TFunction } from 'i18next';
import { isSessionExpired } from '../../domain/session-expiry';
import type { AuditEmitted } from '../../machines/audit/audit.machine';
import type { AnswerFeedbackEmitted } from '../../machines/feedback/answer-feedback.machine';
import type { AuditLoadEmitted } from '../../machines/audit/audit-load.machine';
import type { ToastColor } from '../../store/toasts.slice';

export interface AuditToast {
  color: ToastColor;
  title: string;
  description?: string;
}

/** tools.md §8 for the audit assistant. An expired session shows nothing here: the session's own handling takes over. */
export function auditToast(event: AuditEmitted | AuditLoadEmitted | AnswerFeedbackEmitted, t: TFunction<'audit'>): AuditToast | null {
  if ('status' in event && isSessionExpired(event.status)) return null;
  const status = 'status' in event ? (event.status ?? '—') : '—';
  switch (event.type) {
    case 'load.failed': {
      const titles = {
        token: () => t('toasts.loadFailed.token', { status }),
        models: () => t('toasts.loadFailed.models', { status }),
        prompts: () => t('toasts.loadFailed.prompts', { status }),
        departments: () => t('toasts.loadFailed.departments', { status }),
      };
      return { color: 'warning', title: titles[event.step]() };
    }
    case 'load.promptsReloaded':
      return null;
    case 'answer.aborted':
      return { color: 'warning', title: t('toasts.aborted') };
    case 'answer.budgetWarning':
      // Told once per budget and period (the tool's wiring keeps count).
      return null;
    case 'answer.failed':
      // A budget's refusal is told in words by the budget notices, not as a failed status.
      if (event.budget) return null;
      return { color: 'danger', title: t('toasts.answerFailed', { status }) };
    case 'feedback.failed':
      return { color: 'danger', title: event.action === 'vote' ? t('feedback.voteFailed', { ns: 'chat', status }) : t('feedback.withdrawFailed', { ns: 'chat', status }) };
    case 'prompt.saved': {
      const name = event.name;
      if (event.op === 'create') return { color: 'success', title: t('toasts.created', { name }) };
      if (event.op === 'update') return { color: 'success', title: t('toasts.updated', { name }) };
      return { color: 'success', title: t('toasts.deleted', { name }) };
    }
    case 'prompt.failed':
      if (event.status === 403 && event.op === 'update') return { color: 'danger', title: t('toasts.forbiddenUpdate') };
      if (event.status === 403 && event.op === 'delete') return { color: 'danger', title: t('toasts.forbiddenDelete') };
      if (event.status === 403) return { color: 'danger', title: t('toasts.forbiddenDepartment') };
      if (event.status === 404) return { color: 'danger', title: t('toasts.notFound') };
      if (event.status === 409) return { color: 'danger', title: t('toasts.exists') };
      return { color: 'danger', title: t('toasts.failed', { status }), ...(event.detail ? { description: event.detail } : {}) };
  }
}
