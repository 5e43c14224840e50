import { fromPromise } from 'xstate';
import type { TurnInput, TurnOutcome, DocumentUpload } from '../../machines/scos/scos-conversation.types';
import { isApiError } from '../api/api-error';
import { isSessionExpired } from '../../domain/session-expiry';
import type { ChatBackend } from '../api/chat-backend';
import type { CustomerServiceBackend } from '../api/customer-service-client';
import type { ScosSettings } from '../../contracts/runtime-config';
import { replyLimits as defaultReplyLimits, type ReplyLimits } from '../../domain/scos-reply';
import { readBounded, wholeItems } from './protocol/bounded-reply';
import { chatRequest } from './protocol/chat-request';
import type { ParseContext } from './messages/message-parts';
import { parseReply } from './messages/parse-item';

/** tools.md §9: a 200 ms wait precedes a user message in the customer-service chat. */
export const sendDelayMs = 200;

export interface TurnDeps {
  backend: CustomerServiceBackend;
  settings: ScosSettings;
  parse: ParseContext;
  locale: () => string;
  /** The signed-in user's workforceID (tools.md §7 `data.workforceID`); empty when the profile has none. */
  workforceID: () => string;
  timezone?: string;
  wait?: (ms: number, signal: AbortSignal) => Promise<void>;
  /** Tests: smaller limits than the studio's (domain/scos-reply.ts). */
  limits?: ReplyLimits;
}

const abortableWait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

/**
 * One turn: POST {endpoint}/{token} (tools.md §7), the reply parsed item by item. The failures of
 * §8 come back as the apology's code, never thrown: no transport (REST off) ES901, a network
 * failure ER001, a status other than 200 or a body that is not JSON ER002, an empty answer ER003;
 * a session that could not be kept (the token check failed, or a 401) aborts the turn instead.
 * A reply larger than the limits is read only up to the byte limit and shown
 * up to the item limit; what is dropped comes back as `cut`.
 */
export function sendTurnActor({ backend, settings, parse, locale, workforceID, timezone, wait = abortableWait, limits = defaultReplyLimits }: TurnDeps) {
  return fromPromise<TurnOutcome, TurnInput>(async ({ input, signal }) => {
    if (!settings.rest) return { ok: false, code: 'ES901' };
    await wait(sendDelayMs, signal);
    const body = chatRequest(
      {
        uid: input.userId,
        workforceID: workforceID(),
        sessionId: input.sessionId,
        timezone: timezone ?? Intl.DateTimeFormat().resolvedOptions().timeZone,
        locale: locale(),
        documents: input.documents,
        botToken: settings.botToken,
        headers: {},
        testMode: settings.testMode,
      },
      input.message,
      input.sitData,
    );
    let read: Awaited<ReturnType<typeof readBounded>>;
    try {
      read = await readBounded(await backend.sendMessage(settings.botToken, body, signal), limits.bytes);
    } catch (error) {
      if (signal.aborted) throw error;
      if (isApiError(error) && isSessionExpired(error.status)) return { ok: false, sessionExpired: true };
      return { ok: false, code: isApiError(error) ? 'ER002' : 'ER001' };
    }
    if (!read.complete) {
      const reply = parseReply({ response: wholeItems(read.text) }, parse, limits.items);
      return { ok: true, messages: reply.ok ? reply.messages : [], cut: { reason: 'size' } };
    }
    const reply = parseReply(jsonOf(read.text), parse, limits.items);
    if (!reply.ok) return { ok: false, code: reply.problem === 'empty' ? 'ER003' : 'ER002' };
    return { ok: true, messages: reply.messages, ...(reply.dropped > 0 ? { cut: { reason: 'items', dropped: reply.dropped } } : {}) };
  });
}

/** The body as JSON; undefined (an invalid reply) when it is not. */
function jsonOf(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The bot's upload: the file goes to the reference API's documents (the chat's endpoint, its own list). */
export function scosUploadActor(backend: Pick<ChatBackend, 'uploadDocument'>) {
  return fromPromise<DocumentUpload, { file: File }>(async ({ input, signal }) => {
    const { doc_hash, text_truncated } = await backend.uploadDocument(input.file, signal);
    return { name: input.file.name, hash: doc_hash, textTruncated: text_truncated === true };
  });
}
