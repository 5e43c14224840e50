import type { ServerResponse } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import { drainedOrClosed } from '../http/backpressure';
import { readJson } from '../http/body';
import type { RequestContext } from '../http/route';
import { CallCapReached } from '../llm/call-caps';
import { capNotice } from '../llm/cap-notice';
import { openCompletionStream, type LlmConfig } from '../llm/llm-client';
import type { RateLimiter } from '../chat/rate-limiter';
import { streamingPieces } from '../chat/offline-responder';
import type { AuditSettings } from './audit-settings';
import { requestLanguage } from '../http/language';
import { auditMessages, offlineAuditAnswer, parseAuditQuery, promptReferenceOf, requireWithinTokenLimit } from './audit-query';
import { budgetWarningHeader } from '../../../contracts/usage-api';
import { ledgerIdHeader } from '../../../contracts/feedback-api';
import { bookOfflineAnswer } from '../usage/chat-booking';
import { requestScope } from '../ops/request-context';

/**
 * Plain text has no last line: the 80 % warning, as it stands when the answer starts, and the
 * answer's ledger id (for a vote on it) go in headers.
 */
async function answerHeaders(res: ServerResponse) {
  const usage = requestScope()?.usage;
  const warning = await usage?.warning();
  if (warning) res.setHeader(budgetWarningHeader, JSON.stringify(warning));
  if (usage?.ledgerId) res.setHeader(ledgerIdHeader, usage.ledgerId);
}

const maxBodyBytes = 1024 * 1024;

/** Writes one piece; false when the client has gone. */
async function write(res: ServerResponse, piece: string): Promise<boolean> {
  if (res.destroyed) return false;
  if (!res.write(piece)) await drainedOrClosed(res);
  return !res.destroyed;
}

function openText(res: ServerResponse) {
  res.writeHead(200, {
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });
}

export interface AuditStreamDependencies {
  settings: AuditSettings;
  limiter: RateLimiter;
  llm: LlmConfig | null;
  offlinePaceMs: number;
  /** The stored template of a prompt version the user may use, one use of it counted; 404 otherwise. */
  useTemplate: (identity: RequestContext['identity'], id: string, version: number, accept: (template: string) => void) => Promise<string>;
}

/**
 * POST /v1/rag/stream: plain UTF-8 text, no framing; the end of the body ends the answer. A
 * model failure after the first byte cuts the connection, which the studio reads as a failure.
 */
export function createAuditStreamHandler({ settings, limiter, llm, offlinePaceMs, useTemplate }: AuditStreamDependencies) {
  return async ({ req, res, identity }: RequestContext) => {
    await limiter.take(identity.userKey);
    const query = parseAuditQuery(
      await readJson(req, maxBodyBytes, 'The request is too large.'),
      settings.models.map((model) => model.name),
    );
    const prompt = promptReferenceOf(query);
    if (prompt) {
      // The length is checked before the use is counted: a refused query used nothing.
      query.prompt_template = await useTemplate(identity, prompt.prompt_id, prompt.prompt_version, (template) =>
        requireWithinTokenLimit({ ...query, prompt_template: template }),
      );
    }
    const gone = new AbortController();
    res.on('close', () => gone.abort());

    const booked = { promptRef: prompt ? `${prompt.prompt_id}@${prompt.prompt_version}` : undefined };
    if (!llm) {
      const input = auditMessages(query);
      await answerHeaders(res);
      openText(res);
      let sent = '';
      for (const piece of streamingPieces(offlineAuditAnswer(query, requestLanguage(req)))) {
        if (!(await write(res, piece))) {
          await bookOfflineAnswer(input, sent, 'stopped', booked);
          return;
        }
        sent += piece;
        if (offlinePaceMs > 0) await delay(offlinePaceMs);
      }
      await bookOfflineAnswer(input, sent, 'complete', booked);
      res.end();
      return;
    }

    // The chosen name is the model at the configured endpoint (AUDIT_MODELS lists names it serves).
    const pieces = await openCompletionStream({ ...llm, model: query.model }, auditMessages(query), gone.signal, {
      temperature: query.temperature,
      ...booked,
    });
    await answerHeaders(res);
    openText(res);
    try {
      for await (const piece of pieces) {
        if (!(await write(res, piece))) return;
      }
    } catch (error) {
      // A limit reached is said at the end of the text, which the studio keeps as the answer.
      if (error instanceof CallCapReached) {
        await write(res, `\n\n${capNotice(error, requestLanguage(req))}`);
        res.end();
        return;
      }
      // Plain text has no error frame: cutting the connection is what tells the studio it broke off.
      res.destroy();
      return;
    }
    res.end();
  };
}
