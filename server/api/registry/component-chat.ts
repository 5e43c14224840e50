import { setTimeout as delay } from 'node:timers/promises';
import { lastUserMessage, parseChatRequest } from '../chat/chat-request';
import { modelMessages } from '../chat/model-context';
import { openNdjson } from '../chat/ndjson-writer';
import { streamingPieces } from '../chat/offline-responder';
import type { RateLimiter } from '../chat/rate-limiter';
import { withinTokenLimit } from '../chat/token-limit';
import { readJson } from '../http/body';
import { requestLanguage } from '../http/language';
import type { RequestContext } from '../http/route';
import { CallCapReached } from '../llm/call-caps';
import { cappedEnding } from '../llm/cap-notice';
import { openCompletionStream, type LlmConfig } from '../llm/llm-client';
import { bookOfflineAnswer } from '../usage/chat-booking';
import { budgetWarningField, ledgerIdField } from '../usage/usage-meter';
import { modelPassages, offlineComponentAnswer, sourcesOf, type ComponentSource } from './component-answer';
import { corpusDocuments } from './corpus';
import type { KnowledgeIndex } from './knowledge-index';
import type { RegistryEntry } from './registry-config';
import type { ComponentStreamChunk } from '../../../contracts/registry-api';

const maxBodyBytes = 4 * 1024 * 1024;
const passageCount = 3;

export interface ComponentChatDependencies {
  knowledge: KnowledgeIndex;
  limiter: RateLimiter;
  llm: LlmConfig | null;
  offlinePaceMs: number;
}

/** The last line carries the sources the answer drew on. */
type LastChunk = ComponentStreamChunk & { sources: ComponentSource[] };

/**
 * POST {Url}/v1/chat/stream of a sample component: the chat's body and NDJSON answer, from the
 * component's own corpus in the request's language. Uploaded documents are not the component's
 * knowledge, so `documents` is accepted (the body is the chat's) and not searched.
 */
export function streamComponentChat(entry: RegistryEntry, { knowledge, limiter, llm, offlinePaceMs }: ComponentChatDependencies) {
  return async ({ req, res, identity }: RequestContext) => {
    await limiter.take(identity.userKey);
    const request = parseChatRequest(await readJson(req, maxBodyBytes, 'The request is too large.'));
    const messages = withinTokenLimit(request.messages);
    const language = requestLanguage(req);
    const passages = await knowledge.best(entry.ComponentName, language, lastUserMessage(messages), passageCount);
    // The last line of an answer that came names its ledger row, for a vote on it.
    const ledger = ledgerIdField();
    const last: LastChunk = { content: '', done: true, error: null, sources: sourcesOf(passages, corpusDocuments(entry.ComponentName)), ...ledger };
    const gone = new AbortController();
    res.on('close', () => gone.abort());

    const booked = { component: entry.ComponentName };
    if (!llm) {
      const stream = openNdjson(res);
      let sent = '';
      for (const piece of streamingPieces(offlineComponentAnswer(entry.Title, passages, language))) {
        if (!(await stream.write({ content: piece, done: false, error: null }))) {
          await bookOfflineAnswer(messages, sent, 'stopped', booked);
          return;
        }
        sent += piece;
        if (offlinePaceMs > 0) await delay(offlinePaceMs);
      }
      await bookOfflineAnswer(messages, sent, 'complete', booked);
      await stream.write({ ...last, ...(await budgetWarningField()) });
      stream.end();
      return;
    }

    const pieces = await openCompletionStream(llm, modelMessages(messages, modelPassages(passages)), gone.signal, booked);
    const stream = openNdjson(res);
    try {
      for await (const piece of pieces) {
        if (!(await stream.write({ content: piece, done: false, error: null }))) return;
      }
      await stream.write({ ...last, ...(await budgetWarningField()) });
    } catch (error) {
      if (gone.signal.aborted) return;
      if (error instanceof CallCapReached) {
        const capped: LastChunk = { ...cappedEnding(error, language), sources: last.sources, ...ledger };
        await stream.write(capped);
        stream.end();
        return;
      }
      const reason = error instanceof Error ? error.message : 'unknown error';
      await stream.write({ content: '', done: true, error: `The language model stopped answering: ${reason}.` });
    }
    stream.end();
  };
}
