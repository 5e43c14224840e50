import type { ServerResponse } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import type { Database } from '../../db/database';
import { HttpError } from '../http/errors';
import { createAnswerSignals, pollEveryMs } from './answer-signals';
import { endingOf, writeLine, type AnswerPart, type AnswerState, type Head } from './kept-answer-lines';
import { keptAnswerRows, staleAfterMs } from './kept-answer-rows';
import type { StreamChunk } from '../../../contracts/main-api';
import { openNdjson } from './ndjson-writer';
import { errorText, log } from '../ops/logger';

/** How long the server keeps an answer after its last change (docs/decisions.md). */
export const keptAnswerLifetimeMs = 24 * 60 * 60 * 1000;
const flushEveryMs = 250;
const flushAtChars = 2_000;
const heartbeatMs = 5_000;
/** How long a re-attach waits for an answer it does not know yet (another tab's question may still be on its way). */
export const unknownAnswerGraceMs = 3_000;

/** An answer this instance is writing: its text so far (for whoever re-attaches here), and who watches it. */
interface LiveAnswer {
  owner: string;
  answerId: string;
  /** The answer's ledger row, named on its last line. */
  ledgerId: string | undefined;
  text: string;
  head: Head | null;
  /** The last line, once the answer has ended. */
  ending: StreamChunk | null;
  watchers: Set<(chunk: StreamChunk) => void>;
  cancel: AbortController;
  /** How much of `text` is in the database. */
  flushedLength: number;
  /** A flush waits in `writes`: the text that comes meanwhile goes with it. */
  flushQueued: boolean;
  flushTimer: NodeJS.Timeout | null;
  heartbeat: NodeJS.Timeout;
  /** Writes to the row, one after another. */
  writes: Promise<void>;
}

/** What the chat handler writes the answer to: straight to the response, or to a kept answer. */
export interface AnswerOutput {
  /** Aborted when the answer should stop: the client went (not kept) or Stop was pressed (kept). */
  signal: AbortSignal;
  /** Starts the 200 NDJSON response; `write` resolves false once nobody should write on. */
  open: () => { write: (chunk: StreamChunk) => Promise<boolean>; end: () => void };
}

/** A line's fields besides the text and the end (the receipt), or null when it has none. */
function splitHead(chunk: StreamChunk): Head | null {
  const entries = Object.entries(chunk).filter(([name]) => !['content', 'done', 'error', 'cut', 'capped'].includes(name));
  return entries.length ? Object.fromEntries(entries) : null;
}

/**
 * Answers that outlive their request: generated apart from the HTTP request,
 * kept in `kept_answers` (what came since the last write appended as a part every 250 ms and at
 * the end, never the whole text again: kept-answer-rows.ts), watched live
 * by whoever re-attaches on this instance, followed in the row by others, cancelled by their own call.
 */
