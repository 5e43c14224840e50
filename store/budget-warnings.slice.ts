import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { BudgetState } from '../contracts/usage-api';

/** The version of the `budgetWarnings` record in localStorage (a shape change comes with a migration). */
export const budgetWarningsStoredVersion = 1;

/** One warning shown: which budget in which period, and when that period ends (then it is forgotten). */
export interface ShownBudgetWarning {
  key: string;
  resetsAt: string;
}

export interface BudgetWarningsState {
  shown: ShownBudgetWarning[];
}

/** A budget in one period: its owner, unit and window, and the end of the period. */
export const budgetPeriodKey = (budget: BudgetState) =>
  [budget.scope, budget.department?.code ?? '', budget.unit, budget.window, budget.resetsAt].join('|');

/**
 * Whether the 80 % warning of this budget is still to be shown: once per budget and period.
 * A per-minute budget is never warned of: its period is over before the warning is read, and its refusal says it all.
 */
export const budgetWarningDue = (state: BudgetWarningsState, budget: BudgetState) =>
  budget.window !== 'minute' && !state.shown.some((shown) => shown.key === budgetPeriodKey(budget));

const initialState: BudgetWarningsState = { shown: [] };

export const budgetWarningsSlice = createSlice({
  name: 'budgetWarnings',
  initialState,
  reducers: {
    /** Shown now (`now`: ms): remembered until its period ends; periods already over are forgotten. */
    budgetWarningShown(state, action: PayloadAction<{ budget: BudgetState; now: number }>) {
      const { budget, now } = action.payload;
      state.shown = state.shown.filter((shown) => Date.parse(shown.resetsAt) > now && shown.key !== budgetPeriodKey(budget));
      state.shown.push({ key: budgetPeriodKey(budget), resetsAt: budget.resetsAt });
    },
  },
});

export const { budgetWarningShown } = budgetWarningsSlice.actions;
