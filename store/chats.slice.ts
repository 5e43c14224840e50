import { createSelector, createSlice, original, type PayloadAction } from '@reduxjs/toolkit';
import { settleAnswer, settledChat, touchedAt, type AnswerEnd } from '../domain/answer-end';
import type { Chat, ChatMessage } from '../domain/chat';
import { chatSentinels } from '../domain/chat-sentinels';
import { documentsDeleted, documentsExpired, documentUploaded, historyScopeChanged } from './documents.slice';

const isSentinelContent = (content: string) => content.startsWith('\u0000');

/** tools.md §9: chats are deleted 90 days after `createdAt`, with a one-time chance to save them. */
export const CHAT_EXPIRY_MS = 90 * 24 * 60 * 60 * 1000;
/** Auto-naming starts once a chat has one finished exchange: a question and its answer. */
export const AUTO_NAME_MIN_MESSAGES = 2;

/** tools.md §3: `session_` + a random UUID. Outside the reducers, which stay pure. */
export const newSessionId = () => `session_${crypto.randomUUID()}`;

export interface ChatsState {
  items: Chat[];
  /** null: no chat is open (the view starts one). */
  activeSessionId: string | null;
}

const initialState: ChatsState = { items: [], activeSessionId: null };

type Stamped<P> = P & { now: number };
const placeholder = (): ChatMessage => ({ role: 'assistant', content: chatSentinels.typing });
const isPlaceholder = (message: ChatMessage | undefined) => message?.role === 'assistant' && message.content === chatSentinels.typing;
const endsWithPlaceholder = (chat: Chat) => isPlaceholder(chat.messages.at(-1));
const isEmptyAndUnnamed = (chat: Chat) => chat.messages.length === 0 && chat.name === null;

const touch = (chat: Chat, now: number) => {
  chat.timeStamp = touchedAt(chat.timeStamp, now);
};
const keepActiveIfPresent = (state: ChatsState) => {
  if (!state.items.some((chat) => chat.sessionId === state.activeSessionId)) state.activeSessionId = null;
};

/** A reducer taking `now`; the action creator reads the clock when the caller passes none. */
function stamped<P extends object>(change: (state: ChatsState, payload: Stamped<P>) => void) {
  return {
    reducer: (state: ChatsState, action: PayloadAction<Stamped<P>>) => change(state, action.payload),
    prepare: (payload: P & { now?: number }) => ({ payload: { ...payload, now: payload.now ?? Date.now() } }),
  };
}

