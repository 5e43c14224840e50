import { createSelector, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { AnswerEnd } from '../domain/answer-end';
import type { Chat, ChatMessage } from '../domain/chat';
import type { AnswerSource } from '../domain/answer-source';
import { chatIn, chatListReducers, dropIfEmpty, isEmptyAndUnnamed, type ChatListState } from './chat-list';
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

/** Every component's chats (the stored list); the page shows those of `component`. */
export interface RegistryChatsState extends ChatListState<RegistryChat> {
  /** The set component's key; null until one is set. */
  component: string | null;
}

const initialState: RegistryChatsState = { items: [], component: null, activeSessionId: null };

const list = chatListReducers<RegistryChat, RegistryChatsState>({
  /** The open chat must be one of the set component's. */
  keepActive(state) {
    if (chatIn(state.items, state.activeSessionId)?.component !== state.component) state.activeSessionId = null;
  },
});

/** A complete answer keeps the passages it drew on (the stream named them, tools.md §4 "Retrieval studio"). */
function withSources(settled: RegistryChat, { text, end, sources }: { text: string; end: AnswerEnd; sources: AnswerSource[] }): RegistryChat {
  const last = settled.messages.at(-1);
  if (end.status !== 'complete' || sources.length === 0 || last?.role !== 'assistant' || last.content !== text) return settled;
  return { ...settled, messages: [...settled.messages.slice(0, -1), { ...last, sources }] };
}

export const registryChatsSlice = createSlice({
  name: 'registryChats',
  initialState,
  reducers: {
    /** tools.md §4 "Retrieval studio": setting a component shows its chats and clears the current chat. */
    registryComponentSet(state, action: PayloadAction<{ component: string | null }>) {
      state.items = dropIfEmpty(state.items, state.activeSessionId, isEmptyAndUnnamed);
      state.component = action.payload.component;
      state.activeSessionId = null;
    },
    /** A new, empty chat with the set component becomes the open one. */
    registryChatStarted: list.started(({ component }, sessionId, now) =>
      component === null ? null : { sessionId, component, name: null, messages: [], timeStamp: now, createdAt: now, documents: [] }),
    /** The chat is named after its first question. */
    registryMessageSent: list.messageSent((chat, content) => {
      chat.name ??= content.slice(0, 60);
    }),
    /** The answer ended: settled as in the general chat (domain/answer-end.ts), with its sources when it is complete. */
    registryAnswerEnded: list.answerEnded<{ sessionId: string; text: string; end: AnswerEnd; sources: AnswerSource[]; ledgerId?: string }>(withSources),
    registryMessageEdited: list.messageEdited,
    registryMessageResent: list.messageResent,
    registryLastMessageDeleted: list.lastMessageDeleted,
    registryChatDeleted: list.chatDeleted,
    registryChatSwitched: (state, action: PayloadAction<{ to: string }>) => list.chatSwitched(state, action),
    registryChatsLoaded: list.chatsLoaded,
    registryChatsMerged: list.chatsMerged,
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
