import type { Database } from '../../db/database';
import type { BudgetDepartment, UsageOutcome, UsageTool } from '../../../contracts/usage-api';
import type { Prices } from './usage-settings';

/** Whom a row is booked to: the person, their tenant and budget department, and the tool. */
export interface LedgerParty {
  userKey: string;
  /** Kept only with USAGE_PER_USER=named. */
  userName: string | null;
  tenant: string;
  department: BudgetDepartment | null;
  tool: UsageTool;
}

/** What one call used. Tokens `counted` when the server's tokenizer counted them (the model reported none). */
export interface CallUse {
  kind: 'model' | 'upload';
  model: string;
  deployment?: string;
  promptRef?: string;
  component?: string;
  inputTokens?: number;
  outputTokens?: number;
  counted?: boolean;
  images?: number;
  audioSeconds?: number;
  uploadBytes?: number;
  outcome: UsageOutcome | 'started';
}

/** The call's cost in the configured currency; a model PRICES does not name costs 0 and is flagged (`offline` is free, not unknown). */
export function costOf(prices: Prices, use: CallUse): { cost: number; unpriced: boolean } {
  if (use.kind !== 'model' || use.model === 'offline' || use.outcome === 'refused' || use.outcome === 'started') return { cost: 0, unpriced: false };
  const price = prices.models.get(use.model);
  if (!price) return { cost: 0, unpriced: true };
  const cost =
    (use.inputTokens ?? 0) * price.input +
    (use.outputTokens ?? 0) * price.output +
    (use.images ?? 0) * price.image +
    ((use.audioSeconds ?? 0) / 60) * price.audioMinute +
    price.request;
  return { cost, unpriced: false };
}

const figures = (prices: Prices, use: CallUse) => {
  const { cost, unpriced } = costOf(prices, use);
  return [
    use.model, use.deployment ?? null, use.promptRef ?? null, use.component ?? null,
    Math.round(use.inputTokens ?? 0), Math.round(use.outputTokens ?? 0), use.counted ?? false,
    use.images ?? 0, use.audioSeconds ?? 0, use.uploadBytes ?? 0, use.outcome, cost, unpriced,
  ];
};

type Queryable = Pick<Database, 'query'>;

/** Writes one row; its id, so the call's real use can complete it. */
export async function insertLedgerRow(db: Queryable, party: LedgerParty, use: CallUse, at: Date, prices: Prices): Promise<number> {
  const [row] = await db.query<{ id: string | number }>(
    `insert into usage_ledger (at, user_key, user_name, tenant, department_code, department_name, tool, kind,
       model, deployment, prompt_ref, component, input_tokens, output_tokens, tokens_counted, images, audio_seconds, upload_bytes, outcome, cost, unpriced)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21) returning id`,
    [at.toISOString(), party.userKey, party.userName, party.tenant, party.department?.code ?? null, party.department?.name ?? null, party.tool, use.kind, ...figures(prices, use)],
  );
  return Number(row!.id);
}

/** Completes a row written as its call was admitted with what the call really used and how it ended. */
export async function completeLedgerRow(db: Queryable, id: number, use: CallUse, prices: Prices) {
  await db.query(
    `update usage_ledger set model = $2, deployment = $3, prompt_ref = $4, component = $5, input_tokens = $6, output_tokens = $7,
       tokens_counted = $8, images = $9, audio_seconds = $10, upload_bytes = $11, outcome = $12, cost = $13, unpriced = $14 where id = $1`,
    [id, ...figures(prices, use)],
  );
}

/** A request admitted that made no call after all (refused by a check of its own, a 410, a 413): nothing to book. */
export async function dropLedgerRow(db: Queryable, id: number) {
  await db.query("delete from usage_ledger where id = $1 and outcome = 'started'", [id]);
}

/** Deletes the rows older than `days` days; the purge runs it on one instance at a time. */
export async function purgeLedger(db: Queryable, now: Date, days: number): Promise<number> {
  const rows = await db.query('delete from usage_ledger where at < $1 returning 1', [new Date(now.getTime() - days * 86_400_000).toISOString()]);
  return rows.length;
}
