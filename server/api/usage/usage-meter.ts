import type { BudgetState } from '../../../contracts/usage-api';
import { requestScope, type UsageMeter } from '../ops/request-context';
import type { CallUse } from './ledger';

export type { UsageMeter };

/** Books one call of the request under way (nothing outside a request, or on a route that is not metered). */
export async function bookCall(use: CallUse): Promise<void> {
  await requestScope()?.usage?.book(use);
}

/** The answer's last line's `budgetWarning`, when a budget of the caller is at 80 % or more. */
export async function budgetWarningField(): Promise<{ budgetWarning?: BudgetState }> {
  const warning = await requestScope()?.usage?.warning();
  return warning ? { budgetWarning: warning } : {};
}

/** The ledger id of the request's answer, when a vote may hang on it. */
export const answerLedgerId = (): string | undefined => requestScope()?.usage?.ledgerId;

/** The answer's last line's `ledgerId`, when a vote may hang on it. */
export function ledgerIdField(): { ledgerId?: string } {
  const ledgerId = answerLedgerId();
  return ledgerId ? { ledgerId } : {};
}
