import { original, type Draft, type PayloadAction } from '@reduxjs/toolkit';
import { settleAnswer, settledChat, touchedAt, type AnswerEnd } from '../domain/answer-end';
import type { Chat, ChatMessage, KeptAnswer } from '../domain/chat';
import { chatSentinels } from '../domain/chat-sentinels';
import type { ContextReceipt } from '../domain/context-receipt';

/**
 * The chat-list kit: the reducers every tool's list of chats shares (the general chat's, the
 * registry's, the customer-service demo's). A slice spreads them under its own action names, so
 * what a slice holds and what it stores stay its own.
 */

/** What a list of chats holds in memory: the chats, and the open one (null: none). */
export interface ChatListState<C> {
  items: C[];
  activeSessionId: string | null;
}

export type Stamped<P> = P & { now: number };

/** A reducer taking `now`; the action creator reads the clock when the caller passes none. */
export function stamped<S, P extends object>(change: (state: S, payload: Stamped<P>) => void) {
  return {
    reducer: (state: S, action: PayloadAction<Stamped<P>>) => change(state, action.payload),
    prepare: (payload: P & { now?: number }) => ({ payload: { ...payload, now: payload.now ?? Date.now() } }),
  };
}

/** The chat with that session id, if the list has it. */
export const chatIn = <C extends { sessionId: string }>(items: readonly C[], sessionId: string | null) =>
  items.find((chat) => chat.sessionId === sessionId);

/** tools.md §4: the chat left behind is dropped when it counts as empty (the tools count differently). */
export function dropIfEmpty<C extends { sessionId: string }>(items: C[], sessionId: string | null, isEmpty: (chat: C) => boolean): C[] {
  const left = chatIn(items, sessionId);
  return left && isEmpty(left) ? items.filter((chat) => chat !== left) : items;
}

/** Only those not in `sessionIds` (deleted, or expired in the expired-chats dialog). */
export const withoutChats = <C extends { sessionId: string }>(items: C[], sessionIds: readonly string[]) => {
  const gone = new Set(sessionIds);
  return items.filter((chat) => !gone.has(chat.sessionId));
};

/** The typing placeholder an answer streams into; with `answerId`, one the backend keeps (it can outlive the page). */
export const placeholder = (answerId?: string): ChatMessage =>
  answerId ? { role: 'assistant', content: chatSentinels.typing, kept: { answerId, text: '' } } : { role: 'assistant', content: chatSentinels.typing };
export const isPlaceholder = (message: ChatMessage | undefined) => message?.role === 'assistant' && message.content === chatSentinels.typing;
/** The kept answer a chat's last message waits for (an earlier page's, or another tab's), if any. */
export const keptAnswerOf = (chat: Chat | undefined): KeptAnswer | undefined => {
  const last = chat?.messages.at(-1);
  return isPlaceholder(last) ? last?.kept : undefined;
};
export const isEmptyAndUnnamed = (chat: Chat) => chat.messages.length === 0 && chat.name === null;

/** An answer that ended: in which chat, with what text, how, and what it read when its backend told. */
export interface AnswerEnded {
  sessionId: string;
  text: string;
  end: AnswerEnd;
  receipt?: ContextReceipt;
  /** The answer's ledger row, when its last line named one (what a vote on it names). */
  ledgerId?: string;
  /** A kept answer's id: one `left` with the page waits, with its text so far, for a later page to re-attach. */
  answerId?: string;
}

/** The chat with its kept answer still waiting, now showing `text`; undefined when it waits for no such answer. */
function withKeptText<C extends Chat>(chat: C, answerId: string, text: string, now: number): C | undefined {
  if (keptAnswerOf(chat)?.answerId !== answerId) return undefined;
  const messages = [...chat.messages.slice(0, -1), { ...placeholder(answerId), kept: { answerId, text } }];
  return { ...chat, messages, timeStamp: touchedAt(chat.timeStamp, now) };
}

/**
 * The chat waits for another answer than `answerId`'s: a question was asked since (perhaps in
 * another tab), so the end of `answerId` (followed here, or left by this page) settles nothing.
 */
