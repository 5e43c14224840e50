import { SCOS_CHAT_EXPIRY_MS, SCOS_DOCUMENT_EXPIRY_MS, type ScosChat } from '../../store/scos-chats.slice';
import { takeAlongChats, takeAlongDocuments, type TakeAlongSection } from '../take-along/take-along-section';
import { scopedKey } from '../persistence/storage-keys';
import { scosChatListKind, scosChatsKey, scosDocumentsKey } from './scos-lists';

/** The customer-service demo's part of the take-along file: its chats and its document list. */
export const takeAlong: TakeAlongSection = {
  tool: 'scos',
  lists: [
    takeAlongChats<ScosChat>({ kind: scosChatListKind, keyOf: (scope) => scopedKey(scosChatsKey, scope), maxAgeMs: SCOS_CHAT_EXPIRY_MS }),
    takeAlongDocuments({ keyOf: (scope) => scopedKey(scosDocumentsKey, scope), maxAgeMs: SCOS_DOCUMENT_EXPIRY_MS }),
  ],
  settings: [],
};
