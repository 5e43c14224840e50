import type { AnswerLanguage } from '../http/language';
import type { StreamChunk } from '../../../contracts/main-api';
import { megabytes, type CallCapReached } from './call-caps';

const seconds = (ms: number) => `${Math.round(ms / 1000)} s`;

const notices: Record<AnswerLanguage, (cap: CallCapReached) => string> = {
  en: ({ cap, limit }) =>
    cap === 'tokens'
      ? `The answer was cut off here: it reached the longest answer this server allows (${limit} tokens).`
      : cap === 'size'
        ? `The answer was cut off here: it reached the largest answer this server allows (${megabytes(limit)}).`
        : `The answer was cut off here: it took longer than this server allows (${seconds(limit)}).`,
  de: ({ cap, limit }) =>
    cap === 'tokens'
      ? `Die Antwort wurde hier abgeschnitten: Sie hat die längste Antwort erreicht, die dieser Server zulässt (${limit} Tokens).`
      : cap === 'size'
        ? `Die Antwort wurde hier abgeschnitten: Sie hat die größte Antwort erreicht, die dieser Server zulässt (${megabytes(limit)}).`
        : `Die Antwort wurde hier abgeschnitten: Sie hat länger gedauert, als dieser Server zulässt (${seconds(limit)}).`,
};

/** What an answer stopped at one of the server's limits says at its end, in the studio's language. */
export const capNotice = (cap: CallCapReached, language: AnswerLanguage) => notices[language](cap);

/** The last line of an NDJSON answer stopped at a limit: cut (the text so far is kept) and why (contract: StreamChunk `capped`). */
export const cappedEnding = (cap: CallCapReached, language: AnswerLanguage): StreamChunk => ({
  content: '',
  done: true,
  error: capNotice(cap, language),
  cut: true,
  capped: true,
});
