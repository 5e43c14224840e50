import { createSelector, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { settleAnswer, settledChat, touchedAt, type AnswerEnd } from '../domain/answer-end';
import type { Chat, ChatMessage } from '../domain/chat';
import { chatSentinels } from '../domain/chat-sentinels';
import type { AnswerSource } from '../domain/answer-source';
import type { RootState } from './store';

/** A message of a registry chat: an answer may name the passages it drew on. */
export interface RegistryMessage extends ChatMessage {
  sources?: AnswerSource[];
}

/** A chat with one registry component (tools.md §3): kept under `ragStudioChatHistory`, keyed by its component. */
export interface RegistryChat extends Chat {
  /** `ComponentName_Environment` of the component it is held with. */
  component: string;
  messages: RegistryMessage[];
}

export interface RegistryChatsState {
  /** Every component's chats (the stored list); the page shows those of `component`. */
  items: RegistryChat[];
  /** The set component's key; null until one is set. */
  component: string | null;
  activeSessionId: string | null;
}

const initialState: RegistryChatsState = { items: [], component: null, activeSessionId: null };

const placeholder = (): RegistryMessage => ({ role: 'assistant', content: chatSentinels.typing });
const isPlaceholder = (message: ChatMessage | undefined) => message?.role === 'assistant' && message.content === chatSentinels.typing;
const isEmptyAndUnnamed = (chat: Chat) => chat.messages.length === 0 && chat.name === null;

type Stamped<P> = P & { now: number };
function stamped<P extends object>(change: (state: RegistryChatsState, payload: Stamped<P>) => void) {
  return {
    reducer: (state: RegistryChatsState, action: PayloadAction<Stamped<P>>) => change(state, action.payload),
    prepare: (payload: P & { now?: number }) => ({ payload: { ...payload, now: payload.now ?? Date.now() } }),
  };
}
/** Changes the chat with that session id, if any, and stamps it unless `change` says nothing changed (false). */
function onChat<P extends { sessionId: string }>(change: (chat: RegistryChat, payload: Stamped<P>) => boolean | void) {
  return stamped<P>((state, payload) => {
    const chat = state.items.find((candidate) => candidate.sessionId === payload.sessionId);
    if (chat && change(chat, payload) !== false) chat.timeStamp = touchedAt(chat.timeStamp, payload.now);
  });
}
/** The open chat must be one of the set component's. */
const keepActiveIfShown = (state: RegistryChatsState) => {
  const active = state.items.find((chat) => chat.sessionId === state.activeSessionId);
  if (!active || active.component !== state.component) state.activeSessionId = null;
};
/** The chat left behind is dropped if it has no messages and no name (as in the general chat, tools.md §4). */
const dropIfEmpty = (state: RegistryChatsState, sessionId: string | null) => {
  const left = state.items.find((chat) => chat.sessionId === sessionId);
  if (left && isEmptyAndUnnamed(left)) state.items = state.items.filter((chat) => chat !== left);
};

export const registryChatsSlice = createSlice({
  name: 'registryChats',
  initialState,
  reducers: {
    /** tools.md §4 "Retrieval studio": setting a component shows its chats and clears the current chat. */
    registryComponentSet(state, action: PayloadAction<{ component: string | null }>) {
      dropIfEmpty(state, state.activeSessionId);
      state.component = action.payload.component;
      state.activeSessionId = null;
    },
    /** A new, empty chat with the set component becomes the open one. */
    registryChatStarted: stamped<{ sessionId: string }>((state, { sessionId, now }) => {
      if (state.component === null || state.items.some((chat) => chat.sessionId === sessionId)) return;
      dropIfEmpty(state, state.activeSessionId);
      state.items.push({ sessionId, component: state.component, name: null, messages: [], timeStamp: now, createdAt: now, documents: [] });
      state.activeSessionId = sessionId;
    }),
    /** The user message and the typing placeholder; ignored while an answer is pending. The chat is named after its first question. */
    registryMessageSent: onChat<{ sessionId: string; content: string }>((chat, { content }) => {
      if (isPlaceholder(chat.messages.at(-1))) return false;
      chat.name ??= content.slice(0, 60);
      chat.messages.push({ role: 'user', content }, placeholder());
    }),
    /** The answer ended: settled as in the general chat (domain/answer-end.ts), with its sources when it is complete. */
    registryAnswerEnded: stamped<{ sessionId: string; text: string; end: AnswerEnd; sources: AnswerSource[] }>((state, payload) => {
      const index = state.items.findIndex((chat) => chat.sessionId === payload.sessionId);
      if (index < 0) return;
      const chat = state.items[index]!;
      const settled = settledChat(chat, settleAnswer(payload.end, payload.text), payload.now) as RegistryChat;
      if (settled === chat) return;
      const last = settled.messages.at(-1);
      if (payload.end.status === 'complete' && payload.sources.length > 0 && last?.role === 'assistant' && last.content === payload.text) {
        settled.messages[settled.messages.length - 1] = { ...last, sources: payload.sources };
      }
      state.items[index] = settled;
    }),
    registryMessageEdited: onChat<{ sessionId: string; index: number; content: string }>((chat, { index, content }) => {
      if (chat.messages[index]?.role !== 'user') return false;
      chat.messages.splice(index);
      chat.messages.push({ role: 'user', content }, placeholder());
    }),
    registryMessageResent: onChat<{ sessionId: string; index: number }>((chat, { index }) => {
      const role = chat.messages[index]?.role;
      const question = role === 'user' ? index : role === 'assistant' && chat.messages[index - 1]?.role === 'user' ? index - 1 : -1;
      if (question < 0) return false;
      chat.messages.splice(question + 1);
      chat.messages.push(placeholder());
    }),
    registryLastMessageDeleted: onChat<{ sessionId: string }>((chat) => chat.messages.pop() !== undefined),
    registryChatDeleted(state, action: PayloadAction<{ sessionId: string }>) {
      state.items = state.items.filter((chat) => chat.sessionId !== action.payload.sessionId);
      keepActiveIfShown(state);
    },
    registryChatSwitched(state, action: PayloadAction<{ to: string }>) {
      if (action.payload.to !== state.activeSessionId) dropIfEmpty(state, state.activeSessionId);
      state.activeSessionId = action.payload.to;
      keepActiveIfShown(state);
    },
    /** Read from storage; a placeholder left from an earlier page becomes the generic error (tools.md §4). */
    registryChatsLoaded(state, action: PayloadAction<{ chats: RegistryChat[] }>) {
      const waiting = new Set(state.items.filter((chat) => isPlaceholder(chat.messages.at(-1))).map((chat) => chat.sessionId));
      state.items = action.payload.chats.map((chat) =>
        waiting.has(chat.sessionId) || !chat.messages.some(isPlaceholder)
          ? chat
          : { ...chat, messages: chat.messages.map((m) => (isPlaceholder(m) ? { role: 'assistant', content: chatSentinels.generic } : m)) },
      );
      keepActiveIfShown(state);
    },
    /** Our list merged with what another tab saved. */
    registryChatsMerged(state, action: PayloadAction<{ chats: RegistryChat[] }>) {
      state.items = action.payload.chats;
      keepActiveIfShown(state);
    },
    /** Another user (or nobody): nothing of the last one's stays in memory. */
    registryScopeChanged: () => initialState,
  },
});

const componentChats = createSelector([(items: RegistryChat[]) => items, (_: RegistryChat[], component: string | null) => component], (items, component) =>
  items.filter((chat) => chat.component === component).sort((a, b) => b.timeStamp - a.timeStamp),
);

export const {
  registryComponentSet, registryChatStarted, registryMessageSent, registryAnswerEnded, registryMessageEdited, registryMessageResent,
  registryLastMessageDeleted, registryChatDeleted, registryChatSwitched, registryChatsLoaded, registryChatsMerged, registryScopeChanged,
} = registryChatsSlice.actions;
// The slice is injected when the registry opens; before that its state is the initial one.
const sliceOf = (state: RootState): RegistryChatsState => state.registryChats ?? initialState;
export const selectRegistryComponent = (state: RootState) => sliceOf(state).component;
/** The set component's chats, last changed first. */
export const selectComponentChats = (state: RootState) => componentChats(sliceOf(state).items, sliceOf(state).component);
export const selectRegistryActiveChat = (state: RootState) => {
  const { items, activeSessionId } = sliceOf(state);
  return items.find((chat) => chat.sessionId === activeSessionId) ?? null;
};

// Declaration merging needs an interface (a type alias cannot merge), and this one adds no members
// of its own: the rule's empty-interface warning does not apply (as in store/store.ts).
declare module './store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyLoadedSlices extends WithSlice<typeof registryChatsSlice> {}
}
