import type { Chat } from '../../domain/chat';
import { withLostPlaceholdersSettled } from '../../store/chat-list';
import { CHAT_EXPIRY_MS } from '../../store/chats.slice';
import { DOCUMENT_EXPIRY_MS } from '../../store/documents.slice';
import { takeAlongChats, takeAlongDocuments, type TakeAlongSection } from '../take-along/take-along-section';
import { chatListKind } from '../persistence/chat-records';
import { chatListKey } from './chat-lists';

/** The general chat's part of the take-along file: its chats and its document list. */
export const takeAlong: TakeAlongSection = {
  tool: 'chat',
  lists: [
    takeAlongChats<Chat>({
      kind: chatListKind,
      keyOf: (scope) => chatListKey('chats', scope),
      maxAgeMs: CHAT_EXPIRY_MS,
      imported: withLostPlaceholdersSettled,
    }),
    takeAlongDocuments({ keyOf: (scope) => chatListKey('documents', scope), maxAgeMs: DOCUMENT_EXPIRY_MS }),
  ],
  settings: [],
};
