import type { i18n as I18n } from 'i18next';
import type { BudgetState } from '../../contracts/usage-api';
import type { AnswerEnd } from '../../domain/answer-end';
import { budgetWarningDue, budgetWarningShown } from '../../store/budget-warnings.slice';
import type { AppStore } from '../../store/store';
import { toastAdded } from '../../store/toasts.slice';
import { budgetRefusalToast, budgetWarningToast } from './budget-text';

/** The budget a request was refused by, when a budget refused it (not the model server). */
export const refusingBudget = (end: AnswerEnd): BudgetState | null => (end.status === 'http' && end.budget ? end.budget : null);

/**
 * What an answer's end tells of the budgets, as toasts: the refusal in words (returns true: the
 * usual error toast is not wanted), or the 80 % warning, once per budget and period in this browser.
 */
export function tellBudget(store: AppStore, i18n: I18n, end: AnswerEnd, warning: BudgetState | undefined, now: () => number): boolean {
  const t = i18n.getFixedT(i18n.language);
  const refused = refusingBudget(end);
  if (refused) {
    store.dispatch(toastAdded(budgetRefusalToast(refused, t, i18n.language)));
    return true;
  }
  if (warning && warning.used < warning.limit && budgetWarningDue(store.getState().budgetWarnings, warning)) {
    store.dispatch(toastAdded({ ...budgetWarningToast(warning, t, i18n.language), duration: 0 }));
    store.dispatch(budgetWarningShown({ budget: warning, now: now() }));
  }
  return false;
}
