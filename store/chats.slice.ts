import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { touchedAt } from '../domain/answer-end';
import type { Chat } from '../domain/chat';
import { chatIn, chatListReducers, isPlaceholder, type AnswerEnded, type ChatListState } from './chat-list';
import { documentsDeleted, documentsExpired, documentUploaded, historyScopeChanged } from './documents.slice';

const isSentinelContent = (content: string) => content.startsWith('\u0000');

/** tools.md §9: chats are deleted 90 days after `createdAt`, with a one-time chance to save them. */
export const CHAT_EXPIRY_MS = 90 * 24 * 60 * 60 * 1000;
/** Auto-naming starts once a chat has one finished exchange: a question and its answer. */
export const AUTO_NAME_MIN_MESSAGES = 2;

/** tools.md §3: `session_` + a random UUID. Outside the reducers, which stay pure. */
export const newSessionId = () => `session_${crypto.randomUUID()}`;

/** null as the open chat: no chat is open (the view starts one). */
export type ChatsState = ChatListState<Chat>;

const initialState: ChatsState = { items: [], activeSessionId: null };

const touch = (chat: Chat, now: number) => {
  chat.timeStamp = touchedAt(chat.timeStamp, now);
};
const list = chatListReducers<Chat, ChatsState>({
  keepActive(state) {
    if (!chatIn(state.items, state.activeSessionId)) state.activeSessionId = null;
  },
});

function withoutDocuments(state: ChatsState, hashes: string[], now: number) {
  const gone = new Set(hashes);
  for (const chat of state.items) {
    if (!chat.documents.some((hash) => gone.has(hash))) continue;
    chat.documents = chat.documents.filter((hash) => !gone.has(hash));
    touch(chat, now);
  }
}

/** A new upload took the place of `replaced` (same file name): the chats that used it use the new one. */
function withReplacedDocument(state: ChatsState, replaced: string, by: string, now: number) {
  for (const chat of state.items) {
    if (!chat.documents.includes(replaced)) continue;
    chat.documents = [...new Set(chat.documents.map((hash) => (hash === replaced ? by : hash)))];
    touch(chat, now);
  }
}

const newestFirst = createSelector([(items: Chat[]) => items], (items) => [...items].sort((a, b) => b.timeStamp - a.timeStamp));
const expired = createSelector([(items: Chat[]) => items, (_: Chat[], now: number) => now], (items, now) =>
  items.filter((chat) => now - chat.createdAt > CHAT_EXPIRY_MS),
);
const searched = createSelector([(chats: Chat[]) => chats, (_: Chat[], query: string) => query], (chats, query) => searchChats(chats, query));

export const chatsSlice = createSlice({
  name: 'chats',
  initialState,
  reducers: {
    chatStarted: list.started((_, sessionId, now) => ({ sessionId, name: null, messages: [], timeStamp: now, createdAt: now, documents: [] })),
    messageSent: list.messageSent(),
    answerEnded: list.answerEnded<AnswerEnded>(),
    messageEdited: list.messageEdited,
    messageResent: list.messageResent,
    lastMessageDeleted: list.lastMessageDeleted,
    /** Validated by the view with `renameProblem`; stored trimmed. */
    chatRenamed: list.onChat<{ sessionId: string; name: string }>((chat, { name }) => {
      if (name.trim() === '') return false;
      chat.name = name.trim();
    }),
    /** The summarisation's name; only for an unnamed chat unless `replace` (rename with AI). */
    chatAutoNamed: list.onChat<{ sessionId: string; name: string; replace?: boolean }>((chat, { name, replace }) => {
      if (name.trim() === '' || (chat.name !== null && !replace)) return false;
      chat.name = name.trim();
    }),
    chatDocumentsSelected: list.onChat<{ sessionId: string; documents: string[] }>((chat, { documents }) => {
      chat.documents = [...new Set(documents)];
    }),
    chatDeleted: list.chatDeleted,
    chatSwitched: (state, action: PayloadAction<{ from: string | null; to: string }>) => list.chatSwitched(state, action),
    chatsExpired: list.chatsExpired,
    chatsLoaded: list.chatsLoaded,
    chatsMerged: list.chatsMerged,
  },
  extraReducers: (builder) => {
    builder
      .addCase(documentsDeleted, (state, action) => withoutDocuments(state, action.payload.hashes, action.payload.now))
      .addCase(documentsExpired, (state, action) => withoutDocuments(state, action.payload.hashes, action.payload.now))
      .addCase(documentUploaded, (state, { payload }) => {
        if (payload.replaces && payload.replaces !== payload.value) withReplacedDocument(state, payload.replaces, payload.value, payload.now);
      })
      .addCase(historyScopeChanged, () => initialState);
  },
  selectors: {
    /** Last changed first. */
    selectChats: (state) => newestFirst(state.items),
    selectActiveSessionId: (state) => state.activeSessionId,
    selectActiveChat: (state) => state.items.find((chat) => chat.sessionId === state.activeSessionId) ?? null,
    /** Created more than CHAT_EXPIRY_MS before `now`. */
    selectExpiredChats: (state, now: number) => expired(state.items, now),
    /** Chats whose name or messages contain `query` (case-insensitive), last changed first. */
    selectChatSearchResults: (state, query: string) => searched(newestFirst(state.items), query),
  },
});

// Lower-cased text per chat object: immer gives a changed chat a new object, so entries never go stale.
const haystacks = new WeakMap<Chat, string>();
function haystack(chat: Chat) {
  let text = haystacks.get(chat);
  if (text === undefined) {
    const contents = chat.messages.filter((m) => !isSentinelContent(m.content)).map((m) => m.content);
    text = [chat.name ?? '', ...contents].join('\n').toLowerCase();
    haystacks.set(chat, text);
  }
  return text;
}

/** Chats whose name or message contents contain the trimmed query, case-insensitively. */
export function searchChats(chats: Chat[], query: string): Chat[] {
  const needle = query.trim().toLowerCase();
  return needle === '' ? chats : chats.filter((chat) => haystack(chat).includes(needle));
}

/** tools.md §4: an unnamed chat with a finished exchange (no pending answer, sentinels not counted). */
export function needsAutoName(chat: Chat): boolean {
  if (chat.name !== null || chat.messages.some(isPlaceholder)) return false;
  return chat.messages.filter((m) => !isSentinelContent(m.content)).length >= AUTO_NAME_MIN_MESSAGES;
}

export type RenameProblem = 'empty' | 'taken' | null;

/** tools.md §5: trimmed, not empty, not another chat's name. */
export function renameProblem(chats: Chat[], sessionId: string, name: string): RenameProblem {
  const trimmed = name.trim();
  if (trimmed === '') return 'empty';
  return chats.some((chat) => chat.sessionId !== sessionId && chat.name === trimmed) ? 'taken' : null;
}

export const {
  chatStarted, messageSent, answerEnded, messageEdited, messageResent,
  lastMessageDeleted, chatRenamed, chatAutoNamed, chatDocumentsSelected, chatDeleted, chatSwitched, chatsExpired, chatsLoaded,
  chatsMerged,
} = chatsSlice.actions;
export const {
  selectChats, selectActiveSessionId, selectActiveChat, selectExpiredChats, selectChatSearchResults,
} = chatsSlice.selectors;
