/**
 * The usage and budget wire shapes by name: docs/openapi/main.yaml (and trial.yaml for a user's
 * own use), generated into generated/main.ts. The ledger's figures, the budgets a user meets,
 * and the refusal a budget answers with; the studio's usage screens and the server share them.
 */
import type { components } from './generated/main';

type Schemas = components['schemas'];

/** GET /v1/usage/mine: the caller's own use, this month and last, and their budgets. */
export type MyUsage = Schemas['MyUsage'];
export type MyUsageRow = Schemas['MyUsageRow'];
export type UsagePeriod = Schemas['UsagePeriod'];
/** GET /v1/usage (admins): rows by day, department, tool, model and user. */
export type UsageReport = Schemas['UsageReport'];
export type UsageReportRow = Schemas['UsageReportRow'];
export type UsageFigures = Schemas['UsageFigures'];
export type UsagePerUser = Schemas['UsagePerUser'];
export type UsageTool = Schemas['UsageTool'];
export type UsageOutcome = Schemas['UsageOutcome'];
/** What of the usage the caller may see (GET /v1/capabilities' `usage`). */
export type UsageCapability = Schemas['UsageCapability'];
/** One budget and how much of it is used: in a 429's body and on an answer's last line at 80 %. */
export type BudgetState = Schemas['BudgetState'];
export type BudgetScope = Schemas['BudgetScope'];
export type BudgetUnit = Schemas['BudgetUnit'];
export type BudgetWindow = Schemas['BudgetWindow'];
export type BudgetDepartment = Schemas['BudgetDepartment'];
/** A 429's body; `reason: "budget"` with `budget` when a budget refused, else a rate limit or the model server's. */
export type LimitRefusal = Schemas['LimitRefusal'];

/** The header an audit answer (plain text, no last line) carries its 80 % warning in, as BudgetState JSON. */
export const budgetWarningHeader = 'studio-budget-warning';
/** The header a shared call (summarisation, upload) names the tool it is made for in. */
export const studioToolHeader = 'x-studio-tool';

export const usageUnits = ['requests', 'tokens', 'images', 'audioMinutes', 'cost', 'uploadBytes'] as const satisfies readonly BudgetUnit[];
export const usageWindows = ['minute', 'day', 'month'] as const satisfies readonly BudgetWindow[];
export const usageTools = ['chat', 'vision', 'voice', 'customerService', 'audit', 'registry', 'trial', 'usage'] as const satisfies readonly UsageTool[];
export const usageOutcomes = ['complete', 'stopped', 'cut', 'failed', 'refused'] as const satisfies readonly UsageOutcome[];

/** True for a 429 body a budget sent (the studio says which budget and when it resets). */
export function isBudgetRefusal(body: unknown): body is LimitRefusal & { reason: 'budget'; budget: BudgetState } {
  return typeof body === 'object' && body !== null && (body as { reason?: unknown }).reason === 'budget' && typeof (body as { budget?: unknown }).budget === 'object';
}
