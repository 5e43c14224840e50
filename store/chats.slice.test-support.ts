import type { Storage } from 'redux-persist';
import type { AnswerEnd } from '../domain/answer-end';
import { chatSentinels } from '../domain/chat-sentinels';
import { answerEnded, chatStarted, messageSent, selectActiveChat } from './chats.slice';
import { makeStore } from './store';

/** The chats slice's scenarios: a store that persists nothing, one chat open at `t0`. */
export const noStorage: Storage = { getItem: async () => null, setItem: async () => undefined, removeItem: async () => undefined };
export const t0 = 1_800_000_000_000;
export const TYPING_PLACEHOLDER = chatSentinels.typing;
export const GENERIC_ERROR = chatSentinels.generic;
export const typing = { role: 'assistant', content: TYPING_PLACEHOLDER };
export const ended = (end: AnswerEnd, text: string, now?: number) => answerEnded({ sessionId: 'session_a', text, end, ...(now === undefined ? {} : { now }) });
export const user = (content: string) => ({ role: 'user', content });
export const assistant = (content: string) => ({ role: 'assistant', content });

export function withChat(sessionId = 'session_a') {
  const store = makeStore({}, { storage: noStorage });
  store.dispatch(chatStarted({ sessionId, now: t0 }));
  const chat = () => selectActiveChat(store.getState())!;
  return { store, chat };
}

export function exchange(store: ReturnType<typeof withChat>['store'], question: string, answer: string, now = t0) {
  store.dispatch(messageSent({ sessionId: 'session_a', content: question, now }));
  store.dispatch(ended({ status: 'complete' }, answer, now));
}