const waitsForAnother = (chat: Chat, answerId: string | undefined) =>
  answerId !== undefined && isPlaceholder(chat.messages.at(-1)) && keptAnswerOf(chat)?.answerId !== answerId;

/** A placeholder nothing will fill: one without a kept answer (its page is gone), or one that is not the last message. */
const lostPlaceholder = (message: ChatMessage, index: number, messages: readonly ChatMessage[]) =>
  isPlaceholder(message) && (message.kept === undefined || index < messages.length - 1);

/**
 * A chat read from storage or from a take-along file, its lost placeholders settled as the generic
 * error (tools.md §4); a kept answer's stays waiting, for a page to re-attach. Unchanged: the same chat.
 */
export function withLostPlaceholdersSettled<C extends Chat>(chat: C): C {
  if (!chat.messages.some(lostPlaceholder)) return chat;
  const messages = chat.messages.map((m, index, all) => (lostPlaceholder(m, index, all) ? { role: 'assistant' as const, content: chatSentinels.generic } : m));
  return { ...chat, messages };
}

/** What a page leaving mid-answer keeps: a kept answer waits with its text so far, any other is settled as `left`. */
export function leftAnswer<C extends Chat>(chat: C, { content, answerId }: { content: string; answerId?: string }, now: number): C {
  if (waitsForAnother(chat, answerId)) return chat;
  const kept = answerId === undefined ? undefined : withKeptText(chat, answerId, content, now);
  // settledChat copies the chat with all its fields: what it returns is a C.
  return kept ?? (settledChat(chat, settleAnswer({ status: 'left' }, content), now) as C);
}

/**
 * The settled answer keeps its receipt and its ledger id when it is the streamed text (not an
 * error in its place: a vote names an answer the user read).
 */
function withReceipt<C extends Chat>(settled: C, { text, receipt, ledgerId }: AnswerEnded): C {
  const last = settled.messages.at(-1);
  if ((!receipt && !ledgerId) || text === '' || last?.role !== 'assistant' || last.content !== text) return settled;
  return { ...settled, messages: [...settled.messages.slice(0, -1), { ...last, ...(receipt ? { receipt } : {}), ...(ledgerId ? { ledgerId } : {}) }] };
}

export interface ChatListOptions<S> {
  /** Clears the open chat when the list no longer shows it. */
  keepActive: (state: S) => void;
}

/**
 * The reducers of a list of question-and-answer chats (domain/chat.ts): a question and its typing
 * placeholder, an answer settled into it (domain/answer-end.ts), edits, resends and deletions,
 * and the list read from storage or merged with another tab's.
 */
