import type { ServerResponse } from 'node:http';
import { cutNotice, endingOf, writeLine, type AnswerPart, type AnswerRow } from './kept-answer-lines';

export interface RowReads {
  read: (owner: string, answerId: string) => Promise<AnswerRow | undefined>;
  partsPast: (owner: string, answerId: string, offset: number) => Promise<AnswerPart[]>;
  cutStale: (owner: string, answerId: string) => Promise<void>;
}

export interface Following {
  owner: string;
  answerId: string;
  res: ServerResponse;
  row: AnswerRow;
  /** Offset the client already has. */
  from: number;
  /** Settles when the row may have moved (heard, or a poll's wait). */
  next: () => Promise<void>;
}

/**
 * Sends `res` a row's text past `from` and then what each move adds, until the row ends. Each read
 * takes only the parts past what was sent (and a row of the earlier shape, still written by an
 * instance of the version before, by its whole text).
 */
export async function followRow(rows: RowReads, { owner, answerId, res, row, from, next }: Following) {
  let sent = Math.max(from, 0);
  let current: AnswerRow | undefined = row;
  while (current && !res.destroyed) {
    if (current.content.length > sent) {
      writeLine(res, { content: current.content.slice(sent), done: false, error: null });
      sent = current.content.length;
    }
    const parts = await rows.partsPast(owner, answerId, sent);
    const text = parts.map((part) => part.text.slice(Math.max(0, sent - part.start))).join('');
    if (text) {
      writeLine(res, { content: text, done: false, error: null });
      sent = parts.at(-1)!.start + parts.at(-1)!.text.length;
    }
    if (current.state === 'streaming' && current.stale) {
      // The instance writing it died: the answer ends where its row ends, and says so.
      await rows.cutStale(owner, answerId);
      current = { ...current, state: 'cut', error: cutNotice };
    }
    if (current.state !== 'streaming') {
      writeLine(res, endingOf(current.state, current.error, current.ledgerId));
      res.end();
      return;
    }
    await next();
    current = await rows.read(owner, answerId);
  }
  if (!current) res.end();
}
