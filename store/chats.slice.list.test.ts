import { describe, expect, it } from 'vitest';
import type { Chat } from '../domain/chat';
import { chatDeleted, chatDocumentsSelected, chatRenamed, chatsExpired, chatsLoaded, chatStarted, chatSwitched, messageSent, searchChats, selectActiveChat, selectActiveSessionId, selectChats, selectChatSearchResults, selectExpiredChats } from './chats.slice';
import { noStorage, t0, TYPING_PLACEHOLDER, GENERIC_ERROR, typing, ended, user, assistant, withChat, exchange } from './chats.slice.test-support';
import { documentsDeleted, historyScopeChanged } from './documents.slice';
import { makeStore } from './store';

/** The chats slice, the list side: switching, deleting, expiry, loading, scopes and search. */
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
