import type { BudgetScope, BudgetUnit, BudgetWindow, UsagePerUser } from '../../../contracts/usage-api';
import { usageUnits, usageWindows } from '../../../contracts/usage-api';
import { usageAdminGroup } from '../../idp/accounts';

/** One limit of BUDGETS: for every user or department, or one department (`department` set). */
export interface BudgetRule {
  scope: BudgetScope;
  /** A department code (AUDIT_DEPARTMENTS) this rule is for; every department's otherwise. */
  department?: string;
  unit: BudgetUnit;
  window: BudgetWindow;
  limit: number;
}

/** What a model costs, in the configured currency: per input or output token, image, audio minute and call. */
export interface ModelPrice {
  input: number;
  output: number;
  image: number;
  audioMinute: number;
  request: number;
}

export interface Prices {
  currency: string;
  models: ReadonlyMap<string, ModelPrice>;
}

export interface UsageSettings {
  budgets: readonly BudgetRule[];
  prices: Prices;
  /** The IANA zone days and months begin in (BUDGET_TIME_ZONE). */
  timeZone: string;
  /** How per-user figures reach admins (USAGE_PER_USER). */
  perUser: UsagePerUser;
  /** How long ledger rows are kept (LEDGER_DAYS). */
  ledgerDays: number;
  /** Groups whose members read everyone's use (ADMIN_GROUPS). */
  adminGroups: readonly string[];
  /** Prompt creations and updates per user and minute (PROMPT_WRITES_PER_MINUTE). */
  promptWritesPerMinute: number;
}

/** The local stack's admin group: alice holds it. */
export const localAdminGroup = usageAdminGroup;
export const defaultLedgerDays = 400;
export const defaultPromptWritesPerMinute = 20;

const rule = /^(user|department)(?:=([^:]+))?:([A-Za-z]+)\/([a-z]+)=(\d+(?:\.\d+)?)$/;

/**
 * BUDGETS: `;`-separated `scope[=CODE]:unit/window=limit`, e.g.
 * `user:requests/minute=20; user:tokens/day=200000; department:cost/month=500; department=FIN:cost/month=2000`.
 * `user:` is everyone's own limit, `department:` each department's (its members share it),
 * `department=CODE:` one department's, in place of the general one for that unit and window.
 */
export function parseBudgets(text: string): BudgetRule[] {
  const entries = text.split(';').map((entry) => entry.replace(/\s+/g, '')).filter(Boolean);
  const rules = entries.map((entry): BudgetRule => {
    const match = rule.exec(entry);
    if (!match) throw new Error(`BUDGETS: "${entry}" is not scope[=CODE]:unit/window=limit (e.g. user:tokens/day=200000).`);
    const [, scope, department, unit, window, limit] = match as unknown as [string, BudgetScope, string | undefined, string, string, string];
    if (!(usageUnits as readonly string[]).includes(unit)) throw new Error(`BUDGETS: "${unit}" in "${entry}" is none of ${usageUnits.join(', ')}.`);
    if (!(usageWindows as readonly string[]).includes(window)) throw new Error(`BUDGETS: "${window}" in "${entry}" is none of ${usageWindows.join(', ')}.`);
    if (window === 'minute' && unit !== 'requests') throw new Error(`BUDGETS: "${entry}": a minute counts requests only.`);
    if (department && scope !== 'department') throw new Error(`BUDGETS: "${entry}": only department= names a code.`);
    return { scope, ...(department ? { department } : {}), unit: unit as BudgetUnit, window: window as BudgetWindow, limit: Number(limit) };
  });
  const keys = rules.map((r) => `${r.scope}=${r.department ?? ''}:${r.unit}/${r.window}`);
  const repeated = keys.find((key, index) => keys.indexOf(key) !== index);
  if (repeated) throw new Error(`BUDGETS: ${repeated} is set twice.`);
  return rules;
}

const priceUnits = { input: 'input', output: 'output', image: 'image', audioMinute: 'audioMinute', request: 'request' } as const;
const per = { '': 1, '/1K': 1_000, '/1M': 1_000_000 } as const;

/**
 * PRICES: `currency=EUR; model:input=2.50/1M,output=10/1M; image-model:image=0.04; stt:audioMinute=0.006`.
 * Token prices may be per token, per thousand (`/1K`) or per million (`/1M`). A model not named costs 0
 * and its rows are flagged; `offline` always costs 0.
 */
export function parsePrices(text: string): Prices {
  let currency = 'EUR';
  const models = new Map<string, ModelPrice>();
  for (const entry of text.split(';').map((part) => part.trim()).filter(Boolean)) {
    const currencyMatch = /^currency\s*=\s*([A-Z]{3})$/.exec(entry);
    if (currencyMatch) {
      currency = currencyMatch[1]!;
      continue;
    }
    const at = entry.indexOf(':');
    if (at <= 0) throw new Error(`PRICES: "${entry}" is not model:unit=price,… nor currency=XXX.`);
    const model = entry.slice(0, at).trim();
    const price: ModelPrice = { input: 0, output: 0, image: 0, audioMinute: 0, request: 0 };
    for (const part of entry.slice(at + 1).split(',').map((p) => p.trim())) {
      const match = /^([A-Za-z]+)\s*=\s*(\d+(?:\.\d+)?)(\/1K|\/1M)?$/.exec(part);
      const unit = match?.[1] as keyof typeof priceUnits | undefined;
      if (!match || !unit || !(unit in priceUnits)) throw new Error(`PRICES: "${part}" for ${model} is not input|output|image|audioMinute|request=price.`);
      if (match[3] && unit !== 'input' && unit !== 'output') throw new Error(`PRICES: "${part}": only token prices are per 1K or 1M.`);
      price[unit] = Number(match[2]) / per[(match[3] ?? '') as keyof typeof per];
    }
    if (models.has(model)) throw new Error(`PRICES: ${model} is priced twice.`);
    models.set(model, price);
  }
  return { currency, models };
}

function validTimeZone(zone: string): string {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone;
  } catch {
    throw new Error(`BUDGET_TIME_ZONE: "${zone}" is not an IANA time zone (e.g. Europe/Berlin).`);
  }
}

function positiveInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1) throw new Error(`${name} must be a whole number of at least 1 (got "${value}").`);
  return parsed;
}

/** The usage settings from the environment; the local stack's admin group outside production. */
export function usageSettings(env: NodeJS.ProcessEnv = process.env): UsageSettings {
  const perUser = (env.USAGE_PER_USER?.trim() || 'pseudonymous') as UsagePerUser;
  if (!['named', 'pseudonymous', 'off'].includes(perUser)) throw new Error(`USAGE_PER_USER must be named, pseudonymous or off (got "${perUser}").`);
  const adminGroups = env.ADMIN_GROUPS !== undefined
    ? env.ADMIN_GROUPS.split(',').map((group) => group.trim()).filter(Boolean)
    : env.NODE_ENV === 'production' ? [] : [localAdminGroup];
  return {
    budgets: env.BUDGETS?.trim() ? parseBudgets(env.BUDGETS) : [],
    prices: parsePrices(env.PRICES ?? ''),
    timeZone: validTimeZone(env.BUDGET_TIME_ZONE?.trim() || 'UTC'),
    perUser,
    ledgerDays: positiveInteger('LEDGER_DAYS', env.LEDGER_DAYS, defaultLedgerDays),
    adminGroups,
    promptWritesPerMinute: positiveInteger('PROMPT_WRITES_PER_MINUTE', env.PROMPT_WRITES_PER_MINUTE, defaultPromptWritesPerMinute),
  };
}
