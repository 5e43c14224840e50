import type { Database } from '../../db/database';
import type { MyUsageRow, UsageFigures, UsagePerUser, UsageReportRow } from '../../../contracts/usage-api';
import { pseudonymOf } from './usage-service';

/** The figures summed over a group of rows; refused requests apart from the calls made. */
const figureColumns = `
  count(*) filter (where outcome <> 'refused')::int as requests,
  count(*) filter (where outcome = 'refused')::int as refused,
  coalesce(sum(input_tokens), 0)::float8 as input_tokens,
  coalesce(sum(output_tokens), 0)::float8 as output_tokens,
  coalesce(sum(images), 0)::float8 as images,
  coalesce(sum(audio_seconds), 0)::float8 as audio_seconds,
  coalesce(sum(cost), 0)::float8 as cost,
  coalesce(bool_or(tokens_counted), false) as counted,
  coalesce(bool_or(unpriced), false) as unpriced`;

interface FigureRow {
  requests: number;
  refused: number;
  input_tokens: number;
  output_tokens: number;
  images: number;
  audio_seconds: number;
  cost: number;
  counted: boolean;
  unpriced: boolean;
}

const figuresOf = (row: FigureRow): UsageFigures => ({
  requests: Number(row.requests),
  refused: Number(row.refused),
  inputTokens: Number(row.input_tokens),
  outputTokens: Number(row.output_tokens),
  images: Number(row.images),
  audioSeconds: Number(row.audio_seconds),
  // Sums of floating prices: to a millionth of the currency, so 0.1 + 0.2 reads 0.3.
  cost: Math.round(Number(row.cost) * 1e6) / 1e6,
  counted: Boolean(row.counted),
  unpriced: Boolean(row.unpriced),
});

/** Model calls only (uploads are counted for their byte budget, not shown as use). */
const modelRows = "kind = 'model'";

/** The caller's use from `start` (inclusive) to `end` (exclusive), by tool and model. */
export async function myUsageRows(db: Pick<Database, 'query'>, userKey: string, start: Date, end: Date): Promise<MyUsageRow[]> {
  const rows = await db.query<FigureRow & { tool: string; model: string }>(
    `select tool, model, ${figureColumns} from usage_ledger
      where user_key = $1 and at >= $2 and at < $3 and ${modelRows}
      group by tool, model order by tool, model`,
    [userKey, start.toISOString(), end.toISOString()],
  );
  return rows.map((row) => ({ tool: row.tool as MyUsageRow['tool'], model: row.model, ...figuresOf(row) }));
}

/**
 * Everyone's use of the corporate tenant from `start` to `end` (exclusive), by day in `timeZone`,
 * department, tool, model and, unless `perUser` is off, user (named or a pseudonym).
 */
export async function reportRows(db: Pick<Database, 'query'>, start: Date, end: Date, timeZone: string, perUser: UsagePerUser): Promise<UsageReportRow[]> {
  const byUser = perUser === 'off' ? '' : ', user_key, user_name';
  const rows = await db.query<FigureRow & { day: string; department_code: string | null; department_name: string | null; tool: string; model: string; user_key?: string; user_name?: string | null }>(
    `select to_char(at at time zone $3, 'YYYY-MM-DD') as day, department_code, department_name, tool, model${byUser}, ${figureColumns}
       from usage_ledger
      where tenant = 'corporate' and at >= $1 and at < $2 and ${modelRows}
      group by day, department_code, department_name, tool, model${byUser}
      order by day, department_code nulls last, tool, model${byUser}`,
    [start.toISOString(), end.toISOString(), timeZone],
  );
  return rows.map((row) => ({
    day: row.day,
    department: row.department_code ? { code: row.department_code, name: row.department_name ?? row.department_code } : null,
    tool: row.tool as UsageReportRow['tool'],
    model: row.model,
    ...(perUser === 'off' ? {} : { user: perUser === 'named' && row.user_name ? row.user_name : pseudonymOf(row.user_key!) }),
    ...figuresOf(row),
  }));
}
