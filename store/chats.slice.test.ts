import { describe, expect, it } from 'vitest';
import type { Storage } from 'redux-persist';
import type { AnswerEnd } from '../domain/answer-end';
import type { Chat } from '../domain/chat';
import { chatSentinels } from '../domain/chat-sentinels';
import {
  answerEnded, AUTO_NAME_MIN_MESSAGES, chatAutoNamed, chatDeleted, chatDocumentsSelected, chatRenamed, chatsExpired,
  chatsLoaded, chatStarted, chatSwitched, lastMessageDeleted, messageEdited, messageResent, messageSent, needsAutoName, newSessionId,
  renameProblem, searchChats, selectActiveChat, selectActiveSessionId, selectChats, selectChatSearchResults, selectExpiredChats,
} from './chats.slice';
import { documentsDeleted, historyScopeChanged } from './documents.slice';
import { makeStore } from './store';

const noStorage: Storage = { getItem: async () => null, setItem: async () => undefined, removeItem: async () => undefined };
const t0 = 1_800_000_000_000;
const TYPING_PLACEHOLDER = chatSentinels.typing;
const GENERIC_ERROR = chatSentinels.generic;
const typing = { role: 'assistant', content: TYPING_PLACEHOLDER };
const ended = (end: AnswerEnd, text: string, now?: number) => answerEnded({ sessionId: 'session_a', text, end, ...(now === undefined ? {} : { now }) });
const user = (content: string) => ({ role: 'user', content });
const assistant = (content: string) => ({ role: 'assistant', content });

function withChat(sessionId = 'session_a') {
  const store = makeStore({}, { storage: noStorage });
  store.dispatch(chatStarted({ sessionId, now: t0 }));
  const chat = () => selectActiveChat(store.getState())!;
  return { store, chat };
}

function exchange(store: ReturnType<typeof withChat>['store'], question: string, answer: string, now = t0) {
  store.dispatch(messageSent({ sessionId: 'session_a', content: question, now }));
  store.dispatch(ended({ status: 'complete' }, answer, now));
}

