import type { AnswerEnd } from '../../domain/answer-end';
import { isSessionExpired } from '../../domain/session-expiry';
import { answerToast, type ToastSpec } from '../conversation/conversation-toasts';

/**
 * tools.md §8 "Retrieval chat": an expired session (401) and 410 as in the chat; any other failure is the generic
 * error, message and toast (the chat's 413 and 429 texts speak of its uploads and its model).
 */
const genericFailure = (end: AnswerEnd): number | null => {
  if (end.status === 'stream-error') return 429;
  if (end.status === 'http' && !isSessionExpired(end.code) && end.code !== 410) return end.code;
  return null;
};

/** The ending the chat keeps (settleAnswer reads it): the generic error where the chat would say more. */
export function registrySettlementEnd(end: AnswerEnd): AnswerEnd {
  // A budget's refusal is told as such (its own toast), the question left to ask again.
  if (end.status === 'http' && end.budget) return end;
  return genericFailure(end) === null ? end : { status: 'failed', reason: 'empty-stream', message: 'retrieval component failed' };
}

export function registryAnswerToast(end: AnswerEnd, text: string): ToastSpec | null {
  const status = genericFailure(end);
  if (status === null) return answerToast(end, text);
  return { color: 'danger', title: { key: 'chat-stream:streamFailedTitle', values: { status } }, description: { key: 'chat-stream:generic' } };
}
