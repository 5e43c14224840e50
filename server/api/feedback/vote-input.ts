import type { FeedbackExchange, FeedbackReason, FeedbackVoteInput, FeedbackVoteValue } from '../../../contracts/feedback-api';
import { feedbackCommentMaxLength, feedbackExchangeMaxLength, feedbackReasons, feedbackVoteValues, ledgerIdsMaxCount } from '../../../contracts/feedback-api';
import { HttpError } from '../http/errors';

/** A vote as it is stored: a blank comment is none, a reason only with a thumbs-down. */
export interface VoteInput {
  vote: FeedbackVoteValue;
  reason: FeedbackReason | null;
  comment: string | null;
  exchange: FeedbackExchange | null;
}

const ledgerIdPattern = /^[1-9][0-9]{0,17}$/;

/** Whether a text is a ledger id (what an answer carries); anything else names no answer. */
export const isLedgerId = (text: string | undefined): text is string => text !== undefined && ledgerIdPattern.test(text);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
// Characters as a person counts them (code points), not UTF-16 units.
const lengthOf = (text: string) => Array.from(text).length;

function exchangeOf(value: unknown): FeedbackExchange | null {
  if (value === undefined || value === null) return null;
  if (!isRecord(value) || typeof value.question !== 'string' || typeof value.answer !== 'string') {
    throw new HttpError(422, 'exchange must hold the question and the answer as text.');
  }
  if (lengthOf(value.question) > feedbackExchangeMaxLength || lengthOf(value.answer) > feedbackExchangeMaxLength) {
    throw new HttpError(422, `The question and the answer may be at most ${feedbackExchangeMaxLength.toLocaleString('en')} characters each.`);
  }
  return { question: value.question, answer: value.answer };
}

/** The body of PUT /v1/feedback/votes/{ledgerId}; 422 for anything the contract does not allow. */
export function parseVoteInput(body: unknown): VoteInput {
  if (!isRecord(body)) throw new HttpError(422, 'The body must be a JSON object with a vote.');
  const { vote, reason, comment } = body as Partial<Record<keyof FeedbackVoteInput, unknown>>;
  if (typeof vote !== 'string' || !(feedbackVoteValues as readonly string[]).includes(vote)) throw new HttpError(422, 'vote must be up or down.');
  if (reason !== undefined && reason !== null) {
    if (typeof reason !== 'string' || !(feedbackReasons as readonly string[]).includes(reason)) throw new HttpError(422, `reason must be one of: ${feedbackReasons.join(', ')}.`);
    if (vote !== 'down') throw new HttpError(422, 'A reason goes with a thumbs-down only.');
  }
  if (comment !== undefined && comment !== null && typeof comment !== 'string') throw new HttpError(422, 'comment must be text.');
  const words = typeof comment === 'string' ? comment.trim() : '';
  if (lengthOf(words) > feedbackCommentMaxLength) throw new HttpError(422, `comment may be at most ${feedbackCommentMaxLength} characters.`);
  return {
    vote: vote as FeedbackVoteValue,
    reason: (reason ?? null) as FeedbackReason | null,
    comment: words === '' ? null : words,
    exchange: exchangeOf(body.exchange),
  };
}

/** `ledgerIds` of the query: 1 to 500 ledger ids, comma-separated; 422 otherwise. */
export function ledgerIdsOf(url: URL): string[] {
  const ids = (url.searchParams.get('ledgerIds') ?? '').split(',').filter((id) => id !== '');
  if (ids.length === 0 || ids.length > ledgerIdsMaxCount || !ids.every(isLedgerId)) {
    throw new HttpError(422, `ledgerIds must name 1 to ${ledgerIdsMaxCount} ledger ids, comma-separated.`);
  }
  return [...new Set(ids)];
}
