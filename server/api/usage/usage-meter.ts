import type { BudgetState } from '../../../contracts/usage-api';
import { requestScope } from '../ops/request-context';
import type { CallUse } from './ledger';

/**
 * A request's booking, once admitted: its first call completes the row written at admission,
 * later calls of the same request write rows of their own; `warning` is the budget at 80 % or
 * more after what was booked. Kept in the request's scope, so the model clients book without
 * being handed it.
 */
export interface UsageMeter {
  book(use: CallUse): Promise<void>;
  warning(): Promise<BudgetState | undefined>;
  /** The request ended: an admission no call used is dropped. */
  settle(): Promise<void>;
}

/** Books one call of the request under way (nothing outside a request, or on a route that is not metered). */
export async function bookCall(use: CallUse): Promise<void> {
  await requestScope()?.usage?.book(use);
}

/** The answer's last line's `budgetWarning`, when a budget of the caller is at 80 % or more. */
export async function budgetWarningField(): Promise<{ budgetWarning?: BudgetState }> {
  const warning = await requestScope()?.usage?.warning();
  return warning ? { budgetWarning: warning } : {};
}