export function createKeptAnswers(db: Database, now: () => Date, { graceMs = unknownAnswerGraceMs }: { graceMs?: number } = {}) {
  const live = new Map<string, LiveAnswer>();
  const byResponse = new WeakMap<ServerResponse, LiveAnswer>();
  const signals = createAnswerSignals(db);
  const rows = keptAnswerRows(db, now, signals);
  const keyOf = (owner: string, answerId: string) => `${owner}\n${answerId}`;

  function queueWrite(answer: LiveAnswer, work: () => Promise<void>) {
    answer.writes = answer.writes.then(work).catch((error: unknown) => log().error({ err: errorText(error) }, 'keeping an answer failed'));
    return answer.writes;
  }

  /** What came since the last write, taken when the write runs (writes queue one after another). */
  function unwritten(answer: LiveAnswer): AnswerPart {
    return { start: answer.flushedLength, text: answer.text.slice(answer.flushedLength) };
  }

  /** Appends what came since the last write; a row no longer streaming was cancelled elsewhere, so this one stops. */
  function flush(answer: LiveAnswer) {
    if (answer.flushTimer) clearTimeout(answer.flushTimer);
    answer.flushTimer = null;
    if (answer.flushQueued) return answer.writes;
    answer.flushQueued = true;
    return queueWrite(answer, async () => {
      answer.flushQueued = false;
      const part = unwritten(answer);
      const streaming = await rows.update(answer.owner, answer.answerId, part, answer.head);
      answer.flushedLength = part.start + part.text.length;
      if (!streaming && !answer.ending) finish(answer, 'cancelled', null);
    });
  }

  function finish(answer: LiveAnswer, state: Exclude<AnswerState, 'streaming'>, error: string | null, budgetWarning?: StreamChunk['budgetWarning']) {
    if (answer.ending) return;
    // The 80 % warning goes to whoever follows the answer as it ends; a later re-attach reads the ending without it.
    const ending = budgetWarning ? { ...endingOf(state, error, answer.ledgerId), budgetWarning } : endingOf(state, error, answer.ledgerId);
    answer.ending = ending;
    // Stop, or this instance stopping: the model call ends too.
    if (state === 'cancelled' || state === 'cut') answer.cancel.abort();
    if (answer.flushTimer) clearTimeout(answer.flushTimer);
    clearInterval(answer.heartbeat);
    for (const watch of answer.watchers) watch(ending);
    answer.watchers.clear();
    void queueWrite(answer, () => rows.end(answer.owner, answer.answerId, unwritten(answer), answer.head, state, ending.error)).then(() =>
      live.delete(keyOf(answer.owner, answer.answerId)),
    );
  }

  function append(answer: LiveAnswer, chunk: StreamChunk) {
    if (answer.ending) return;
    if (chunk.done) {
      finish(answer, chunk.capped ? 'capped' : chunk.error === null ? 'complete' : 'failed', chunk.error, chunk.budgetWarning);
      return;
    }
    const head = splitHead(chunk);
    if (head) answer.head = { ...answer.head, ...head };
    answer.text += chunk.content;
    for (const watch of answer.watchers) watch(chunk);
    if (answer.text.length - answer.flushedLength >= flushAtChars) void flush(answer);
    else answer.flushTimer ??= setTimeout(() => void flush(answer), flushEveryMs);
  }

  /** Sends `res` what it lacks from `from` on, then every further line until the end. */
  function watch(answer: LiveAnswer, res: ServerResponse, from: number, withHead: boolean) {
    if (withHead && answer.head) writeLine(res, { content: '', done: false, error: null, ...answer.head });
    if (answer.text.length > from) writeLine(res, { content: answer.text.slice(from), done: false, error: null });
    if (answer.ending) {
      writeLine(res, answer.ending);
      res.end();
      return;
    }
    const watcher = (chunk: StreamChunk) => {
      writeLine(res, chunk);
      if (chunk.done) res.end();
    };
    answer.watchers.add(watcher);
    res.on('close', () => answer.watchers.delete(watcher));
  }

  return {
    /**
     * Where the chat handler writes an answer. Without an answer id, straight to the response,
     * stopping when the client goes (another client of the contract). With one, to a kept answer
     * the response merely watches: the answer goes on when the client goes, until its cancel call.
     */
    async output(res: ServerResponse, owner: string, kept: { answerId: string; sessionId: string } | undefined, ledgerId?: string): Promise<AnswerOutput> {
      if (!kept) {
        const gone = new AbortController();
        res.on('close', () => gone.abort());
        return { signal: gone.signal, open: () => openNdjson(res) };
      }
      if (!(await rows.insert(owner, kept.answerId, kept.sessionId, ledgerId))) throw new HttpError(409, 'This answer id is already in use. Make a new one for each answer.');
      const answer: LiveAnswer = {
        owner,
        answerId: kept.answerId,
        ledgerId,
        text: '',
        head: null,
        ending: null,
        watchers: new Set(),
        cancel: new AbortController(),
        flushedLength: 0,
        flushQueued: false,
        flushTimer: null,
        heartbeat: setInterval(() => void flush(answer), heartbeatMs),
        writes: Promise.resolve(),
      };
      answer.heartbeat.unref();
      live.set(keyOf(owner, kept.answerId), answer);
      byResponse.set(res, answer);
      return {
        signal: answer.cancel.signal,
        open: () => {
          const stream = openNdjson(res);
          watch(answer, res, 0, false);
          return {
            write: async (chunk) => {
              append(answer, chunk);
              return !answer.cancel.signal.aborted;
            },
            end: () => stream.end(),
          };
        },
      };
    },

    /** After the handler: a kept answer it left unfinished (a failure before or while streaming) ends as failed. */
    async settle(res: ServerResponse, handling: Promise<void>) {
      try {
        await handling;
      } catch (error) {
        const answer = byResponse.get(res);
        if (answer && !answer.ending) finish(answer, 'failed', error instanceof HttpError ? error.detail : null);
        throw error;
      }
      const answer = byResponse.get(res);
      if (answer && !answer.ending) finish(answer, 'failed', null);
    },

    /** GET /v1/chat/answers/{answerId}?from=: the answer's head, its text from `from`, then the rest as it comes. */
    async reattach(res: ServerResponse, owner: string, answerId: string, from: number) {
      // An answer not known yet gets a moment: a second tab re-attaches as soon as it sees the
      // question, which can be before the asking tab's request has reached the server. Counted in
      // polls, not by `now`, which tests hold still.
      for (let polls = Math.ceil(graceMs / pollEveryMs); ; polls -= 1) {
        const here = live.get(keyOf(owner, answerId));
        if (here) {
          openNdjson(res);
          watch(here, res, from, true);
          return;
        }
        const row = await rows.read(owner, answerId);
        if (row) {
          openNdjson(res);
          if (row.head) writeLine(res, { content: '', done: false, error: null, ...row.head });
          await rows.follow(owner, answerId, res, row, from);
          return;
        }
        if (polls <= 0 || res.destroyed) throw new HttpError(404, 'There is no such answer (answers are kept for 24 hours).');
        await delay(pollEveryMs);
      }
    },

    /** POST /v1/chat/answers/{answerId}/cancel: Stop. An answer that has ended stays as it is. */
    async cancel(owner: string, answerId: string) {
      const here = live.get(keyOf(owner, answerId));
      if (here) {
        finish(here, 'cancelled', null);
        return;
      }
      if (!(await rows.exists(owner, answerId))) throw new HttpError(404, 'There is no such answer (answers are kept for 24 hours).');
      await rows.cancel(owner, answerId);
    },

    /** Deletes answers unchanged for 24 hours; returns how many. */
    async purgeExpired(): Promise<number> {
      return rows.purgeBefore(new Date(now().getTime() - keptAnswerLifetimeMs));
    },

    /** Ends as cut the answers whose instance stopped writing them (no move for 20 s), followed or not; returns how many. */
    async cutAbandoned(): Promise<number> {
      return rows.cutAbandoned(new Date(now().getTime() - staleAfterMs));
    },

    /**
     * This instance is stopping: the answers it writes get until `graceMs` to finish, the rest end
     * as cut (with the notice), and their last parts are written before this resolves.
     */
    async drain(graceMs: number) {
      const deadline = Date.now() + graceMs;
      while (live.size > 0 && Date.now() < deadline) await delay(Math.min(100, Math.max(1, deadline - Date.now())));
      const remaining = [...live.values()];
      for (const answer of remaining) finish(answer, 'cut', null);
      await Promise.all(remaining.map((answer) => answer.writes));
      return remaining.length;
    },

    /** Answers this instance is writing now. */
    writing: () => live.size,

    /** Whether other instances' answers are heard now (LISTEN); undefined on a database without it. */
    listening: () => (db.listen ? signals.listening() : undefined),

    /** Stops listening for other instances' answers. */
    close: () => signals.close(),
  };
}

export type KeptAnswers = ReturnType<typeof createKeptAnswers>;
