import type { UploadedDocument } from '../../domain/chat';
import { SCOS_CHAT_EXPIRY_MS, SCOS_DOCUMENT_EXPIRY_MS, type ScosChat } from '../../store/scos-chats.slice';
import { archiveList, type ArchiveSection } from '../conversation/archive/archive-section';
import { documentListKind } from '../conversation/persistence/chat-records';
import { scopedKey } from '../conversation/persistence/storage-keys';
import { scosChatListKind, scosChatsKey, scosDocumentsKey } from './scos-lists';

/** The customer-service demo's part of the take-along file: its chats and its document list. */
export const archive: ArchiveSection = {
  tool: 'scos',
  lists: [
    archiveList<ScosChat>({
      list: 'chats',
      kind: scosChatListKind,
      keyOf: (scope) => scopedKey(scosChatsKey, scope),
      restorable: true,
      maxAgeMs: SCOS_CHAT_EXPIRY_MS,
      bornAt: (chat) => chat.createdAt,
      nameOf: (chat) => chat.name,
    }),
    archiveList<UploadedDocument>({
      list: 'documents',
      kind: documentListKind,
      keyOf: (scope) => scopedKey(scosDocumentsKey, scope),
      restorable: false,
      maxAgeMs: SCOS_DOCUMENT_EXPIRY_MS,
      bornAt: (document) => document.timeStamp,
      nameOf: (document) => document.option.label,
    }),
  ],
  settings: [],
};
