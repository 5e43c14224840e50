import type { ServerResponse } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import type { Database } from '../../db/database';
import type { StreamChunk } from '../../../contracts/main-api';

/** A streaming answer whose row has not moved for this long lost the instance writing it. */
export const staleAfterMs = 20_000;
/** How often a row written by another instance is read again. */
export const pollEveryMs = 250;

export const cutNotice = 'The answer was cut off: the server writing it stopped before it was finished.';
const failedNotice = 'The answer could not be completed.';

export type AnswerState = 'streaming' | 'complete' | 'cut' | 'capped' | 'cancelled' | 'failed';
/** A line's fields besides the text and the end: the context receipt. */
export type Head = Record<string, unknown>;

export interface AnswerRow {
  /** The text of a row written before the text went into parts (kept_answer_parts); '' since. */
  content: string;
  head: Head | null;
  state: AnswerState;
  error: string | null;
  stale: boolean;
}

/** A piece of the text appended at one flush: where it starts in the answer, and its text. */
export interface AnswerPart {
  start: number;
  text: string;
}

/** The last line of an answer that ended in `state`. */
export const endingOf = (state: AnswerState, error: string | null): StreamChunk =>
  state === 'cut'
    ? { content: '', done: true, error: error ?? cutNotice, cut: true }
    : state === 'capped'
      ? { content: '', done: true, error: error ?? cutNotice, cut: true, capped: true }
      : state === 'cancelled'
        ? { content: '', done: true, error: null, cancelled: true }
        : { content: '', done: true, error: state === 'failed' ? (error ?? failedNotice) : null };

/** One NDJSON line, written at once so lines from the store and the live tail keep their order. */
export function writeLine(res: ServerResponse, chunk: StreamChunk) {
  if (!res.destroyed && !res.writableEnded) res.write(`${JSON.stringify(chunk)}\n`);
}

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
  )
  select (select count(*) from live)::integer as streaming, (select count(*) from part)::integer as parts`;

/**
 * The `kept_answers` table as kept answers use it: one row per owner and answer id, its text
 * appended in parts (kept_answer_parts) while the answer streams, and followed from an offset by a
 * re-attach on an instance that does not write it.
 */
export function keptAnswerRows(db: Database, now: () => Date) {
  const stamp = () => now().toISOString();

  async function read(owner: string, answerId: string): Promise<AnswerRow | undefined> {
    const [row] = await db.query<AnswerRow>(
      `select content, head, state, error, updated_at < $3 as stale from kept_answers where owner = $1 and answer_id = $2`,
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

  return {
    read,
    partsPast,

    /** A new streaming row; false when the owner already used the id. */
    async insert(owner: string, answerId: string, sessionId: string): Promise<boolean> {
      const inserted = await db.query(
        `insert into kept_answers (owner, answer_id, session_id, state, created_at, updated_at)
          values ($1, $2, $3, 'streaming', $4, $4) on conflict do nothing returning answer_id`,
        [owner, answerId, sessionId, stamp()],
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
        `update kept_answers set state = 'cancelled', updated_at = $3 where owner = $1 and answer_id = $2 and state = 'streaming'`,
        [owner, answerId, stamp()],
      );
    },

    /** Deletes rows unchanged since `cutoff` (their parts with them); returns how many. */
    async purgeBefore(cutoff: Date): Promise<number> {
      const rows = await db.query('delete from kept_answers where updated_at < $1 returning answer_id', [cutoff.toISOString()]);
      return rows.length;
    },

    /**
     * A streaming row nobody here writes: `res` follows it in the database until it ends or goes
     * stale. Each poll reads only the parts past what was sent (and a row of the earlier shape,
     * still written by an instance of the version before, by its whole text).
     */
    async follow(owner: string, answerId: string, res: ServerResponse, row: AnswerRow, from: number) {
      let sent = Math.max(from, 0);
      let current: AnswerRow | undefined = row;
      while (current && !res.destroyed) {
        if (current.content.length > sent) {
          writeLine(res, { content: current.content.slice(sent), done: false, error: null });
          sent = current.content.length;
        }
        const parts = await partsPast(owner, answerId, sent);
        const text = parts.map((part) => part.text.slice(Math.max(0, sent - part.start))).join('');
        if (text) {
          writeLine(res, { content: text, done: false, error: null });
          sent = parts.at(-1)!.start + parts.at(-1)!.text.length;
        }
        if (current.state === 'streaming' && current.stale) {
          // The instance writing it died: the answer ends where its row ends, and says so.
          await db.query(
            `update kept_answers set state = 'cut', error = $3, updated_at = $4 where owner = $1 and answer_id = $2 and state = 'streaming'`,
            [owner, answerId, cutNotice, stamp()],
          );
          current = { ...current, state: 'cut', error: cutNotice };
        }
        if (current.state !== 'streaming') {
          writeLine(res, endingOf(current.state, current.error));
          res.end();
          return;
        }
        await delay(pollEveryMs);
        current = await read(owner, answerId);
      }
      if (!current) res.end();
    },
  };
}
