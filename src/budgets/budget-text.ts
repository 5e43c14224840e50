import type { TFunction } from 'i18next';
import type { BudgetState } from '../../contracts/usage-api';
import { formatAmount, formatCount, formatDateTime } from '../i18n/formats';

/** How one quantity of a budget's unit reads: money in the ledger's currency, bytes as megabytes, the rest as counts. */
export function budgetQuantity(unit: BudgetState['unit'], value: number, currency: string | null, locale: string, t: TFunction): string {
  switch (unit) {
    case 'cost':
      return currency ? formatAmount(value, currency, locale) : formatCount(value, locale, 2);
    case 'uploadBytes':
      return t('budget.megabytes', { value: formatCount(value / 1_000_000, locale, 1) });
    case 'audioMinutes':
      return formatCount(value, locale, 1);
    default:
      return formatCount(value, locale);
  }
}

/** "Your budget for tokens per day", "The budget of Sales for costs per month". */
export function budgetName(budget: BudgetState, t: TFunction): string {
  const unit = t(`budget.unit.${budget.unit}`);
  const window = t(`budget.window.${budget.window}`);
  return budget.scope === 'department' && budget.department
    ? t('budget.nameDepartment', { department: budget.department.name, unit, window })
    : t('budget.nameUser', { unit, window });
}

export interface BudgetWords {
  name: string;
  usedOf: string;
  /** What is left, never below nothing. */
  left: string;
  /** When it resets, in the reader's one date-and-time style (their own clock). */
  resetsAt: string;
  /** How much is used, 0 to 1 (a limit of 0 counts as used up). */
  share: number;
  percent: string;
}

/** A budget in the reader's words and numbers. `currency`: the ledger's (PRICES), for a cost budget. */
export function budgetWords(budget: BudgetState, t: TFunction, locale: string, currency: string | null = null): BudgetWords {
  const quantity = (value: number) => budgetQuantity(budget.unit, value, currency, locale, t);
  const share = budget.limit > 0 ? Math.min(1, budget.used / budget.limit) : 1;
  return {
    name: budgetName(budget, t),
    usedOf: t('budget.usedOf', { used: quantity(budget.used), limit: quantity(budget.limit) }),
    left: quantity(Math.max(0, budget.limit - budget.used)),
    resetsAt: formatDateTime(budget.resetsAt, locale),
    share,
    percent: new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(Math.floor(share * 100) / 100),
  };
}

export interface TranslatedToast {
  color: 'warning' | 'danger';
  title: string;
  description: string;
}

/** The refusal in words: which budget, how much is used, when it resets; never the model server's "too many requests". */
export function budgetRefusalToast(budget: BudgetState, t: TFunction, locale: string): TranslatedToast {
  const words = budgetWords(budget, t, locale);
  return {
    color: 'danger',
    title: t('budget.refusedTitle'),
    description: t('budget.refused', { budget: words.name, usedOf: words.usedOf, resetsAt: words.resetsAt }),
  };
}

/** The 80 % warning in words. */
export function budgetWarningToast(budget: BudgetState, t: TFunction, locale: string): TranslatedToast {
  const words = budgetWords(budget, t, locale);
  return {
    color: 'warning',
    title: t('budget.warningTitle', { percent: words.percent }),
    description: t('budget.warning', { budget: words.name, usedOf: words.usedOf, resetsAt: words.resetsAt }),
  };
}
