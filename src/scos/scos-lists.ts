import type { StorageScope, UploadedDocument } from '../../domain/chat';
import type { ScosListName } from '../../machines/scos/scos.machine';
import { scosChatsLoaded, scosDocumentsLoaded, type ScosChat, type StoredScosRow } from '../../store/scos-chats.slice';
import { chatListKindOf, documentListKind } from '../persistence/chat-records';
import type { ListBinding } from '../persistence/list-effects';
import { scopedKey } from '../persistence/storage-keys';
import { isRecord, type ListKind } from '../persistence/stored-list';

/**
 * The demo's own keys (tools.md §3: "under its own keys (names not shown)"), per user like the
 * chat's, the same for both tenants: `SCOS_CHAT_HISTORY:<user>`, `SCOS_UPLOADED_DOCS:<user>`.
 */
export const scosChatsKey = 'SCOS_CHAT_HISTORY';
export const scosDocumentsKey = 'SCOS_UPLOADED_DOCS';

const apologyCodes = new Set(['ER001', 'ER002', 'ER003', 'ES901', 'EG001']);
const isText = (value: unknown): value is string => typeof value === 'string';
const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function parseCut(cut: unknown): StoredScosRow | undefined {
  if (!isRecord(cut)) return undefined;
  if (cut.reason === 'size') return { from: 'bot', cut: { reason: 'size' } };
  if (cut.reason === 'items' && typeof cut.dropped === 'number' && Number.isInteger(cut.dropped) && cut.dropped > 0) return { from: 'bot', cut: { reason: 'items', dropped: cut.dropped } };
  return undefined;
}

function parseRow(value: unknown): StoredScosRow | undefined {
  if (!isRecord(value)) return undefined;
  if (value.from === 'user') return isText(value.text) ? { from: 'user', text: value.text } : undefined;
  if (value.from !== 'bot') return undefined;
  if ('apology' in value) return isText(value.apology) && apologyCodes.has(value.apology) ? { from: 'bot', apology: value.apology } : undefined;
  if ('cut' in value) return parseCut(value.cut);
  // The item itself is checked when the chat opens, by the same schema a reply passes.
  if (!('item' in value) || typeof value.chips !== 'boolean' || typeof value.disabled !== 'boolean') return undefined;
  return { from: 'bot', item: value.item, chips: value.chips, disabled: value.disabled };
}

function chatOutline(value: unknown) {
  if (!isRecord(value) || !isText(value.sessionId) || value.sessionId === '' || !Array.isArray(value.messages) || !isTime(value.timeStamp)) return undefined;
  const name = value.name === null || value.name === undefined || value.name === '' ? null : value.name;
  return { value, messages: value.messages as unknown[], name, timeStamp: value.timeStamp, createdAt: isTime(value.createdAt) ? value.createdAt : value.timeStamp };
}

/** A stored chat, checked row by row; undefined when anything is wrong (then `repairScosChat` keeps what it can). */
export function parseScosChat(value: unknown): ScosChat | undefined {
  const outline = chatOutline(value);
  if (!outline || (outline.name !== null && !isText(outline.name))) return undefined;
  const messages = outline.messages.map(parseRow);
  const documents: unknown = outline.value.documents ?? [];
  if (!messages.every((row): row is StoredScosRow => row !== undefined)) return undefined;
  if (!Array.isArray(documents) || !documents.every(isText)) return undefined;
  return { sessionId: outline.value.sessionId as string, name: outline.name, messages, timeStamp: outline.timeStamp, createdAt: outline.createdAt, documents };
}

/** What can be kept of a chat with unreadable rows: its identity, time, name and readable rows (the raw record is set aside). */
export function repairScosChat(value: unknown): ScosChat | undefined {
  const outline = chatOutline(value);
  if (!outline) return undefined;
  const documents = Array.isArray(outline.value.documents) ? outline.value.documents.filter(isText) : [];
  return {
    sessionId: outline.value.sessionId as string,
    name: isText(outline.name) ? outline.name : null,
    messages: outline.messages.map(parseRow).filter((row): row is StoredScosRow => row !== undefined),
    timeStamp: outline.timeStamp,
    createdAt: outline.createdAt,
    documents,
  };
}

export const scosChatListKind: ListKind<ScosChat> = chatListKindOf(parseScosChat, repairScosChat);

const chats: ListBinding<ScosChat> = {
  kind: scosChatListKind,
  keyOf: (scope: StorageScope) => scopedKey(scosChatsKey, scope),
  select: (state) => state.scosChats?.chats ?? [],
  loaded: (items) => scosChatsLoaded({ chats: items }),
};

const documents: ListBinding<UploadedDocument> = {
  kind: documentListKind,
  keyOf: (scope: StorageScope) => scopedKey(scosDocumentsKey, scope),
  select: (state) => state.scosChats?.documents ?? [],
  loaded: (items) => scosDocumentsLoaded({ documents: items }),
};

/** The demo's persisted lists: in which slice each lives and under which key it is stored. */
export const scosListBindings: Record<ScosListName, ListBinding<ScosChat> | ListBinding<UploadedDocument>> = { chats, documents };
