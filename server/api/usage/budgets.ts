import type { Database } from '../../db/database';
import type { BudgetState, BudgetUnit } from '../../../contracts/usage-api';
import { insertLedgerRow, type CallUse, type LedgerParty } from './ledger';
import { periodOf } from './periods';
import type { BudgetRule, UsageSettings } from './usage-settings';

/** The share of a budget at which an answer's last line warns. */
export const warningShare = 0.8;

// Arbitrary but fixed: admissions against one user's or one department's budgets take turns on every instance.
const budgetLockKey = 7_523_003;

const metric: Record<BudgetUnit, string> = {
  requests: "case when kind = 'model' and outcome <> 'refused' then 1 else 0 end",
  tokens: 'input_tokens + output_tokens',
  images: 'images',
  audioMinutes: 'audio_seconds / 60.0',
  cost: 'cost',
  uploadBytes: 'upload_bytes',
};

/**
 * The rules that apply to a party: every user's own, and their department's (a rule for their
 * department's code in place of the general department rule of the same unit and window).
 */
export function rulesFor(rules: readonly BudgetRule[], party: Pick<LedgerParty, 'department'>): BudgetRule[] {
  const own = rules.filter((rule) => rule.scope === 'user');
  const code = party.department?.code;
  if (!code) return own;
  const specific = rules.filter((rule) => rule.scope === 'department' && rule.department === code);
  const general = rules.filter(
    (rule) => rule.scope === 'department' && !rule.department && !specific.some((s) => s.unit === rule.unit && s.window === rule.window),
  );
  return [...own, ...specific, ...general];
}

/** How much of each rule is used now (one query per scope), and when each resets. */
export async function budgetStates(db: Pick<Database, 'query'>, rules: readonly BudgetRule[], party: LedgerParty, now: Date, settings: Pick<UsageSettings, 'timeZone'>): Promise<BudgetState[]> {
  const states: BudgetState[] = [];
  for (const scope of ['user', 'department'] as const) {
    const mine = rules.filter((rule) => rule.scope === scope);
    if (mine.length === 0) continue;
    const periods = mine.map((rule) => periodOf(rule.window, now, settings.timeZone));
    const columns = mine.flatMap((rule, index) => [
      `coalesce(sum(${metric[rule.unit]}) filter (where at >= $${index + 3}), 0)::float8 as used_${index}`,
      `min(at) filter (where at >= $${index + 3}) as oldest_${index}`,
    ]);
    const since = new Date(Math.min(...periods.map((period) => period.start.getTime())));
    const [row] = await db.query<Record<string, number | string | Date | null>>(
      `select ${columns.join(', ')} from usage_ledger where ${scope === 'user' ? 'user_key' : 'department_code'} = $1 and at >= $2`,
      [scope === 'user' ? party.userKey : party.department!.code, since.toISOString(), ...periods.map((period) => period.start.toISOString())],
    );
    mine.forEach((rule, index) => {
      const oldest = row?.[`oldest_${index}`];
      // A minute slides: it is whole again when its oldest request leaves it.
      const resetsAt = rule.window === 'minute' && oldest ? new Date(new Date(oldest).getTime() + 60_000) : periods[index]!.end;
      states.push({
        scope,
        ...(scope === 'department' && party.department ? { department: party.department } : {}),
        unit: rule.unit,
        window: rule.window,
        limit: rule.limit,
        used: Number(row?.[`used_${index}`] ?? 0),
        resetsAt: resetsAt.toISOString(),
      });
    });
  }
  return states;
}

/** The budget to warn about: the most used one at 80 % or more of its limit. */
export function warningOf(states: readonly BudgetState[]): BudgetState | undefined {
  const share = (state: BudgetState) => (state.limit === 0 ? 1 : state.used / state.limit);
  return [...states].filter((state) => share(state) >= warningShare).sort((a, b) => share(b) - share(a))[0];
}

export type Admission = { admitted: true; rowId: number } | { admitted: false; budget: BudgetState };

/**
 * Checks the party's budgets and books the request in one transaction, behind advisory locks on the
 * user and the department (always in that order), so requests on several instances at once cannot
 * all take the last of a budget. Admitted: a row to complete when the call ends. Refused: a row
 * with outcome `refused`, and the used-up budget that resets last (Retry-After waits for it).
 */
export async function admit(db: Database, settings: UsageSettings, party: LedgerParty, kind: CallUse['kind'], now: Date): Promise<Admission> {
  const rules = rulesFor(settings.budgets, party).filter((rule) => (kind === 'upload') === (rule.unit === 'uploadBytes'));
  const placeholder: CallUse = { kind, model: kind === 'upload' ? 'upload' : '', outcome: 'started' };
  if (rules.length === 0) return { admitted: true, rowId: await insertLedgerRow(db, party, placeholder, now, settings.prices) };
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1, hashtext($2))', [budgetLockKey, `user:${party.userKey}`]);
    if (party.department) await tx.query('select pg_advisory_xact_lock($1, hashtext($2))', [budgetLockKey, `department:${party.department.code}`]);
    const states = await budgetStates(tx, rules, party, now, settings);
    const spent = states.filter((state) => state.used >= state.limit).sort((a, b) => b.resetsAt.localeCompare(a.resetsAt));
    if (spent.length > 0) {
      await insertLedgerRow(tx, party, { ...placeholder, outcome: 'refused' }, now, settings.prices);
      return { admitted: false, budget: spent[0]! };
    }
    return { admitted: true, rowId: await insertLedgerRow(tx, party, placeholder, now, settings.prices) };
  });
}