/** Changes the chat with that session id, if any, and stamps it unless `change` says nothing changed (false). */
function onChat<P extends { sessionId: string }>(change: (chat: Chat, payload: Stamped<P>) => boolean | void) {
  return stamped<P>((state, payload) => {
    const chat = state.items.find((candidate) => candidate.sessionId === payload.sessionId);
    if (chat && change(chat, payload) !== false) touch(chat, payload.now);
  });
}

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
    /** A new, empty chat becomes the active one; an empty unnamed active chat is dropped. */
    chatStarted: stamped<{ sessionId: string }>((state, { sessionId, now }) => {
      if (state.items.some((chat) => chat.sessionId === sessionId)) return;
      state.items = state.items.filter((chat) => chat.sessionId !== state.activeSessionId || !isEmptyAndUnnamed(chat));
      state.items.push({ sessionId, name: null, messages: [], timeStamp: now, createdAt: now, documents: [] });
      state.activeSessionId = sessionId;
    }),
    /** The user message and the assistant's typing placeholder; ignored while an answer is pending. */
    messageSent: onChat<{ sessionId: string; content: string }>((chat, { content }) => {
      if (endsWithPlaceholder(chat)) return false;
      chat.messages.push({ role: 'user', content }, placeholder());
    }),
    /** The answer streamed into the placeholder ended: what that leaves in the chat is `settleAnswer`'s (tools.md §8). */
    answerEnded: stamped<{ sessionId: string; text: string; end: AnswerEnd }>((state, { sessionId, text, end, now }) => {
      const index = state.items.findIndex((chat) => chat.sessionId === sessionId);
      const chat = index < 0 ? undefined : original(state.items[index]);
      if (!chat) return;
      const settled = settledChat(chat, settleAnswer(end, text), now);
      if (settled !== chat) state.items[index] = settled;
    }),
    /** A user message replaced; everything after it goes, and the question is asked again. */
    messageEdited: onChat<{ sessionId: string; index: number; content: string }>((chat, { index, content }) => {
      if (chat.messages[index]?.role !== 'user') return false;
      chat.messages.splice(index);
      chat.messages.push({ role: 'user', content }, placeholder());
    }),
    /** Asked again from a user message, or from an answer (its question is asked again). */
    messageResent: onChat<{ sessionId: string; index: number }>((chat, { index }) => {
      const role = chat.messages[index]?.role;
      const question = role === 'user' ? index : role === 'assistant' && chat.messages[index - 1]?.role === 'user' ? index - 1 : -1;
      if (question < 0) return false;
      chat.messages.splice(question + 1);
      chat.messages.push(placeholder());
    }),
    lastMessageDeleted: onChat<{ sessionId: string }>((chat) => chat.messages.pop() !== undefined),
    /** Validated by the view with `renameProblem`; stored trimmed. */
    chatRenamed: onChat<{ sessionId: string; name: string }>((chat, { name }) => {
      if (name.trim() === '') return false;
      chat.name = name.trim();
    }),
    /** The summarisation's name; only for an unnamed chat unless `replace` (rename with AI). */
    chatAutoNamed: onChat<{ sessionId: string; name: string; replace?: boolean }>((chat, { name, replace }) => {
      if (name.trim() === '' || (chat.name !== null && !replace)) return false;
      chat.name = name.trim();
    }),
    chatDocumentsSelected: onChat<{ sessionId: string; documents: string[] }>((chat, { documents }) => {
      chat.documents = [...new Set(documents)];
    }),
    chatDeleted(state, action: PayloadAction<{ sessionId: string }>) {
      state.items = state.items.filter((chat) => chat.sessionId !== action.payload.sessionId);
      keepActiveIfPresent(state);
    },
    /** tools.md §4: the chat left behind is dropped if it has no messages and no name. */
    chatSwitched(state, action: PayloadAction<{ from: string | null; to: string }>) {
      const { from, to } = action.payload;
      const left = from === to ? undefined : state.items.find((chat) => chat.sessionId === from);
      // Only a real drop changes the list: an unchanged list is no change to save.
      if (left && isEmptyAndUnnamed(left)) state.items = state.items.filter((chat) => chat.sessionId !== from);
      state.activeSessionId = to;
      keepActiveIfPresent(state);
    },
    /** Confirmed in the expired-chats dialog. */
    chatsExpired(state, action: PayloadAction<{ sessionIds: string[] }>) {
      const gone = new Set(action.payload.sessionIds);
      state.items = state.items.filter((chat) => !gone.has(chat.sessionId));
      keepActiveIfPresent(state);
    },
    /**
     * Read from storage. A typing placeholder left over from an earlier page becomes the generic
     * error (tools.md §4), except in a chat whose answer this page is still waiting for.
     */
    chatsLoaded(state, action: PayloadAction<{ chats: Chat[] }>) {
      const waiting = new Set(state.items.filter(endsWithPlaceholder).map((chat) => chat.sessionId));
      state.items = action.payload.chats.map((chat) =>
        waiting.has(chat.sessionId) || !chat.messages.some(isPlaceholder)
          ? chat
          : { ...chat, messages: chat.messages.map((m) => (isPlaceholder(m) ? { role: 'assistant', content: chatSentinels.generic } : m)) },
      );
      keepActiveIfPresent(state);
    },
    /** Our list merged with what another tab saved; chats unchanged here keep their identity. */
    chatsMerged(state, action: PayloadAction<{ chats: Chat[] }>) {
      state.items = action.payload.chats;
      keepActiveIfPresent(state);
    },
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
