import { describe, expect, it } from 'vitest';
import { answerEnded, chatRenamed, messageSent, selectChats } from '../../store/chats.slice';
import { memoryKeyValueStore } from '../persistence/key-value-store';
import { settle } from '../persistence/testing';
import writtenByVersion4 from '../persistence/fixtures/chat-history-v4.json';
import { fakeBrowser, t0 } from './chat-history.test-support';

const KEY = 'PRIVATE_CHAT_HISTORY:alice';
const recordOf = (id: string) => `${KEY}/${id}`;

/** A storage as the release before ledger ids left it: the index and one record per chat, all of version 4. */
function version4Storage() {
  const { index, records } = structuredClone(writtenByVersion4);
  return memoryKeyValueStore({ [KEY]: index, ...Object.fromEntries(Object.entries(records).map(([id, record]) => [recordOf(id), record])) });
}

const answersOf = (messages: readonly { role: string }[]) => messages.filter((message) => message.role === 'assistant');

describe('answers with their ledger id (chat lists, version 5)', () => {
  it('a history written before ledger ids (version 4) opens whole; its answers carry none, so they offer no vote', async () => {
    const storage = version4Storage();
    const tab = await fakeBrowser(storage).openTab();
    await settle();
    const chats = selectChats(tab.store.getState());
    expect(chats.map((chat) => chat.name).sort()).toEqual(['Notes', 'Trip']);
    for (const chat of chats) for (const answer of answersOf(chat.messages)) expect(answer).not.toHaveProperty('ledgerId');
    expect(tab.persistence.getStatus().chats).toBe('ready');
  });

  it('a new answer keeps its ledger id through a reload; the untouched version 4 record is still read', async () => {
    const storage = version4Storage();
    const browser = fakeBrowser(storage);
    const tab = await browser.openTab();
    await settle();
    tab.store.dispatch(messageSent({ sessionId: 'session_trip', content: 'And in June?', now: t0 + 400 }));
    tab.store.dispatch(answerEnded({ sessionId: 'session_trip', text: 'Warmer.', end: { status: 'complete' }, ledgerId: '1041', now: t0 + 401 }));
    tab.store.dispatch(chatRenamed({ sessionId: 'session_trip', name: 'Lisbon', now: t0 + 402 }));
    await tab.persistence.flush();
    expect(storage.data.get(KEY)).toMatchObject({ version: 5 });
    expect(storage.data.get(recordOf('session_trip'))).toMatchObject({ version: 5 });
    expect(storage.data.get(recordOf('session_notes'))).toMatchObject({ version: 4 });
    tab.persistence.stop();

    const reloaded = await browser.openTab();
    await settle();
    const chats = selectChats(reloaded.store.getState());
    const trip = chats.find((chat) => chat.sessionId === 'session_trip');
    expect(trip?.messages.at(-1)).toEqual({ role: 'assistant', content: 'Warmer.', ledgerId: '1041' });
    expect(chats.find((chat) => chat.sessionId === 'session_notes')?.messages.at(-1)).toEqual({ role: 'assistant', content: 'Kept.' });
    expect(reloaded.persistence.getStatus().chats).toBe('ready');
  });

  it('an answer that failed keeps no ledger id: the error in its place is nothing to vote on', async () => {
    const tab = await fakeBrowser(version4Storage()).openTab();
    await settle();
    tab.store.dispatch(messageSent({ sessionId: 'session_notes', content: 'Again', now: t0 + 400 }));
    tab.store.dispatch(answerEnded({ sessionId: 'session_notes', text: '', end: { status: 'complete' }, ledgerId: '1042', now: t0 + 401 }));
    expect(selectChats(tab.store.getState()).find((chat) => chat.sessionId === 'session_notes')?.messages.at(-1)).not.toHaveProperty('ledgerId');
  });
});
