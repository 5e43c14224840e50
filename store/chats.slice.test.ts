import { describe, expect, it } from 'vitest';
import type { AnswerEnd } from '../domain/answer-end';
import { chatSentinels } from '../domain/chat-sentinels';
import { answerEnded, AUTO_NAME_MIN_MESSAGES, chatAutoNamed, chatRenamed, chatStarted, lastMessageDeleted, messageEdited, messageResent, messageSent, needsAutoName, newSessionId, renameProblem, selectChats } from './chats.slice';
import { t0, GENERIC_ERROR, typing, ended, user, assistant, withChat, exchange } from './chats.slice.test-support';

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

  it('the end of an answer the chat no longer waits for (a newer question took its place, perhaps in another tab) settles nothing', () => {
    const { store, chat } = withChat();
    exchange(store, 'First', 'answer one');
    store.dispatch(messageSent({ sessionId: 'session_a', content: 'Second', answerId: 'answer-2', now: t0 + 1 }));
    const waiting = chat().messages;
    for (const end of [{ status: 'complete' }, { status: 'left' }, { status: 'canceled' }] as const) {
      store.dispatch(answerEnded({ sessionId: 'session_a', text: 'answer one', end, answerId: 'answer-1', now: t0 + 2 }));
      expect(chat().messages).toBe(waiting);
    }
    store.dispatch(answerEnded({ sessionId: 'session_a', text: 'answer two', end: { status: 'complete' }, answerId: 'answer-2', now: t0 + 3 }));
    expect(chat().messages).toEqual([user('First'), assistant('answer one'), user('Second'), assistant('answer two')]);
  });

  it('the page going settles an answer that is not kept', () => {
    const { store, chat } = withChat();
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
