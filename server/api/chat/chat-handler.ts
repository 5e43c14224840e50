import { setTimeout as delay } from 'node:timers/promises';
import type { DocumentStore } from '../documents/document-store';
import type { PassageSearch } from '../documents/passage-search';
import { readJson } from '../http/body';
import { requestLanguage } from '../http/language';
import { HttpError } from '../http/errors';
import type { RequestContext } from '../http/route';
import { CallCapReached } from '../llm/call-caps';
import { cappedEnding } from '../llm/cap-notice';
import { openCompletionStream, type LlmConfig } from '../llm/llm-client';
import { lastUserMessage, parseChatRequest } from './chat-request';
import { documentContext, passageCount } from './document-context';
import type { KeptAnswers } from './kept-answers';
import { modelMessages } from './model-context';
import { offlineAnswer, streamingPieces } from './offline-responder';
import type { RateLimiter } from './rate-limiter';
import { withinTokenLimit } from './token-limit';
import { bookOfflineAnswer } from '../usage/chat-booking';
import { budgetWarningField, ledgerIdField } from '../usage/usage-meter';
import { unavailableDetail } from './unavailable-documents';

const maxBodyBytes = 4 * 1024 * 1024;

export interface ChatDependencies {
  documents: DocumentStore;
  search: PassageSearch;
  limiter: RateLimiter;
  llm: LlmConfig | null;
  /** Pause between offline pieces, so a person watching sees it stream; 0 in tests. */
  offlinePaceMs: number;
  answers: KeptAnswers;
}

/**
 * POST /v1/chat/stream: checks, the documents' context (whole or retrieved passages), then the
 * NDJSON answer, its first line the context's receipt.
 */
export function createChatHandler({ documents, search, limiter, llm, offlinePaceMs, answers }: ChatDependencies) {
  return async ({ req, res, identity }: RequestContext) => {
    await limiter.take(identity.userKey);
    const request = parseChatRequest(await readJson(req, maxBodyBytes, 'The request is too large.'));
    const messages = withinTokenLimit(request.messages);
    const availability = await documents.availability(identity.userKey, request.documents);
    const unavailable = unavailableDetail(availability);
    if (unavailable) throw new HttpError(410, unavailable);

    const question = lastUserMessage(messages);
    const { blocks, receipt } = await documentContext(search, identity.userKey, availability.available, question);
    // The chat's oldest messages the model is not given: the receipt says so, the studio warns.
    const earlierMessages = request.messages.length - messages.length;
    const receiptLine = { content: '', done: false, error: null, receipt: earlierMessages > 0 ? { ...receipt, earlierMessages } : receipt };
    // The last line of an answer that came names its ledger row, for a vote on it.
    const ledger = ledgerIdField();
    // With an answer id the answer is kept: it goes on when the client goes, until its cancel call.
    const output = await answers.output(res, identity.userKey, request.kept, ledger.ledgerId);

    if (!llm) {
      // Standing in for a model, the offline answer quotes the best passages whatever went in whole.
      const hashes = availability.available.map((doc) => doc.docHash);
      const passages = await search.best(identity.userKey, hashes, question, passageCount);
      const stream = output.open();
      if (!(await stream.write(receiptLine))) return;
      const uploaded = availability.available.length ? 0 : await documents.freshCount(identity.userKey);
      const text = offlineAnswer(passages, availability.available, uploaded, requestLanguage(req));
      let sent = '';
      for (const piece of streamingPieces(text)) {
        if (!(await stream.write({ content: piece, done: false, error: null }))) {
          await bookOfflineAnswer(messages, sent, 'stopped');
          return;
        }
        sent += piece;
        if (offlinePaceMs > 0) await delay(offlinePaceMs);
      }
      await bookOfflineAnswer(messages, text, 'complete');
      await stream.write({ content: '', done: true, error: null, ...(await budgetWarningField()), ...ledger });
      stream.end();
      return;
    }

    // Failures before the first byte still become a status (429, 502) rather than a broken stream.
    const pieces = await openCompletionStream(llm, modelMessages(messages, blocks), output.signal);
    const stream = output.open();
    try {
      if (!(await stream.write(receiptLine))) return;
      for await (const piece of pieces) {
        if (!(await stream.write({ content: piece, done: false, error: null }))) return;
      }
      await stream.write({ content: '', done: true, error: null, ...(await budgetWarningField()), ...ledger });
    } catch (error) {
      if (output.signal.aborted) return;
      if (error instanceof CallCapReached) {
        await stream.write({ ...cappedEnding(error, requestLanguage(req)), ...ledger });
        stream.end();
        return;
      }
      const reason = error instanceof Error ? error.message : 'unknown error';
      await stream.write({ content: '', done: true, error: `The language model stopped answering: ${reason}.` });
    }
    stream.end();
  };
}
