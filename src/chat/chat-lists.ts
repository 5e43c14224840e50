import type { Chat, StorageScope, Tenant, UploadedDocument } from '../../domain/chat';
import type { ChatListName } from '../../machines/chat/chat.machine';
import { leftAnswer } from '../../store/chat-list';
import { chatsLoaded, chatsMerged } from '../../store/chats.slice';
import { documentsLoaded } from '../../store/documents.slice';
import { chatListKind, documentListKind } from '../persistence/chat-records';
import type { ListBinding } from '../persistence/list-effects';
import { scopedKey } from '../persistence/storage-keys';

/** tools.md §3: the spec's keys per tenant; the trial tenant uses the `_STACKIT` twins. */
export const chatStorageKeys = {
  chats: { corporate: 'PRIVATE_CHAT_HISTORY', trial: 'PRIVATE_CHAT_HISTORY_STACKIT' },
  documents: { corporate: 'RAG_UPLOADED_DOCS', trial: 'RAG_UPLOADED_DOCS_STACKIT' },
} as const satisfies Record<ChatListName, Record<Tenant, string>>;

export const chatListKey = (list: ChatListName, scope: StorageScope) => scopedKey(chatStorageKeys[list][scope.tenant], scope);

const chats: ListBinding<Chat> = {
  kind: chatListKind,
  keyOf: (scope) => chatListKey('chats', scope),
  select: (state) => state.chats.items,
  loaded: (items, initial) => (initial ? chatsLoaded({ chats: items }) : chatsMerged({ chats: items })),
  // The answer so far goes into the note a hidden tab leaves, not into the store (no write mid-stream);
  // a kept answer stays waiting there, with that text, for a later page to re-attach.
  withPending: (items, pending, now) => items.map((chat) => (chat.sessionId === pending.sessionId ? leftAnswer(chat, pending, now) : chat)),
};

const documents: ListBinding<UploadedDocument> = {
  kind: documentListKind,
  keyOf: (scope) => chatListKey('documents', scope),
  select: (state) => state.documents.items,
  loaded: (items) => documentsLoaded({ documents: items }),
};

/** The general chat's persisted lists: in which slice each lives and under which key it is stored. */
export const chatListBindings: Record<ChatListName, ListBinding<Chat> | ListBinding<UploadedDocument>> = { chats, documents };
