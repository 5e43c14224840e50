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

export type AnswerState = 'streaming' | 'complete' | 'cut' | 'cancelled' | 'failed';
/** A line's fields besides the text and the end: the context receipt. */
export type Head = Record<string, unknown>;

export interface AnswerRow {
  content: string;
  head: Head | null;
  state: AnswerState;
  error: string | null;
  stale: boolean;
}

/** The last line of an answer that ended in `state`. */
export const endingOf = (state: AnswerState, error: string | null): StreamChunk =>
  state === 'cut'
    ? { content: '', done: true, error: error ?? cutNotice, cut: true }
    : state === 'cancelled'
      ? { content: '', done: true, error: null, cancelled: true }
      : { content: '', done: true, error: state === 'failed' ? (error ?? failedNotice) : null };

/** One NDJSON line, written at once so lines from the store and the live tail keep their order. */
export function writeLine(res: ServerResponse, chunk: StreamChunk) {
  if (!res.destroyed && !res.writableEnded) res.write(`${JSON.stringify(chunk)}\n`);
}

const headJson = (head: Head | null) => (head ? JSON.stringify(head) : null);

/**
 * The `kept_answers` table as kept answers use it: one row per owner and answer id, written while
 * the answer streams, and followed by a re-attach on an instance that does not write it.
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

  return {
    read,

    /** A new streaming row; false when the owner already used the id. */
    async insert(owner: string, answerId: string, sessionId: string): Promise<boolean> {
      const inserted = await db.query(
        `insert into kept_answers (owner, answer_id, session_id, state, created_at, updated_at)
          values ($1, $2, $3, 'streaming', $4, $4) on conflict do nothing returning answer_id`,
        [owner, answerId, sessionId, stamp()],
      );
      return inserted.length > 0;
    },

    /** The text so far; false when the row no longer streams (it was cancelled elsewhere). */
    async update(owner: string, answerId: string, content: string, head: Head | null): Promise<boolean> {
      const rows = await db.query(
        `update kept_answers set content = $3, head = $4::jsonb, updated_at = $5
          where owner = $1 and answer_id = $2 and state = 'streaming' returning answer_id`,
        [owner, answerId, content, headJson(head), stamp()],
      );
      return rows.length > 0;
    },

    /** The whole text and how it ended; a row that already ended stays as it is. */
    async end(owner: string, answerId: string, content: string, head: Head | null, state: Exclude<AnswerState, 'streaming'>, error: string | null) {
      await db.query(
        `update kept_answers set content = $3, head = $4::jsonb, state = $5, error = $6, updated_at = $7
          where owner = $1 and answer_id = $2 and state = 'streaming'`,
        [owner, answerId, content, headJson(head), state, error, stamp()],
      );
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

    /** Deletes rows unchanged since `cutoff`; returns how many. */
    async purgeBefore(cutoff: Date): Promise<number> {
      const rows = await db.query('delete from kept_answers where updated_at < $1 returning answer_id', [cutoff.toISOString()]);
      return rows.length;
    },

    /** A streaming row nobody here writes: `res` follows it in the database until it ends or goes stale. */
    async follow(owner: string, answerId: string, res: ServerResponse, row: AnswerRow, from: number) {
      let sent = Math.max(from, 0);
      let current: AnswerRow | undefined = row;
      while (current && !res.destroyed) {
        if (current.content.length > sent) {
          writeLine(res, { content: current.content.slice(sent), done: false, error: null });
          sent = current.content.length;
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
