import type { ServerResponse } from 'node:http';
import type { Database } from '../../db/database';
import { answerChannel, type AnswerSignals } from './answer-signals';
import { followRow } from './kept-answer-follow';
import { cutNotice, type AnswerPart, type AnswerRow, type AnswerState, type Head } from './kept-answer-lines';

/** A streaming answer whose row has not moved for this long lost the instance writing it. */
export const staleAfterMs = 20_000;
const headJson = (head: Head | null) => (head ? JSON.stringify(head) : null);

// One statement: the row moves (and ends, when told) only while it streams, and the part is
// appended only to a row that did; the count says whether it still streamed.
const appendSql = `
  with live as (
    update kept_answers set head = $3::jsonb, updated_at = $4, state = coalesce($8::text, state), error = coalesce($9::text, error)
      where owner = $1 and answer_id = $2 and state = 'streaming' returning owner, answer_id
  ), part as (
    insert into kept_answer_parts (owner, answer_id, start_at, end_at, content)
      select owner, answer_id, $5::integer, $6::integer, $7::text from live where $7::text <> ''
      -- A write whose answer was lost (the connection broke after the commit) is sent again, longer.
      on conflict (owner, answer_id, start_at) do update set end_at = excluded.end_at, content = excluded.content
      returning start_at
  ), notified as (
    -- Whoever follows the answer on another instance wakes (answer-signals.ts).
    select pg_notify('${answerChannel}', answer_id) from live
  )
  select (select count(*) from live)::integer as streaming, (select count(*) from part)::integer as parts,
    (select count(*) from notified)::integer as notified`;

// A streaming row nobody moved since the cutoff lost the instance writing it: it ends as cut.
const cutSql = `
  with cut as (
    update kept_answers set state = 'cut', error = $1, updated_at = $2
      where state = 'streaming' and updated_at < $3 and ($4::text is null or (owner = $4 and answer_id = $5))
      returning answer_id
  )
  select answer_id, pg_notify('${answerChannel}', answer_id) from cut`;

/**
 * The `kept_answers` table as kept answers use it: one row per owner and answer id, its text
 * appended in parts (kept_answer_parts) while the answer streams, and followed from an offset by a
 * re-attach on an instance that does not write it.
 */
export function keptAnswerRows(db: Database, now: () => Date, signals: AnswerSignals) {
  const stamp = () => now().toISOString();

  async function read(owner: string, answerId: string): Promise<AnswerRow | undefined> {
    const [row] = await db.query<AnswerRow>(
      `select content, head, state, error, updated_at < $3 as stale, ledger_id::text as "ledgerId" from kept_answers where owner = $1 and answer_id = $2`,
      [owner, answerId, new Date(now().getTime() - staleAfterMs).toISOString()],
    );
    return row;
  }

  /** The parts that reach past `offset`, in order. */
  async function partsPast(owner: string, answerId: string, offset: number): Promise<AnswerPart[]> {
    const rows = await db.query<{ start_at: number; content: string }>(
      `select start_at, content from kept_answer_parts where owner = $1 and answer_id = $2 and end_at > $3 order by start_at`,
      [owner, answerId, offset],
    );
    return rows.map((row) => ({ start: row.start_at, text: row.content }));
  }

  async function append(owner: string, answerId: string, part: AnswerPart, head: Head | null, ending: { state: AnswerState; error: string | null } | null) {
    const [result] = await db.query<{ streaming: number }>(appendSql, [
      owner, answerId, headJson(head), stamp(), part.start, part.start + part.text.length, part.text, ending?.state ?? null, ending?.error ?? null,
    ]);
    return (result?.streaming ?? 0) > 0;
  }

  /** Ends the row as cut when it is still stale: its writer stopped. */
  async function cutStale(owner: string, answerId: string) {
    await db.query(cutSql, [cutNotice, stamp(), new Date(now().getTime() - staleAfterMs).toISOString(), owner, answerId]);
  }

  return {
    read,
    partsPast,

    /** A new streaming row; false when the owner already used the id. */
    async insert(owner: string, answerId: string, sessionId: string, ledgerId: string | undefined): Promise<boolean> {
      const inserted = await db.query(
        `insert into kept_answers (owner, answer_id, session_id, state, created_at, updated_at, ledger_id)
          values ($1, $2, $3, 'streaming', $4, $4, $5) on conflict do nothing returning answer_id`,
        [owner, answerId, sessionId, stamp(), ledgerId ?? null],
      );
      return inserted.length > 0;
    },

    /** The text since the last flush as a new part (none when nothing came); false when the row no longer streams (cancelled elsewhere). */
    update: (owner: string, answerId: string, part: AnswerPart, head: Head | null) => append(owner, answerId, part, head, null),

    /** The last part and how the answer ended; a row that already ended stays as it is. */
    async end(owner: string, answerId: string, part: AnswerPart, head: Head | null, state: Exclude<AnswerState, 'streaming'>, error: string | null) {
      await append(owner, answerId, part, head, { state, error });
    },

    async exists(owner: string, answerId: string) {
      const rows = await db.query('select 1 from kept_answers where owner = $1 and answer_id = $2', [owner, answerId]);
      return rows.length > 0;
    },

    /** Stop for a row another instance writes: it sees the row cancelled at its next write and stops. */
    async cancel(owner: string, answerId: string) {
      await db.query(
        `with cancelled as (
           update kept_answers set state = 'cancelled', updated_at = $3 where owner = $1 and answer_id = $2 and state = 'streaming'
             returning answer_id
         ) select pg_notify('${answerChannel}', answer_id) from cancelled`,
        [owner, answerId, stamp()],
      );
    },

    /** Ends as cut every streaming row unchanged since `cutoff` (their instance stopped); returns how many. */
    async cutAbandoned(cutoff: Date): Promise<number> {
      const rows = await db.query(cutSql, [cutNotice, stamp(), cutoff.toISOString(), null, null]);
      return rows.length;
    },

    /** Deletes rows unchanged since `cutoff` (their parts with them); returns how many. */
    async purgeBefore(cutoff: Date): Promise<number> {
      const rows = await db.query('delete from kept_answers where updated_at < $1 returning answer_id', [cutoff.toISOString()]);
      return rows.length;
    },

    /**
     * A streaming row nobody here writes: `res` follows it in the database until it ends or goes
     * stale, woken by the writer's notifications (answer-signals.ts).
     */
    async follow(owner: string, answerId: string, res: ServerResponse, row: AnswerRow, from: number) {
      const follow = signals.follow(answerId);
      res.on('close', follow.stop);
      try {
        await followRow({ read, partsPast, cutStale }, { owner, answerId, res, row, from, next: follow.next });
      } finally {
        follow.stop();
      }
    },
  };
}
