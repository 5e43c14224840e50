import type { i18n as I18n } from 'i18next';
import type { BudgetState } from '../../contracts/usage-api';
import type { AnswerEnd } from '../../domain/answer-end';
import { isBudgetRefusal } from '../../contracts/usage-api';
import { parseBudgetState } from '../../domain/budget-state';
import { isApiError } from '../api/api-error';
import { budgetWarningDue, budgetWarningShown } from '../../store/budget-warnings.slice';
import type { AppStore } from '../../store/store';
import { toastAdded } from '../../store/toasts.slice';
import { budgetRefusalToast, budgetWarningToast } from './budget-text';

/** The budget a request was refused by, when a budget refused it (not the model server). */
export const refusingBudget = (end: AnswerEnd): BudgetState | null => (end.status === 'http' && end.budget ? end.budget : null);

/** The budget a failed call was refused by: a 429 whose body says which budget (not the model server's own 429). */
export function refusingBudgetOf(error: unknown): BudgetState | null {
  return isApiError(error) && error.status === 429 && isBudgetRefusal(error.body) ? parseBudgetState(error.body.budget) : null;
}

/** A budget's refusal in words, as a toast. */
export function tellBudgetRefusal(store: AppStore, i18n: I18n, budget: BudgetState): void {
  store.dispatch(toastAdded(budgetRefusalToast(budget, i18n.getFixedT(i18n.language), i18n.language)));
}

/** The 80 % warning, once per budget and period in this browser (a budget already used up is told by its refusal). */
export function tellBudgetWarning(store: AppStore, i18n: I18n, warning: BudgetState, now: () => number): void {
  if (warning.used >= warning.limit || !budgetWarningDue(store.getState().budgetWarnings, warning)) return;
  store.dispatch(toastAdded({ ...budgetWarningToast(warning, i18n.getFixedT(i18n.language), i18n.language), duration: 0 }));
  store.dispatch(budgetWarningShown({ budget: warning, now: now() }));
}

/**
 * What an answer's end tells of the budgets, as toasts: the refusal in words (returns true: the
 * usual error toast is not wanted), or the 80 % warning, once per budget and period in this browser.
 */
export function tellBudget(store: AppStore, i18n: I18n, end: AnswerEnd, warning: BudgetState | undefined, now: () => number): boolean {
  const refused = refusingBudget(end);
  if (refused) {
    tellBudgetRefusal(store, i18n, refused);
    return true;
  }
  if (warning) tellBudgetWarning(store, i18n, warning, now);
  return false;
}
