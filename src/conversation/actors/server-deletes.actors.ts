import { fromPromise } from 'xstate';
import type { StorageScope } from '../../../domain/chat';
import { deleteIdOf, type ServerDelete, type ServerDeleteInput } from '../../../machines/conversation/server-deletes.types';
import { ledgerIdsMaxCount } from '../../../contracts/feedback-api';
import { isApiError } from '../../api/api-error';
import type { ChatBackend } from '../../api/chat-backend';
import type { FeedbackBackend } from '../../api/feedback-client';
import { log } from '../../browser/log';
import type { KeyValueStore } from '../../persistence/key-value-store';
import { scopedKey } from '../../persistence/storage-keys';

/** The shape of one stored pending delete; a change of it gets a new version and a reader of the old. */
export const pendingDeleteVersion = 1;
export type PendingDeleteRecord = { version: typeof pendingDeleteVersion } & ServerDelete;

/** Per tool and tenant, like the lists (the trial tenant's twin ends in `_STACKIT`), then per user. */
export const pendingDeletesBase = (tool: string, scope: StorageScope) =>
  `studioPendingServerDeletes.${tool}${scope.tenant === 'trial' ? '_STACKIT' : ''}`;

const prefixOf = (tool: string, scope: StorageScope) => `${scopedKey(pendingDeletesBase(tool, scope), scope)}/`;
/** One key per delete, so two tabs adding their own never overwrite each other's. */
export const pendingDeleteKey = (tool: string, scope: StorageScope, item: ServerDelete) => `${prefixOf(tool, scope)}${item.kind}/${deleteIdOf(item)}`;

/** A stored record as a delete to send, or null for one this version cannot read (kept, never guessed at). */
function readRecord(value: unknown): ServerDelete | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Partial<Record<string, unknown>>;
  if (record.version !== pendingDeleteVersion) return null;
  if (record.kind === 'document' && typeof record.docHash === 'string') return { kind: 'document', docHash: record.docHash };
  if (record.kind === 'chatAnswers' && typeof record.sessionId === 'string') return { kind: 'chatAnswers', sessionId: record.sessionId };
  const { ledgerIds } = record;
  if (record.kind === 'feedbackCopies' && typeof record.sessionId === 'string' && Array.isArray(ledgerIds) && ledgerIds.every((id) => typeof id === 'string')) {
    return { kind: 'feedbackCopies', sessionId: record.sessionId, ledgerIds: ledgerIds as string[] };
  }
  return null;
}

/**
 * Whether a failed delete is worth sending again: no answer (offline), a 401 (the session is
 * ending; the next sign-in sends it), the server busy or down. Anything else the server will
 * refuse every time (a 403, a 405 of a backend without the call) and is dropped, logged.
 */
const worthRetrying = (error: unknown) =>
  !isApiError(error) || error.status === 401 || error.status === 408 || error.status === 429 || error.status >= 500;

/** The copies of one chat's exchanges, in runs the route takes (at most 500 ids a call). */
async function deleteCopies(feedback: Pick<FeedbackBackend, 'deleteCopies'>, ledgerIds: readonly string[], signal: AbortSignal) {
  for (let at = 0; at < ledgerIds.length; at += ledgerIdsMaxCount) await feedback.deleteCopies(ledgerIds.slice(at, at + ledgerIdsMaxCount), signal);
}

/**
 * The server-deletes machine's effects for one tool: the pending deletes in the browser's
 * storage (IndexedDB, versioned records under `studioPendingServerDeletes.<tool>…`), and the
 * backend's DELETE calls, where 404 means nothing of it is left, which is the goal. The copies
 * kept with votes go to the feedback backend; a tool without one drops such a delete, logged.
 */
export function serverDeleteActors(
  tool: string,
  storage: KeyValueStore,
  backend: Pick<ChatBackend, 'deleteDocument' | 'deleteChatAnswers'>,
  feedback?: Pick<FeedbackBackend, 'deleteCopies'>,
) {
  return {
    loadPending: fromPromise<ServerDelete[], { scope: StorageScope }>(async ({ input }) => {
      const keys = await storage.keys(prefixOf(tool, input.scope));
      const records = await Promise.all(keys.map((key) => storage.get(key)));
      return records.map(readRecord).filter((item): item is ServerDelete => item !== null);
    }),
    keepPending: fromPromise<void, { scope: StorageScope; items: ServerDelete[] }>(async ({ input }) => {
      for (const item of input.items) {
        const record: PendingDeleteRecord = { version: pendingDeleteVersion, ...item };
        await storage.set(pendingDeleteKey(tool, input.scope, item), record);
      }
    }),
    deleteOnServer: fromPromise<void, ServerDeleteInput>(async ({ input, signal }) => {
      try {
        const { item } = input;
        if (item.kind === 'document') await backend.deleteDocument(item.docHash, signal);
        else if (item.kind === 'chatAnswers') await backend.deleteChatAnswers(item.sessionId, signal);
        else if (feedback) await deleteCopies(feedback, item.ledgerIds, signal);
        else log.warn(`${tool}: no feedback backend to delete the copies kept with a chat's votes`);
      } catch (error) {
        if (isApiError(error) && error.status === 404) return;
        if (worthRetrying(error)) throw error;
        log.warn(`${tool}: the server refused to delete a ${input.item.kind}: ${String(error)}`);
      }
    }),
    dropPending: fromPromise<void, ServerDeleteInput>(({ input }) => storage.delete(pendingDeleteKey(tool, input.scope, input.item))),
  };
}
