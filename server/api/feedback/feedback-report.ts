import type { Database } from '../../db/database';
import type { FeedbackReport, FeedbackReportRow, FeedbackReportUses } from '../../../contracts/feedback-api';
import type { UsagePerUser } from '../../../contracts/usage-api';
import { csvCell } from '../audit/prompt-activity';
import { pseudonymOf } from '../usage/usage-service';

interface ReportRow {
  at: Date | string;
  voted_at: Date | string;
  department_code: string | null;
  department_name: string | null;
  tool: FeedbackReportRow['tool'];
  model: string;
  prompt_ref: string | null;
  component: string | null;
  user_key: string;
  user_name: string | null;
  vote: FeedbackReportRow['vote'];
  reason: FeedbackReportRow['reason'] | null;
  comment: string | null;
  question: string | null;
  answer: string | null;
}

/** `<id>@<version>` as its parts. */
function promptOf(ref: string | null): Pick<FeedbackReportRow, 'promptId' | 'promptVersion'> {
  const at = ref?.lastIndexOf('@') ?? -1;
  if (!ref || at <= 0) return {};
  return { promptId: ref.slice(0, at), promptVersion: Number(ref.slice(at + 1)) };
}

/**
 * Every vote on a corporate answer booked from `start` to `end` (exclusive), the newest answer
 * first; the voter as USAGE_PER_USER says (named, a pseudonym, or not at all).
 */
export async function feedbackReportRows(db: Pick<Database, 'query'>, start: Date, end: Date, perUser: UsagePerUser): Promise<FeedbackReportRow[]> {
  const rows = await db.query<ReportRow>(
    `select l.at, f.voted_at, l.department_code, l.department_name, l.tool, l.model, l.prompt_ref, l.component,
            f.user_key, l.user_name, f.vote, f.reason, f.comment, f.question, f.answer
       from answer_feedback f join usage_ledger l on l.id = f.ledger_id
      where l.tenant = 'corporate' and l.at >= $1 and l.at < $2
      order by l.at desc, l.id desc, f.user_key`,
    [start.toISOString(), end.toISOString()],
  );
  return rows.map((row) => ({
    answeredAt: new Date(row.at).toISOString(),
    votedAt: new Date(row.voted_at).toISOString(),
    department: row.department_code ? { code: row.department_code, name: row.department_name ?? row.department_code } : null,
    tool: row.tool,
    model: row.model,
    ...promptOf(row.prompt_ref),
    ...(row.component ? { component: row.component } : {}),
    ...(perUser === 'off' ? {} : { user: perUser === 'named' && row.user_name ? row.user_name : pseudonymOf(row.user_key) }),
    vote: row.vote,
    ...(row.reason ? { reason: row.reason } : {}),
    ...(row.comment ? { comment: row.comment } : {}),
    ...(row.question !== null && row.answer !== null ? { exchange: { question: row.question, answer: row.answer } } : {}),
  }));
}

interface UsesRow {
  tool: FeedbackReportUses['tool'];
  prompt_ref: string | null;
  component: string | null;
  uses: number;
}

/**
 * The corporate answers booked from `start` to `end` (exclusive) per prompt version, component
 * or, with neither, tool: what the votes of the same period are out of.
 */
export async function feedbackReportUses(db: Pick<Database, 'query'>, start: Date, end: Date): Promise<FeedbackReportUses[]> {
  const rows = await db.query<UsesRow>(
    `select l.tool, l.prompt_ref, l.component, count(*)::int as uses
       from usage_ledger l
      where l.tenant = 'corporate' and l.at >= $1 and l.at < $2 and l.outcome not in ('refused', 'started')
      group by 1, 2, 3
      order by 1, 2, 3`,
    [start.toISOString(), end.toISOString()],
  );
  return rows.map((row) => ({ tool: row.tool, ...promptOf(row.prompt_ref), ...(row.component ? { component: row.component } : {}), uses: row.uses }));
}

const csvColumns = ['answeredAt', 'votedAt', 'department', 'tool', 'model', 'promptId', 'promptVersion', 'component', 'user', 'vote', 'reason', 'comment', 'question', 'answer'] as const;

/** The report as CSV: RFC 4180, CRLF, the department by code, as the usage CSV. */
export function feedbackCsv(report: FeedbackReport): string {
  const cells = (row: FeedbackReportRow) => [
    row.answeredAt, row.votedAt, row.department?.code ?? null, row.tool, row.model, row.promptId ?? null, row.promptVersion ?? null,
    row.component ?? null, row.user ?? null, row.vote, row.reason ?? null, row.comment ?? null, row.exchange?.question ?? null, row.exchange?.answer ?? null,
  ];
  const lines = [csvColumns.join(','), ...report.rows.map((row) => cells(row).map(csvCell).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}
