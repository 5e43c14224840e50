import { useTranslation } from 'react-i18next';
import type { BudgetState } from '../../../contracts/usage-api';
import { budgetWords } from '../budget-text';

/** Every budget that applies to the user: how much is used and left, and when it resets. */
export function BudgetList({ budgets, currency }: { budgets: readonly BudgetState[]; currency: string }) {
  const { t, i18n } = useTranslation();
  const own = useTranslation('usage').t;
  if (budgets.length === 0) return <p className="muted">{own('mine.noBudgets')}</p>;
  return (
    <ul className="usage-budgets">
      {budgets.map((budget) => {
        const words = budgetWords(budget, t, i18n.language, currency);
        const level = words.share >= 1 ? 'over' : words.share >= 0.8 ? 'near' : 'fine';
        return (
          <li key={`${budget.scope}/${budget.department?.code ?? ''}/${budget.unit}/${budget.window}`} className="usage-budget">
            <span className="usage-budget-name">{words.name}</span>
            <span className={`usage-bar ${level}`} aria-hidden="true">
              <span style={{ inlineSize: `${Math.round(words.share * 100)}%` }} />
            </span>
            <span className="muted">
              {words.usedOf} · {own('mine.left', { left: words.left })} · {own('mine.resetsAt', { resetsAt: words.resetsAt })}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
