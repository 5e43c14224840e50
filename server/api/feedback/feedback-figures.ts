import type { Database } from '../../db/database';
import type { FeedbackEntry, FeedbackFigures, FeedbackReasonCounts } from '../../../contracts/feedback-api';
import { feedbackReasons } from '../../../contracts/feedback-api';

type Queryable = Pick<Database, 'query'>;

/**
 * Which answers a view sums over, as SQL on the ledger `l` with `$1` its key, and the key each
 * answer is filed under (a prompt's version; one key for a component). Corporate answers only.
 */
export interface AnswerSet {
  where: string;
  key: string;
  value: string;
}

/** A prompt's answers: its versions' refs `<id>@<version>`, by version. */
export const promptAnswers = (promptId: string): AnswerSet => ({
  where: `l.tool = 'audit' and left(l.prompt_ref, length($1) + 1) = $1 || '@' and substring(l.prompt_ref from length($1) + 2) ~ '^[0-9]+$'`,
  key: 'substring(l.prompt_ref from length($1) + 2)',
  value: promptId,
});

/** A registry component's answers. */
export const componentAnswers = (component: string): AnswerSet => ({ where: `l.tool = 'registry' and l.component = $1`, key: "''", value: component });

const noReasons = (): FeedbackReasonCounts => Object.fromEntries(feedbackReasons.map((reason) => [reason, 0])) as FeedbackReasonCounts;

/** The figures of answers nobody has used yet. */
export const noFeedback = (): FeedbackFigures => ({ uses: 0, up: 0, down: 0, reasons: noReasons(), entries: [] });

interface TotalRow {
  key: string;
  uses: number;
  up: number;
  down: number;
}

interface ReasonRow {
  key: string;
  reason: keyof FeedbackReasonCounts;
  votes: number;
}

interface EntryRow {
  key: string;
  day: string;
  vote: FeedbackEntry['vote'];
  reason: FeedbackEntry['reason'] | null;
  comment: string | null;
  question: string | null;
  answer: string | null;
}

/**
 * Uses, votes up and down, the reasons counted and the votes with something to read, per key.
 * No user key leaves this module: entries carry the vote's day, never who gave it.
 */
export async function feedbackFigures(db: Queryable, answers: AnswerSet, timeZone: string): Promise<Map<string, FeedbackFigures>> {
  const totals = await db.query<TotalRow>(
    `select ${answers.key} as key,
            count(distinct l.id) filter (where l.outcome not in ('refused', 'started'))::int as uses,
            count(f.vote) filter (where f.vote = 'up')::int as up,
            count(f.vote) filter (where f.vote = 'down')::int as down
       from usage_ledger l left join answer_feedback f on f.ledger_id = l.id
      where l.tenant = 'corporate' and ${answers.where}
      group by 1`,
    [answers.value],
  );
  const reasons = await db.query<ReasonRow>(
    `select ${answers.key} as key, f.reason, count(*)::int as votes
       from answer_feedback f join usage_ledger l on l.id = f.ledger_id
      where l.tenant = 'corporate' and ${answers.where} and f.reason is not null
      group by 1, 2`,
    [answers.value],
  );
  const entries = await db.query<EntryRow>(
    `select ${answers.key} as key, to_char(f.voted_at at time zone $2, 'YYYY-MM-DD') as day, f.vote, f.reason, f.comment, f.question, f.answer
       from answer_feedback f join usage_ledger l on l.id = f.ledger_id
      where l.tenant = 'corporate' and ${answers.where} and (f.reason is not null or f.comment is not null or f.question is not null)
      order by f.voted_at desc, f.ledger_id desc`,
    [answers.value, timeZone],
  );
  const figures = new Map<string, FeedbackFigures>();
  const at = (key: string) => {
    if (!figures.has(key)) figures.set(key, noFeedback());
    return figures.get(key)!;
  };
  for (const row of totals) Object.assign(at(row.key), { uses: Number(row.uses), up: Number(row.up), down: Number(row.down) });
  for (const row of reasons) at(row.key).reasons[row.reason] = Number(row.votes);
  for (const row of entries) {
    at(row.key).entries.push({
      day: row.day,
      vote: row.vote,
      ...(row.reason ? { reason: row.reason } : {}),
      ...(row.comment ? { comment: row.comment } : {}),
      ...(row.question !== null && row.answer !== null ? { exchange: { question: row.question, answer: row.answer } } : {}),
    });
  }
  return figures;
}