describe('a conversation', () => {
  it('a new chat is empty, active, and has a session_<uuid> id', () => {
    const { chat } = withChat();
    expect(chat()).toEqual({ sessionId: 'session_a', name: null, messages: [], timeStamp: t0, createdAt: t0, documents: [] });
    expect(newSessionId()).toMatch(/^session_[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('sending appends the question and a typing placeholder; a second send waits for the answer', () => {
    const { store, chat } = withChat();
    store.dispatch(messageSent({ sessionId: 'session_a', content: 'Hi', now: t0 + 5 }));
    store.dispatch(messageSent({ sessionId: 'session_a', content: 'again', now: t0 + 6 }));
    expect(chat().messages).toEqual([user('Hi'), typing]);
    expect(chat().timeStamp).toBe(t0 + 5);
  });

  it('the finished answer replaces the placeholder; a failure puts the error sentinel there', () => {
    const { store, chat } = withChat();
    exchange(store, 'Hi', 'Hello');
    store.dispatch(messageSent({ sessionId: 'session_a', content: 'More', now: t0 }));
    store.dispatch(ended({ status: 'http', code: 429, detail: null }, ''));
    expect(chat().messages).toEqual([user('Hi'), assistant('Hello'), user('More'), assistant('\u0000error:rate-limit')]);
  });

  it('the answer keeps the context receipt it came with; an error in its place, or no answer, keeps none', () => {
    const { store, chat } = withChat();
    const receipt = { documents: [], tokens: 0, truncated: false };
    const endedWith = (end: AnswerEnd, text: string) => answerEnded({ sessionId: 'session_a', text, end, receipt });
    store.dispatch(messageSent({ sessionId: 'session_a', content: 'Q1' }));
    store.dispatch(endedWith({ status: 'complete' }, 'A1'));
    expect(chat().messages.at(-1)).toEqual({ ...assistant('A1'), receipt });
    store.dispatch(messageSent({ sessionId: 'session_a', content: 'Q2' }));
    store.dispatch(endedWith({ status: 'stream-error', error: 'busy' }, 'half'));
    expect(chat().messages.at(-1)).toEqual(assistant(chatSentinels.rateLimit));
    store.dispatch(messageSent({ sessionId: 'session_a', content: 'Q3' }));
    store.dispatch(endedWith({ status: 'canceled' }, ''));
    expect(chat().messages.at(-1)).toEqual(user('Q3'));
  });

  it('a kept answer (its backend keeps it): the placeholder carries its id; the page going leaves it waiting with the text so far', () => {
    const { store, chat } = withChat();
    store.dispatch(messageSent({ sessionId: 'session_a', content: 'Hi', answerId: 'answer-1', now: t0 + 1 }));
    expect(chat().messages.at(-1)).toEqual({ ...typing, kept: { answerId: 'answer-1', text: '' } });

    store.dispatch(answerEnded({ sessionId: 'session_a', text: 'Hel', end: { status: 'left' }, answerId: 'answer-1', now: t0 + 2 }));
    expect(chat().messages.at(-1)).toEqual({ ...typing, kept: { answerId: 'answer-1', text: 'Hel' } });
    expect(chat().timeStamp).toBe(t0 + 2);
    // A second question waits for it too.
    store.dispatch(messageSent({ sessionId: 'session_a', content: 'Hello?', now: t0 + 3 }));
    expect(chat().messages).toHaveLength(2);

    // Re-attached later, it ends like any answer.
    store.dispatch(answerEnded({ sessionId: 'session_a', text: 'Hello', end: { status: 'complete' }, answerId: 'answer-1', now: t0 + 4 }));
    expect(chat().messages).toEqual([user('Hi'), assistant('Hello')]);
  });

  it('the page going settles an answer that is not kept, or that another answer id replaced', () => {
    const { store, chat } = withChat();
    store.dispatch(messageSent({ sessionId: 'session_a', content: 'Hi', answerId: 'answer-1', now: t0 + 1 }));
    store.dispatch(answerEnded({ sessionId: 'session_a', text: 'Hel', end: { status: 'left' }, answerId: 'answer-2', now: t0 + 2 }));
    expect(chat().messages).toEqual([user('Hi'), assistant('Hel')]);

    store.dispatch(messageSent({ sessionId: 'session_a', content: 'Again', now: t0 + 3 }));
    store.dispatch(answerEnded({ sessionId: 'session_a', text: '', end: { status: 'left' }, now: t0 + 4 }));
    expect(chat().messages.at(-1)).toEqual(assistant(GENERIC_ERROR));
  });

  it('editing or resending with a kept answer puts its id on the new placeholder', () => {
    const { store, chat } = withChat();
    exchange(store, 'Hi', 'Hello');
    store.dispatch(messageEdited({ sessionId: 'session_a', index: 0, content: 'Hey', answerId: 'answer-3', now: t0 + 5 }));
    expect(chat().messages.at(-1)).toEqual({ ...typing, kept: { answerId: 'answer-3', text: '' } });
    store.dispatch(answerEnded({ sessionId: 'session_a', text: 'Hello', end: { status: 'complete' }, now: t0 + 6 }));
    store.dispatch(messageResent({ sessionId: 'session_a', index: 1, answerId: 'answer-4', now: t0 + 7 }));
    expect(chat().messages.at(-1)).toEqual({ ...typing, kept: { answerId: 'answer-4', text: '' } });
  });

  it('every change is newer than the chat it changed, even within one millisecond', () => {
    const { store, chat } = withChat();
    exchange(store, 'Hi', 'Hello', t0);
    expect(chat().timeStamp).toBe(t0 + 2);
  });

  it('stopping keeps the text streamed so far and removes an empty placeholder', () => {
    const { store, chat } = withChat();
    store.dispatch(messageSent({ sessionId: 'session_a', content: 'Hi', now: t0 }));
    store.dispatch(ended({ status: 'canceled' }, 'Hel'));
    store.dispatch(messageSent({ sessionId: 'session_a', content: 'Again', now: t0 }));
    store.dispatch(ended({ status: 'canceled' }, '  '));
    expect(chat().messages).toEqual([user('Hi'), assistant('Hel'), user('Again')]);
  });

  it('a 401 drops the last question and its placeholder', () => {
    const { store, chat } = withChat();
    exchange(store, 'Hi', 'Hello');
    store.dispatch(messageSent({ sessionId: 'session_a', content: 'More', now: t0 }));
    store.dispatch(ended({ status: 'http', code: 401, detail: null }, ''));
    expect(chat().messages).toEqual([user('Hi'), assistant('Hello')]);
  });

  it('editing a question replaces it, drops everything after it and asks again', () => {
    const { store, chat } = withChat();
    exchange(store, 'Hi', 'Hello');
    exchange(store, 'Two', 'Answer two');
    store.dispatch(messageEdited({ sessionId: 'session_a', index: 0, content: 'Hey', now: t0 }));
    expect(chat().messages).toEqual([user('Hey'), typing]);
    store.dispatch(messageEdited({ sessionId: 'session_a', index: 1, content: 'not a question', now: t0 }));
    expect(chat().messages).toEqual([user('Hey'), typing]);
  });

  it('resending from a question or from its answer asks that question again', () => {
    const { store, chat } = withChat();
    exchange(store, 'Hi', 'Hello');
    exchange(store, 'Two', 'Answer two');
    store.dispatch(messageResent({ sessionId: 'session_a', index: 3, now: t0 }));
    expect(chat().messages).toEqual([user('Hi'), assistant('Hello'), user('Two'), typing]);
    store.dispatch(ended({ status: 'complete' }, 'New two', t0));
    store.dispatch(messageResent({ sessionId: 'session_a', index: 0, now: t0 }));
    expect(chat().messages).toEqual([user('Hi'), typing]);
  });

  it('delete-last removes the last message', () => {
    const { store, chat } = withChat();
    exchange(store, 'Hi', 'Hello');
    store.dispatch(lastMessageDeleted({ sessionId: 'session_a' }));
    expect(chat().messages).toEqual([user('Hi')]);
  });
});

describe('naming', () => {
  it('rename stores the trimmed name; the view checks empty and taken names first', () => {
    const { store, chat } = withChat();
    store.dispatch(chatRenamed({ sessionId: 'session_a', name: '  Plans  ' }));
    expect(chat().name).toBe('Plans');
    store.dispatch(chatStarted({ sessionId: 'session_b', now: t0 }));
    const chats = selectChats(store.getState());
    expect(renameProblem(chats, 'session_b', '   ')).toBe('empty');
    expect(renameProblem(chats, 'session_b', ' Plans ')).toBe('taken');
    expect(renameProblem(chats, 'session_a', 'Plans')).toBeNull();
    expect(renameProblem(chats, 'session_b', 'plans')).toBeNull();
  });

  it(`auto-naming waits for ${AUTO_NAME_MIN_MESSAGES} real messages and never overrides the user's name`, () => {
    const { store, chat } = withChat();
    store.dispatch(messageSent({ sessionId: 'session_a', content: 'Hi', now: t0 }));
    expect(needsAutoName(chat())).toBe(false);
    store.dispatch(ended({ status: 'network', message: 'Failed to fetch' }, ''));
    expect(needsAutoName(chat())).toBe(false);
    exchange(store, 'Again', 'Hello');
    expect(needsAutoName(chat())).toBe(true);
    store.dispatch(chatRenamed({ sessionId: 'session_a', name: 'Mine' }));
    store.dispatch(chatAutoNamed({ sessionId: 'session_a', name: 'Greeting' }));
    expect(chat().name).toBe('Mine');
    store.dispatch(chatAutoNamed({ sessionId: 'session_a', name: 'Greeting', replace: true }));
    expect(chat().name).toBe('Greeting');
    expect(needsAutoName(chat())).toBe(false);
  });
});

describe('the chat list', () => {
  it('switching away drops a chat with no messages and no name, and only such a chat', () => {
    const { store } = withChat();
    exchange(store, 'Hi', 'Hello');
    store.dispatch(chatStarted({ sessionId: 'session_b', now: t0 + 1 }));
    store.dispatch(chatSwitched({ from: 'session_b', to: 'session_a' }));
    expect(selectChats(store.getState()).map((c) => c.sessionId)).toEqual(['session_a']);
    store.dispatch(chatStarted({ sessionId: 'session_c', now: t0 + 2 }));
    store.dispatch(chatRenamed({ sessionId: 'session_c', name: 'Named', now: t0 + 3 }));
    store.dispatch(chatStarted({ sessionId: 'session_d', now: t0 + 4 }));
    store.dispatch(chatSwitched({ from: 'session_d', to: 'session_c' }));
    expect(selectChats(store.getState()).map((c) => c.sessionId)).toEqual(['session_c', 'session_a']);
    expect(selectActiveSessionId(store.getState())).toBe('session_c');
  });

  it('switching without dropping a chat leaves the list as it was (nothing to save)', () => {
    const { store } = withChat();
    exchange(store, 'Hi', 'Hello');
    const before = store.getState().chats.items;
    store.dispatch(chatSwitched({ from: null, to: 'session_a' }));
    store.dispatch(chatSwitched({ from: 'session_a', to: 'session_a' }));
    expect(store.getState().chats.items).toBe(before);
  });

  it('starting a new chat drops the active one if it is still empty and unnamed', () => {
    const { store } = withChat();
    store.dispatch(chatStarted({ sessionId: 'session_b', now: t0 + 1 }));
    expect(selectChats(store.getState()).map((c) => c.sessionId)).toEqual(['session_b']);
  });

  it('is listed last changed first; deleting the active chat leaves none active', () => {
    const { store } = withChat();
    store.dispatch(messageSent({ sessionId: 'session_a', content: 'Hi', now: t0 }));
    store.dispatch(chatStarted({ sessionId: 'session_b', now: t0 + 10 }));
    store.dispatch(messageSent({ sessionId: 'session_b', content: 'Hi', now: t0 + 11 }));
    store.dispatch(ended({ status: 'complete' }, 'Hello', t0 + 20));
    expect(selectChats(store.getState()).map((c) => c.sessionId)).toEqual(['session_a', 'session_b']);
    store.dispatch(chatDeleted({ sessionId: 'session_b' }));
    expect(selectActiveSessionId(store.getState())).toBeNull();
  });

  it('deleted documents leave every chat that used them, and only those chats change', () => {
    const { store, chat } = withChat();
    store.dispatch(chatRenamed({ sessionId: 'session_a', name: 'Docs', now: t0 }));
    store.dispatch(chatDocumentsSelected({ sessionId: 'session_a', documents: ['h1', 'h2', 'h1'], now: t0 + 1 }));
    store.dispatch(chatStarted({ sessionId: 'session_b', now: t0 + 2 }));
    store.dispatch(chatRenamed({ sessionId: 'session_b', name: 'Other', now: t0 + 2 }));
    store.dispatch(chatDocumentsSelected({ sessionId: 'session_b', documents: ['h3'], now: t0 + 3 }));
    store.dispatch(chatSwitched({ from: 'session_b', to: 'session_a' }));
    const other = () => selectChats(store.getState()).find((c) => c.sessionId === 'session_b');
    const untouched = other();
    store.dispatch(documentsDeleted({ hashes: ['h1'], now: t0 + 50 }));
    expect(chat()).toMatchObject({ documents: ['h2'], timeStamp: t0 + 50 });
    expect(other()).toBe(untouched);
  });

  it('chats created more than 90 days ago are listed as expired and removed on confirm', () => {
    // The ages written out (90 days = 7,776,000,000 ms, 1 hour = 3,600,000 ms), so a wrong constant fails.
    const { store } = withChat();
    store.dispatch(messageSent({ sessionId: 'session_a', content: 'old, but used lately', now: t0 + 7_776_000_000 }));
    store.dispatch(chatStarted({ sessionId: 'session_b', now: t0 + 3_600_000 }));
    expect(selectExpiredChats(store.getState(), t0 + 7_776_000_000)).toEqual([]);
    // session_a is 90 days + 1 ms old, session_b 89 days 23 hours + 1 ms.
    const now = t0 + 7_776_000_001;
    expect(selectExpiredChats(store.getState(), now).map((c) => c.sessionId)).toEqual(['session_a']);
    store.dispatch(chatsExpired({ sessionIds: ['session_a'] }));
    expect(selectExpiredChats(store.getState(), now)).toEqual([]);
    expect(selectChats(store.getState()).map((c) => c.sessionId)).toEqual(['session_b']);
  });

  it('a placeholder left from an earlier page becomes the generic error on load, unless this page still waits for it', () => {
    const stored = (sessionId: string): Chat => ({
      sessionId, name: 'n', messages: [user('Hi') as Chat['messages'][number], typing as Chat['messages'][number]], timeStamp: t0, createdAt: t0, documents: [],
    });
    const { store } = withChat('session_live');
    store.dispatch(messageSent({ sessionId: 'session_live', content: 'Hi', now: t0 }));
    store.dispatch(chatsLoaded({ chats: [stored('session_old'), stored('session_live')] }));
    const byId = Object.fromEntries(selectChats(store.getState()).map((c) => [c.sessionId, c.messages.at(-1)?.content]));
    expect(byId).toEqual({ session_old: GENERIC_ERROR, session_live: TYPING_PLACEHOLDER });
    expect(selectActiveSessionId(store.getState())).toBe('session_live');
  });

  it('a placeholder waiting for a kept answer stays on load, with its text so far; one that is not the last message is lost', () => {
    const waiting = { role: 'assistant' as const, content: TYPING_PLACEHOLDER, kept: { answerId: 'answer-1', text: 'Die erste Hälfte' } };
    const stored = (sessionId: string, messages: Chat['messages']): Chat => ({ sessionId, name: 'n', messages, timeStamp: t0, createdAt: t0, documents: [] });
    const { store } = withChat('session_other');
    store.dispatch(chatsLoaded({
      chats: [stored('session_kept', [user('Hi') as Chat['messages'][number], waiting]), stored('session_odd', [waiting, user('Hi') as Chat['messages'][number]])],
    }));
    const byId = Object.fromEntries(selectChats(store.getState()).map((c) => [c.sessionId, c.messages]));
    expect(byId.session_kept?.at(-1)).toEqual(waiting);
    expect(byId.session_odd?.[0]).toEqual(assistant(GENERIC_ERROR));
  });

  it('a new storage scope (tenant or user) empties the list and the active chat', () => {
    const { store } = withChat();
    store.dispatch(historyScopeChanged({ tenant: 'trial', userId: 'bob' }));
    expect(selectChats(store.getState())).toEqual([]);
    expect(selectActiveChat(store.getState())).toBeNull();
  });
});

describe('search', () => {
  const chat = (i: number, name: string | null, ...contents: string[]): Chat => ({
    sessionId: `session_${i}`, name, timeStamp: t0 + i, createdAt: t0, documents: [],
    messages: contents.map((content, n) => ({ role: n % 2 ? 'assistant' : 'user', content })),
  });

  it('matches names and message contents, case-insensitively, never the sentinels', () => {
    const chats = [chat(1, 'Travel Plans', 'hi'), chat(2, null, 'What about ÄPFEL?', 'Apples'), chat(3, null, 'x', TYPING_PLACEHOLDER)];
    expect(searchChats(chats, ' travel ').map((c) => c.sessionId)).toEqual(['session_1']);
    expect(searchChats(chats, 'äpfel').map((c) => c.sessionId)).toEqual(['session_2']);
    expect(searchChats(chats, 'typing')).toEqual([]);
    expect(searchChats(chats, '  ')).toBe(chats);
  });

  it('searches 2,000 chats through the store, last changed first', () => {
    const many = Array.from({ length: 2000 }, (_, i) => chat(i, `Chat ${i}`, `question ${i}`, i % 500 === 0 ? 'the NEEDLE is here' : 'no'));
    const store = makeStore({}, { storage: noStorage });
    store.dispatch(chatsLoaded({ chats: many }));
    const found = selectChatSearchResults(store.getState(), 'needle').map((c) => c.sessionId);
    expect(found).toEqual(['session_1500', 'session_1000', 'session_500', 'session_0']);
    expect(selectChatSearchResults(store.getState(), 'needle')).toBe(selectChatSearchResults(store.getState(), 'needle'));
  });
});
