import { createSelector, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { touchedAt } from '../domain/answer-end';
import type { UploadedDocument } from '../domain/chat';
import type { ReplyCut } from '../domain/scos-reply';
import { dropIfEmpty, withoutChats } from './chat-list';
import type { RootState } from './store';

/** tools.md §9 / platform.md: chats go after 90 days (with a one-time chance to save them), documents after 24 hours. */
export const SCOS_CHAT_EXPIRY_MS = 90 * 24 * 60 * 60 * 1000;
export const SCOS_DOCUMENT_EXPIRY_MS = 24 * 60 * 60 * 1000;

/**
 * A stored row of a customer-service chat. A bot item is kept as the bot sent it (`item`) and
 * parsed again when the chat opens, so its URLs pass today's checks; `chips: false` once the user
 * replied (§4 clears them), `disabled` for an answered date picker.
 */
export type StoredScosRow =
  | { from: 'user'; text: string }
  | { from: 'bot'; item: unknown; chips: boolean; disabled: boolean }
  | { from: 'bot'; apology: string }
  /** The studio's note after a reply too large to show whole. */
  | { from: 'bot'; cut: ReplyCut };

/** A saved customer-service chat (tools.md §3 "Chat", with the demo's rows for messages). */
export interface ScosChat {
  sessionId: string;
  name: string | null;
  messages: StoredScosRow[];
  timeStamp: number;
  createdAt: number;
  /** Hashes of the documents uploaded in it. */
  documents: string[];
}

export interface ScosChatsState {
  chats: ScosChat[];
  documents: UploadedDocument[];
  activeSessionId: string | null;
}

const initialState: ScosChatsState = { chats: [], documents: [], activeSessionId: null };

/** tools.md §4: one message or fewer and no name. */
export const isEmptyScosChat = (chat: ScosChat) => chat.messages.length <= 1 && chat.name === null;

/** A stamp later than the last, even within one millisecond (the newest copy wins a merge). */
const touched = touchedAt;

const pruneIfEmpty = (state: ScosChatsState, sessionId: string | null) => {
  state.chats = dropIfEmpty(state.chats, sessionId, isEmptyScosChat);
};

export const scosChatsSlice = createSlice({
  name: 'scosChats',
  initialState,
  reducers: {
    /** Another chat is open; the one left is pruned when empty (§4); a new chat is added empty. */
    scosChatOpened(state, action: PayloadAction<{ from: string | null; to: string; created: boolean; now: number }>) {
      const { from, to, created, now } = action.payload;
      if (from !== to) pruneIfEmpty(state, from);
      if (created && !state.chats.some((chat) => chat.sessionId === to)) {
        state.chats.push({ sessionId: to, name: null, messages: [], timeStamp: now, createdAt: now, documents: [] });
      }
      state.activeSessionId = to;
    },
    /** The open chat's rows and documents as the conversation holds them now. */
    scosChatSynced(state, action: PayloadAction<{ sessionId: string; messages: StoredScosRow[]; documents: string[]; now: number }>) {
      const { sessionId, messages, documents, now } = action.payload;
      const chat = state.chats.find((candidate) => candidate.sessionId === sessionId);
      if (!chat) return;
      chat.messages = messages;
      chat.documents = documents;
      chat.timeStamp = touched(chat.timeStamp, now);
    },
    scosChatRenamed(state, action: PayloadAction<{ sessionId: string; name: string; now: number }>) {
      const chat = state.chats.find((candidate) => candidate.sessionId === action.payload.sessionId);
      if (!chat || chat.name === action.payload.name) return;
      chat.name = action.payload.name;
      chat.timeStamp = touched(chat.timeStamp, action.payload.now);
    },
    scosChatDeleted(state, action: PayloadAction<{ sessionId: string }>) {
      state.chats = withoutChats(state.chats, [action.payload.sessionId]);
      if (state.activeSessionId === action.payload.sessionId) state.activeSessionId = null;
    },
    /** Confirmed in the expired-chats dialog. */
    scosChatsExpired(state, action: PayloadAction<{ sessionIds: string[] }>) {
      state.chats = withoutChats(state.chats, action.payload.sessionIds);
      if (state.activeSessionId && action.payload.sessionIds.includes(state.activeSessionId)) state.activeSessionId = null;
    },
    /** An upload replaces the entry with the same file name (tools.md §4). */
    scosDocumentAdded(state, action: PayloadAction<{ name: string; hash: string; now: number }>) {
      const { name, hash, now } = action.payload;
      state.documents = [...state.documents.filter((document) => document.option.label !== name), { timeStamp: now, option: { label: name, value: hash } }];
    },
    /** Removed from the list and from every chat. */
    scosDocumentsDeleted(state, action: PayloadAction<{ hashes: string[]; now: number }>) {
      const gone = new Set(action.payload.hashes);
      state.documents = state.documents.filter((document) => !gone.has(document.option.value));
      for (const chat of state.chats) {
        if (chat.documents.some((hash) => gone.has(hash))) {
          chat.documents = chat.documents.filter((hash) => !gone.has(hash));
          chat.timeStamp = touched(chat.timeStamp, action.payload.now);
        }
      }
    },
    scosChatsLoaded(state, action: PayloadAction<{ chats: ScosChat[] }>) {
      state.chats = action.payload.chats;
    },
    scosDocumentsLoaded(state, action: PayloadAction<{ documents: UploadedDocument[] }>) {
      state.documents = action.payload.documents;
    },
    /** Another user (or nobody): nothing of the last one's stays in memory. */
    scosScopeChanged: () => initialState,
  },
});

export const {
  scosChatOpened, scosChatSynced, scosChatRenamed, scosChatDeleted, scosChatsExpired, scosDocumentAdded, scosDocumentsDeleted,
  scosChatsLoaded, scosDocumentsLoaded, scosScopeChanged,
} = scosChatsSlice.actions;

// Injected when the demo opens; before that its state is the initial one.
const sliceOf = (state: RootState): ScosChatsState => state.scosChats ?? initialState;
export const selectScosChatList = (state: RootState) => sliceOf(state).chats;
export const selectScosDocuments = (state: RootState) => sliceOf(state).documents;
export const selectScosActiveSessionId = (state: RootState) => sliceOf(state).activeSessionId;
/** Last changed first. */
export const selectScosChats = createSelector([selectScosChatList], (chats) => [...chats].sort((a, b) => b.timeStamp - a.timeStamp));
export const selectScosChat = (state: RootState, sessionId: string | null) => sliceOf(state).chats.find((chat) => chat.sessionId === sessionId) ?? null;
/** Created more than SCOS_CHAT_EXPIRY_MS before `now`. */
export const expiredScosChats = (chats: readonly ScosChat[], now: number) => chats.filter((chat) => now - chat.createdAt > SCOS_CHAT_EXPIRY_MS);
export const expiredScosDocuments = (documents: readonly UploadedDocument[], now: number) =>
  documents.filter((document) => now - document.timeStamp > SCOS_DOCUMENT_EXPIRY_MS);

// Declaration merging needs an interface (a type alias cannot merge), and this one adds no members
// of its own: the rule's empty-interface warning does not apply (as in store/store.ts).
declare module './store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyLoadedSlices extends WithSlice<typeof scosChatsSlice> {}
}
