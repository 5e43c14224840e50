import type { Chat, UploadedDocument } from '../../domain/chat';
import { CHAT_EXPIRY_MS } from '../../store/chats.slice';
import { DOCUMENT_EXPIRY_MS } from '../../store/documents.slice';
import { archiveList, type ArchiveSection } from '../conversation/archive/archive-section';
import { chatListKind, documentListKind } from '../conversation/persistence/chat-records';
import { chatListKey } from './chat-lists';

/** The general chat's part of the take-along file: its chats and its document list. */
export const archive: ArchiveSection = {
  tool: 'chat',
  lists: [
    archiveList<Chat>({
      list: 'chats',
      kind: chatListKind,
      keyOf: (scope) => chatListKey('chats', scope),
      restorable: true,
      maxAgeMs: CHAT_EXPIRY_MS,
      bornAt: (chat) => chat.createdAt,
      nameOf: (chat) => chat.name,
    }),
    archiveList<UploadedDocument>({
      list: 'documents',
      kind: documentListKind,
      keyOf: (scope) => chatListKey('documents', scope),
      restorable: false,
      maxAgeMs: DOCUMENT_EXPIRY_MS,
      bornAt: (document) => document.timeStamp,
      nameOf: (document) => document.option.label,
    }),
  ],
  settings: [],
};
