import { usageUnits, usageWindows, type BudgetState } from '../contracts/usage-api';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

/**
 * A budget as the server sent it (a 429's body, an answer's last line), checked: null for
 * anything that is not one, so a malformed line never becomes a misleading warning.
 */
export function parseBudgetState(value: unknown): BudgetState | null {
  if (!isRecord(value)) return null;
  const { scope, department, unit, window, limit, used, resetsAt } = value;
  if (scope !== 'user' && scope !== 'department') return null;
  if (!usageUnits.includes(unit as never) || !usageWindows.includes(window as never)) return null;
  if (!isCount(limit) || !isCount(used) || typeof resetsAt !== 'string' || Number.isNaN(Date.parse(resetsAt))) return null;
  const owner = isRecord(department) && typeof department.code === 'string' && typeof department.name === 'string'
    ? { department: { code: department.code, name: department.name } }
    : {};
  return { scope, unit: unit as BudgetState['unit'], window: window as BudgetState['window'], limit, used, resetsAt, ...owner };
}