export function chatListReducers<C extends Chat, S extends ChatListState<C>>({ keepActive }: ChatListOptions<S>) {
  /** Changes the chat with that session id, if any, and stamps it unless `change` says nothing changed (false). */
  function onChat<P extends { sessionId: string }>(change: (chat: C, payload: Stamped<P>) => boolean | void) {
    return stamped<S, P>((state, payload) => {
      const chat = chatIn(state.items, payload.sessionId);
      if (chat && change(chat, payload) !== false) chat.timeStamp = touchedAt(chat.timeStamp, payload.now);
    });
  }

  return {
    onChat,
    /** A new, empty chat becomes the open one (`create` may refuse); an empty unnamed open chat is dropped. */
    started: (create: (state: S, sessionId: string, now: number) => C | null) =>
      stamped<S, { sessionId: string }>((state, { sessionId, now }) => {
        if (chatIn(state.items, sessionId)) return;
        const chat = create(state, sessionId, now);
        if (!chat) return;
        state.items = dropIfEmpty(state.items, state.activeSessionId, isEmptyAndUnnamed);
        state.items.push(chat);
        state.activeSessionId = sessionId;
      }),
    /**
     * The user message and the assistant's typing placeholder (with `answerId`, a kept answer's);
     * ignored while an answer is pending.
     */
    messageSent: (also: (chat: C, content: string) => void = () => undefined) =>
      onChat<{ sessionId: string; content: string; answerId?: string }>((chat, { content, answerId }) => {
        if (isPlaceholder(chat.messages.at(-1))) return false;
        also(chat, content);
        chat.messages.push({ role: 'user', content }, placeholder(answerId));
      }),
    /**
     * The answer streamed into the placeholder ended: what that leaves in the chat is
     * `settleAnswer`'s (tools.md §8); `finish` may add to the settled answer (the registry's sources).
     */
    answerEnded: <P extends AnswerEnded = AnswerEnded>(finish: (settled: C, payload: Stamped<P>) => C = (settled) => settled) =>
      stamped<S, P>((state, payload) => {
        const index = state.items.findIndex((chat) => chat.sessionId === payload.sessionId);
        if (index < 0) return;
        // The chat as it was, not its draft: settling it copies only what changes.
        const chat = original(state.items[index] as Draft<C>) ?? state.items[index]!;
        if (waitsForAnother(chat, payload.answerId)) return;
        // A kept answer the page left waits, with its text so far, for a later page to re-attach.
        const waiting = payload.end.status === 'left' && payload.answerId !== undefined ? withKeptText(chat, payload.answerId, payload.text, payload.now) : undefined;
        if (waiting) {
          state.items[index] = waiting;
          return;
        }
        // settledChat copies the chat with all its fields: what it returns is a C.
        const settled = settledChat(chat, settleAnswer(payload.end, payload.text), payload.now) as C;
        if (settled !== chat) state.items[index] = finish(withReceipt(settled, payload), payload);
      }),
    /** A user message replaced; everything after it goes, and the question is asked again. */
    messageEdited: onChat<{ sessionId: string; index: number; content: string; answerId?: string }>((chat, { index, content, answerId }) => {
      if (chat.messages[index]?.role !== 'user') return false;
      chat.messages.splice(index);
      chat.messages.push({ role: 'user', content }, placeholder(answerId));
    }),
    /** Asked again from a user message, or from an answer (its question is asked again). */
    messageResent: onChat<{ sessionId: string; index: number; answerId?: string }>((chat, { index, answerId }) => {
      const role = chat.messages[index]?.role;
      const question = role === 'user' ? index : role === 'assistant' && chat.messages[index - 1]?.role === 'user' ? index - 1 : -1;
      if (question < 0) return false;
      chat.messages.splice(question + 1);
      chat.messages.push(placeholder(answerId));
    }),
    lastMessageDeleted: onChat<{ sessionId: string }>((chat) => chat.messages.pop() !== undefined),
    chatDeleted(state: S, action: PayloadAction<{ sessionId: string }>) {
      state.items = withoutChats(state.items, [action.payload.sessionId]);
      keepActive(state);
    },
    /** tools.md §4: the chat left behind (`from`, else the open one) is dropped if it has no messages and no name. */
    chatSwitched(state: S, action: PayloadAction<{ from?: string | null; to: string }>) {
      const { from = state.activeSessionId, to } = action.payload;
      // Only a real drop changes the list: an unchanged list is no change to save.
      if (from !== to) state.items = dropIfEmpty(state.items, from, isEmptyAndUnnamed);
      state.activeSessionId = to;
      keepActive(state);
    },
    /** Confirmed in the expired-chats dialog. */
    chatsExpired(state: S, action: PayloadAction<{ sessionIds: string[] }>) {
      state.items = withoutChats(state.items, action.payload.sessionIds);
      keepActive(state);
    },
    /**
     * Read from storage. A typing placeholder left over from an earlier page becomes the generic
     * error (tools.md §4), except in a chat whose answer this page is still waiting for, and one
     * whose answer the backend keeps (it waits for the chat to re-attach).
     */
    chatsLoaded(state: S, action: PayloadAction<{ chats: C[] }>) {
      const waiting = new Set(state.items.filter((chat) => isPlaceholder(chat.messages.at(-1))).map((chat) => chat.sessionId));
      state.items = action.payload.chats.map((chat) => (waiting.has(chat.sessionId) ? chat : withLostPlaceholdersSettled(chat)));
      keepActive(state);
    },
    /** Our list merged with what another tab saved; chats unchanged here keep their identity. */
    chatsMerged(state: S, action: PayloadAction<{ chats: C[] }>) {
      state.items = action.payload.chats;
      keepActive(state);
    },
  };
}
