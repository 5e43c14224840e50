import type { StorageScope } from '../../domain/chat';

/**
 * What the server holds of something the user deleted in the browser: a document, a chat's kept
 * answers, or the copies of a chat's questions and answers kept with the user's votes on them.
 */
export type ServerDelete =
  | { kind: 'document'; docHash: string }
  | { kind: 'chatAnswers'; sessionId: string }
  | { kind: 'feedbackCopies'; sessionId: string; ledgerIds: readonly string[] };

/** What names a delete among its kind: a document's hash, or the chat's id. */
export const deleteIdOf = (item: ServerDelete) => (item.kind === 'document' ? item.docHash : item.sessionId);

/** One server delete, for the actors that keep, send and drop it. */
export interface ServerDeleteInput {
  scope: StorageScope;
  item: ServerDelete;
}

export type ServerDeletesEvent =
  /** The user deleted these in the browser (the local delete has happened): delete them on the server too. */
  | { type: 'deletes.requested'; items: readonly ServerDelete[] }
  /** Sign-in, sign-out, tenant change: the next user's pending deletes are read and sent. */
  | { type: 'session.scopeChanged'; scope: StorageScope | null };

export const sameDelete = (a: ServerDelete, b: ServerDelete) => a.kind === b.kind && deleteIdOf(a) === deleteIdOf(b);

/** The list with `items` added once each. */
export const withDeletes = (list: readonly ServerDelete[], items: readonly ServerDelete[]) =>
  items.reduce<ServerDelete[]>((all, item) => (all.some((had) => sameDelete(had, item)) ? all : [...all, item]), [...list]);
