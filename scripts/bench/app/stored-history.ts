import type { Chat, ChatMessage } from '../../../domain/chat';
import type { BenchChat } from '../page/chat-fixtures';

/** The studio's IndexedDB record of a corporate user's chats (src/chat/chat-lists.ts). */
export const historyKey = (username: string) => `PRIVATE_CHAT_HISTORY:${username}`;

/** A stored chat list as the studio writes it (version 1, src/persistence/stored-list.ts). */
export interface StoredHistory {
  version: 1;
  deleted: Record<string, number>;
  items: Chat[];
}

/**
 * The chats as an earlier visit saved them, newest first, a minute apart: all recent, so
 * none is offered for deletion as older than 90 days.
 */
export function storedHistory(chats: readonly BenchChat[], now = Date.now()): StoredHistory {
  return {
    version: 1,
    deleted: {},
    items: chats.map((chat, index) => ({
      sessionId: `session_bench_${index}`,
      name: chat.name,
      messages: chat.messages,
      createdAt: now - index * 60_000,
      timeStamp: now - index * 60_000,
      documents: [],
    })),
  };
}

export const storedChars = (chats: readonly BenchChat[]) =>
  chats.reduce((sum, chat) => sum + chat.name.length + chat.messages.reduce((inner, message) => inner + message.content.length, 0), 0);

/** The chats the sidebar should list for `query`: name or any message contains it, ignoring case. */
export function expectedMatches(chats: readonly BenchChat[], query: string): number {
  const needle = query.trim().toLowerCase();
  return chats.filter((chat) => [chat.name, ...chat.messages.map((message: ChatMessage) => message.content)].some((text) => text.toLowerCase().includes(needle))).length;
}
