import type { Database } from '../../db/database';
import type { FeedbackVote } from '../../../contracts/feedback-api';
import { votableTools } from './votable';
import type { VoteInput } from './vote-input';

type Queryable = Pick<Database, 'query'>;

interface VoteRow {
  ledger_id: string;
  vote: FeedbackVote['vote'];
  reason: FeedbackVote['reason'] | null;
  comment: string | null;
  exchange_included: boolean;
  voted_at: Date | string;
}

const voteColumns = 'ledger_id::text as ledger_id, vote, reason, comment, question is not null as exchange_included, voted_at';

const voteOf = (row: VoteRow): FeedbackVote => ({
  ledgerId: row.ledger_id,
  vote: row.vote,
  ...(row.reason ? { reason: row.reason } : {}),
  ...(row.comment ? { comment: row.comment } : {}),
  exchangeIncluded: Boolean(row.exchange_included),
  votedAt: new Date(row.voted_at).toISOString(),
});

// One statement: the vote is stored only on a ledger row of the voter's own answer, by a tool
// that takes votes, on the corporate tenant; a second vote of the same person replaces the first.
const putSql = `
  insert into answer_feedback (ledger_id, user_key, vote, reason, comment, question, answer, voted_at)
    select id, $2, $3, $4, $5, $6, $7, $8 from usage_ledger
     where id = $1::bigint and user_key = $2 and tenant = 'corporate' and tool = any($9::text[]) and kind = 'model' and outcome <> 'refused'
  on conflict (ledger_id, user_key) do update set vote = excluded.vote, reason = excluded.reason, comment = excluded.comment,
    question = excluded.question, answer = excluded.answer, voted_at = excluded.voted_at
  returning ${voteColumns}`;

/** The votes people give on their own answers, each person's apart. */
export function feedbackVotes(db: Queryable, now: () => Date) {
  return {
    /** Stores the vote; undefined when the ledger id is no answer of this user that takes one. */
    async put(userKey: string, ledgerId: string, input: VoteInput): Promise<FeedbackVote | undefined> {
      const [row] = await db.query<VoteRow>(putSql, [
        ledgerId, userKey, input.vote, input.reason, input.comment, input.exchange?.question ?? null, input.exchange?.answer ?? null,
        now().toISOString(), [...votableTools],
      ]);
      return row ? voteOf(row) : undefined;
    },

    async withdraw(userKey: string, ledgerId: string) {
      await db.query('delete from answer_feedback where ledger_id = $1::bigint and user_key = $2', [ledgerId, userKey]);
    },

    /** The user's own votes on these answers (none of anyone else's). */
    async mine(userKey: string, ledgerIds: readonly string[]): Promise<FeedbackVote[]> {
      const rows = await db.query<VoteRow>(
        `select ${voteColumns} from answer_feedback where user_key = $1 and ledger_id = any($2::bigint[]) order by ledger_id`,
        [userKey, [...ledgerIds]],
      );
      return rows.map(voteOf);
    },

    /** Deletes the question and answer kept with the user's votes on these answers; the votes stay. */
    async deleteCopies(userKey: string, ledgerIds: readonly string[]) {
      await db.query(
        'update answer_feedback set question = null, answer = null where user_key = $1 and ledger_id = any($2::bigint[]) and question is not null',
        [userKey, [...ledgerIds]],
      );
    },
  };
}
