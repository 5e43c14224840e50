import type { ServerResponse } from 'node:http';
import type { StreamChunk } from '../../../contracts/main-api';

// What a kept answer's row holds and the lines it is sent as, for those that write and those that follow it.

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
  /** The answer's ledger row, when a vote may hang on it; null for answers kept before that or not booked. */
  ledgerId: string | null;
}

/** A piece of the text appended at one flush: where it starts in the answer, and its text. */
export interface AnswerPart {
  start: number;
  text: string;
}

/** The last line of an answer that ended in `state`; one that came (not failed) names its ledger row. */
export function endingOf(state: AnswerState, error: string | null, ledgerId?: string | null): StreamChunk {
  const ending = lineOf(state, error);
  return ledgerId && state !== 'failed' ? { ...ending, ledgerId } : ending;
}

const lineOf = (state: AnswerState, error: string | null): StreamChunk =>
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
