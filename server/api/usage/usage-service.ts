import { createHash } from 'node:crypto';
import type { Database } from '../../db/database';
import { holdsAnyGroup, type GroupMatching } from '../../../domain/group-match';
import type { BudgetState, UsageTool } from '../../../contracts/usage-api';
import { usageTools } from '../../../contracts/usage-api';
import type { AuditDepartmentSetting } from '../audit/audit-settings';
import type { Identity } from '../auth/token-verifier';
import { HttpError } from '../http/errors';
import { admit, budgetStates, rulesFor, warningOf } from './budgets';
import { completeLedgerRow, dropLedgerRow, insertLedgerRow, purgeLedger, type CallUse, type LedgerParty } from './ledger';
import type { UsageMeter } from './usage-meter';
import type { UsageSettings } from './usage-settings';
import { takesVotes } from '../feedback/votable';

const unitWords: Record<BudgetState['unit'], string> = {
  requests: 'request', tokens: 'token', images: 'image', audioMinutes: 'audio-minute', cost: 'cost', uploadBytes: 'upload',
};
const windowWords: Record<BudgetState['window'], string> = { minute: 'per-minute', day: 'daily', month: 'monthly' };

/** The 429 a used-up budget answers: which budget, how much is used, when it resets (Retry-After until then). */
export function budgetRefusal(budget: BudgetState, now: Date): HttpError {
  const whose = budget.scope === 'user' ? 'Your' : `The ${budget.department?.name ?? ''} department's`;
  const detail = `${whose} ${windowWords[budget.window]} ${unitWords[budget.unit]} budget is used up (${budget.used} of ${budget.limit}). It resets at ${budget.resetsAt}.`;
  const retryAfter = Math.max(1, Math.ceil((new Date(budget.resetsAt).getTime() - now.getTime()) / 1000));
  return new HttpError(429, detail, { 'retry-after': String(retryAfter) }, { reason: 'budget', budget });
}

/** A stable pseudonym for admins: the same person always gets the same one, and it names nobody. */
export const pseudonymOf = (userKey: string) => `user-${createHash('sha256').update(userKey).digest('hex').slice(0, 10)}`;

export interface UsageDependencies {
  db: Database;
  settings: UsageSettings;
  /** The clock periods and rows are stamped with (the test harness's clock file when given one). */
  now: () => Date;
  departments: readonly AuditDepartmentSetting[];
  matching: GroupMatching;
}

/** The ledger and the budgets as the routes use them. */
export function createUsage({ db, settings, now, departments, matching }: UsageDependencies) {
  /** The first department (in AUDIT_DEPARTMENTS' order) whose group the user holds: recorded on every row. */
  const departmentOf = (identity: Identity) => {
    const found = departments.find((department) => holdsAnyGroup(identity.groups, [department.group], matching));
    return found ? { code: found.code, name: found.name } : null;
  };
  const partyOf = (identity: Identity, tool: UsageTool): LedgerParty => ({
    userKey: identity.userKey,
    userName: settings.perUser === 'named' ? identity.email ?? identity.name : null,
    tenant: identity.tenant,
    department: departmentOf(identity),
    tool,
  });
  const isAdmin = (identity: Identity) => identity.tenant === 'corporate' && holdsAnyGroup(identity.groups, [...settings.adminGroups], matching);
  /** The tool a shared call names (X-Studio-Tool), else the route's. */
  const toolOf = (named: string | string[] | undefined, routeTool: string): UsageTool => {
    const given = Array.isArray(named) ? named[0] : named;
    if (given && (usageTools as readonly string[]).includes(given)) return given as UsageTool;
    return (usageTools as readonly string[]).includes(routeTool) ? (routeTool as UsageTool) : 'chat';
  };

  /** Admits a request against the caller's budgets (429 when one is used up) and returns its meter. */
  async function meter(identity: Identity, tool: UsageTool, kind: CallUse['kind']): Promise<UsageMeter> {
    const party = partyOf(identity, tool);
    const admission = await admit(db, settings, party, kind, now());
    if (!admission.admitted) throw budgetRefusal(admission.budget, now());
    let reserved: number | null = admission.rowId;
    return {
      // The row written at admission is the answer's: chat, audit and registry make one call a request.
      ledgerId: takesVotes(party) ? String(admission.rowId) : undefined,
      async book(use) {
        if (reserved !== null) {
          const id = reserved;
          reserved = null;
          await completeLedgerRow(db, id, use, settings.prices);
        } else await insertLedgerRow(db, party, use, now(), settings.prices);
      },
      async warning() {
        const rules = rulesFor(settings.budgets, party).filter((rule) => rule.unit !== 'uploadBytes');
        return rules.length ? warningOf(await budgetStates(db, rules, party, now(), settings)) : undefined;
      },
      async settle() {
        if (reserved !== null) await dropLedgerRow(db, reserved);
        reserved = null;
      },
    };
  }

  return {
    db,
    settings,
    now,
    partyOf,
    isAdmin,
    toolOf,
    meter,
    /** Every budget that applies to the caller, with its use now. */
    budgetsOf: (identity: Identity) => {
      const party = partyOf(identity, 'usage');
      return budgetStates(db, rulesFor(settings.budgets, party), party, now(), settings);
    },
    purge: () => purgeLedger(db, now(), settings.ledgerDays),
  };
}

export type Usage = ReturnType<typeof createUsage>;
