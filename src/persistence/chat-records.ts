import type { Chat, ChatMessage, KeptAnswer, UploadedDocument } from '../../domain/chat';
import { isLedgerId } from '../../contracts/feedback-api';
import { chatSentinels } from '../../domain/chat-sentinels';
import { parseContextReceipt } from '../../domain/context-receipt';
import { isRecord, listMigrations, type ListKind, type Migration } from './stored-list';

/** A number of ms, or a date string (older records), as ms since the epoch. */
function time(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const parsed = Date.parse(value);
  return Number.isNaN(parsed) ? undefined : parsed;
}

/** A typing placeholder's kept answer; anything else there is dropped (the placeholder is then a lost answer). */
function parseKeptAnswer(value: unknown, content: string): KeptAnswer | undefined {
  if (content !== chatSentinels.typing || !isRecord(value)) return undefined;
  const { answerId, text } = value;
  return typeof answerId === 'string' && answerId !== '' && typeof text === 'string' ? { answerId, text } : undefined;
}

function parseMessage(value: unknown): ChatMessage | undefined {
  if (!isRecord(value) || typeof value.content !== 'string') return undefined;
  if (value.role === 'user') return { role: value.role, content: value.content };
  if (value.role !== 'assistant') return undefined;
  // A receipt that cannot be read is dropped; the answer itself stays.
  const receipt = parseContextReceipt(value.receipt);
  const kept = parseKeptAnswer(value.kept, value.content);
  // A ledger id that is not one names no answer: the answer stays, without thumbs.
  const ledgerId = isLedgerId(value.ledgerId) ? value.ledgerId : undefined;
  return { role: value.role, content: value.content, ...(receipt ? { receipt } : {}), ...(kept ? { kept } : {}), ...(ledgerId ? { ledgerId } : {}) };
}

/** A stored chat, cleaned; older records may lack `createdAt` and `documents` or use "" for no name. */
export function parseChat(value: unknown): Chat | undefined {
  if (!isRecord(value) || typeof value.sessionId !== 'string' || value.sessionId === '' || !Array.isArray(value.messages)) return undefined;
  const messages = value.messages.map(parseMessage);
  const timeStamp = time(value.timeStamp);
  const name = value.name === undefined || value.name === null || value.name === '' ? null : value.name;
  const documents: unknown = value.documents ?? [];
  if (timeStamp === undefined || (name !== null && typeof name !== 'string')) return undefined;
  if (!messages.every((m): m is ChatMessage => m !== undefined)) return undefined;
  if (!Array.isArray(documents) || !documents.every((hash): hash is string => typeof hash === 'string')) return undefined;
  return { sessionId: value.sessionId, name, messages, timeStamp, createdAt: time(value.createdAt) ?? timeStamp, documents };
}

/**
 * What can be kept of a chat `parseChat` rejects: its identity, time and readable messages, so
 * one bad message does not cost the whole conversation. The caller sets the raw record aside.
 */
export function repairChat(value: unknown): Chat | undefined {
  if (!isRecord(value) || typeof value.sessionId !== 'string' || value.sessionId === '' || !Array.isArray(value.messages)) return undefined;
  const timeStamp = time(value.timeStamp);
  if (timeStamp === undefined) return undefined;
  const documents = Array.isArray(value.documents) ? value.documents.filter((hash): hash is string => typeof hash === 'string') : [];
  return {
    sessionId: value.sessionId,
    name: typeof value.name === 'string' && value.name !== '' ? value.name : null,
    messages: value.messages.map(parseMessage).filter((m): m is ChatMessage => m !== undefined),
    timeStamp,
    createdAt: time(value.createdAt) ?? timeStamp,
    documents,
  };
}

export function parseUploadedDocument(value: unknown): UploadedDocument | undefined {
  if (!isRecord(value) || !isRecord(value.option)) return undefined;
  const { label, value: hash } = value.option;
  const timeStamp = time(value.timeStamp);
  if (typeof label !== 'string' || typeof hash !== 'string' || timeStamp === undefined) return undefined;
  return { timeStamp, option: { label, value: hash } };
}

/**
 * The chat lists' versions: 1 is every list's, 2 lets an answer carry its context receipt, 3 lets
 * a typing placeholder carry its kept answer, 4 stores each chat in a record of its own beside
 * an index (list-storage.ts; a list of version 3 or before is one record, read as it is and
 * written one record per chat), 5 lets an answer carry its ledger id (what a vote names). An older
 * record is read as it is (its answers have no receipt, its placeholders no kept answer, its
 * answers no ledger id and so no thumbs); an older
 * release refuses a newer record rather than drop what it does not know.
 */
export const chatListMigrations: Migration[] = [
  ...listMigrations,
  (stored) => {
    if (!isRecord(stored)) throw new TypeError('a version 1 list is an object');
    return { ...stored, version: 2 };
  },
  (stored) => {
    if (!isRecord(stored)) throw new TypeError('a version 2 list is an object');
    return { ...stored, version: 3 };
  },
  (stored) => {
    if (!isRecord(stored)) throw new TypeError('a version 3 list is an object');
    return { ...stored, version: 4 };
  },
  (stored) => {
    if (!isRecord(stored)) throw new TypeError('a version 4 list is an object');
    return { ...stored, version: 5 };
  },
];

/** A stored list of chats (any tool's): told apart by session id, the newest stamp wins a merge; one record per chat. */
export function chatListKindOf<C extends { sessionId: string; timeStamp: number; name: string | null; messages: readonly unknown[] }>(
  parse: (value: unknown) => C | undefined,
  repair: (value: unknown) => C | undefined,
): ListKind<C> {
  return {
    list: 'chats',
    id: (chat) => chat.sessionId,
    stamp: (chat) => chat.timeStamp,
    parse,
    repair,
    migrations: chatListMigrations,
    outline: (chat) => ({ title: chat.name, messages: chat.messages.length }),
  };
}

export const chatListKind: ListKind<Chat> = chatListKindOf(parseChat, repairChat);

/** Documents are told apart by file name: an upload replaces the entry with the same label. */
export const documentListKind: ListKind<UploadedDocument> = {
  list: 'documents',
  id: (document) => document.option.label,
  stamp: (document) => document.timeStamp,
  parse: parseUploadedDocument,
  migrations: listMigrations,
};
