import { describe, expect, it } from 'vitest';
import { chatSentinels } from '../../domain/chat-sentinels';
import { LOAD_TIMEOUT_MS, RETRY_FIRST_MS, SAVE_THROTTLE_MS } from '../../machines/persistence/list-persistence.machine';
import { chatStarted, messageSent, selectChats } from '../../store/chats.slice';
import { memoryKeyValueStore } from '../persistence/key-value-store';
import { persistenceNotices } from '../persistence/persistence-notices';
import { fakeBrowser, t0 } from './chat-history.test-support';
import { settle, storedListIn } from '../persistence/testing';

const KEY = 'PRIVATE_CHAT_HISTORY:alice';
const chat = (sessionId: string, content = 'Hi') => ({
  sessionId, name: null, messages: [{ role: 'user', content }], timeStamp: t0, createdAt: t0, documents: [],
});

/** Opens a tab on a browser whose storage holds `stored` under the chat key; adds a new chat and waits well past the throttle. */
async function openWith(stored: unknown) {
  const storage = memoryKeyValueStore({ [KEY]: stored });
  const browser = fakeBrowser(storage);
  const tab = await browser.openTab();
  await settle();
  tab.store.dispatch(chatStarted({ sessionId: 'session_new', now: t0 + 5 }));
  tab.store.dispatch(messageSent({ sessionId: 'session_new', content: 'typed after the load', now: t0 + 6 }));
  // The first change is written at once; let that write finish before time moves on.
  await settle();
  browser.clock.increment(60 * SAVE_THROTTLE_MS);
  tab.page.close();
  await settle();
  const asideKeys = [...storage.data.keys()].filter((key) => key !== KEY);
  return { storage, browser, tab, asideKeys };
}

describe.each([
  ['bad JSON', '[{"sessionId": "session_1", "messa'],
  ['a wrong shape', { chats: 'not a list' }],
  ['a version written by a newer release', { version: 99, items: [chat('session_1')], deleted: {} }],
])('stored history with %s', (_, stored) => {
  it('is kept aside and left in place, the user is told, and nothing is written until they confirm', async () => {
    const { storage, tab, asideKeys } = await openWith(stored);
    expect(storedListIn(storage.data, KEY)).toEqual(stored);
    expect(asideKeys).toEqual([`${KEY}.unreadable.${t0}`]);
    expect(storage.data.get(asideKeys[0]!)).toEqual(stored);
    const status = tab.persistence.getStatus();
    expect(status).toEqual({ chats: 'unreadable', documents: 'ready', asideKeys });
    expect(persistenceNotices(tab.persistence.lists()).map((n) => [n.title, n.action.command])).toEqual([['unreadable.chatsTitle', 'acknowledge']]);

    tab.persistence.acknowledgeUnreadable();
    await settle();
    expect(storedListIn(storage.data, KEY)).toMatchObject({ version: 5, items: [{ sessionId: 'session_new' }] });
    expect(storage.data.get(asideKeys[0]!)).toEqual(stored);
    expect(tab.persistence.getStatus().chats).toBe('ready');
  });
});

describe('a stored chat with one unreadable message', () => {
  it('is shown with the messages that can be read; the whole record is kept aside and the user is told', async () => {
    const damaged = { ...chat('session_2', 'First question'), messages: [{ role: 'user', content: 'First question' }, { role: 'assistant', content: null }, { role: 'user', content: 'Second question' }] };
    const stored = [chat('session_1'), damaged];
    const { storage, tab, asideKeys } = await openWith(stored);

    const shown = selectChats(tab.store.getState()).find((c) => c.sessionId === 'session_2');
    expect(shown?.messages).toEqual([{ role: 'user', content: 'First question' }, { role: 'user', content: 'Second question' }]);
    expect(storage.data.get(asideKeys[0]!)).toEqual(stored);
    expect(tab.persistence.getStatus().chats).toBe('unreadable');
  });
});

describe('unreadable history over several visits', () => {
  it('is set aside once: a reload finds its copy and makes no second one', async () => {
    const stored = '[{"sessionId": "session_1", "messa';
    const { storage, browser } = await openWith(stored);
    browser.clock.increment(1000);
    const next = await browser.openTab();
    await settle();
    expect([...storage.data.keys()].filter((key) => key.includes('.unreadable.'))).toEqual([`${KEY}.unreadable.${t0}`]);
    expect(next.persistence.getStatus()).toMatchObject({ chats: 'unreadable', asideKeys: [`${KEY}.unreadable.${t0}`] });
  });

  it('that cannot be set aside (storage full) still shows what could be read, and is never written over', async () => {
    const stored = [chat('session_1'), { sessionId: 'session_2', messages: 'garbled' }];
    const storage = memoryKeyValueStore({ [KEY]: stored });
    storage.quotaChars = JSON.stringify(stored).length + 10;
    const browser = fakeBrowser(storage);
    const tab = await browser.openTab();
    await settle();

    expect(selectChats(tab.store.getState()).map((c) => c.sessionId)).toEqual(['session_1']);
    expect(tab.persistence.getStatus()).toMatchObject({ chats: 'unreadable', asideKeys: [] });

    tab.persistence.acknowledgeUnreadable();
    await settle();
    expect(storedListIn(storage.data, KEY)).toEqual(stored);
    expect(tab.persistence.getStatus().chats).toBe('storageFull');
    expect(selectChats(tab.store.getState()).map((c) => c.sessionId)).toEqual(['session_1']);

    // Room again: the next change sets the data aside, then saves; the user confirmed once, that is enough.
    storage.quotaChars = Number.POSITIVE_INFINITY;
    tab.store.dispatch(chatStarted({ sessionId: 'session_new', now: t0 + 5 }));
    browser.clock.increment(SAVE_THROTTLE_MS);
    await settle();
    expect(tab.persistence.getStatus()).toMatchObject({ chats: 'ready', documents: 'ready' });
    const copies = [...storage.data.keys()].filter((key) => key.startsWith(`${KEY}.unreadable.`));
    expect(copies.map((key) => storage.data.get(key))).toEqual([stored]);
    const saved = storedListIn(storage.data, KEY) as { items: { sessionId: string }[] };
    expect(saved.items.map((c) => c.sessionId).sort()).toEqual(['session_1', 'session_new']);
  });
});

describe('stored history that is partly readable', () => {
  it('shows the readable chats, keeps the whole record aside, and after confirming saves the readable ones', async () => {
    const stored = [chat('session_1'), { sessionId: 'session_2', messages: 'garbled' }, chat('session_3')];
    const { storage, tab, asideKeys } = await openWith(stored);
    expect(selectChats(tab.store.getState()).map((c) => c.sessionId).sort()).toEqual(['session_1', 'session_3', 'session_new']);
    expect(storedListIn(storage.data, KEY)).toEqual(stored);
    expect(storage.data.get(asideKeys[0]!)).toEqual(stored);

    tab.persistence.acknowledgeUnreadable();
    await settle();
    const saved = storedListIn(storage.data, KEY) as { items: Array<{ sessionId: string }> };
    expect(saved.items.map((c) => c.sessionId).sort()).toEqual(['session_1', 'session_3', 'session_new']);
  });
});

describe('the legacy shape (version 0: an array of chats)', () => {
  it('is read, a leftover placeholder becomes the generic error, and the next save writes the current version', async () => {
    const legacy = [{ ...chat('session_1'), name: '', messages: [{ role: 'user', content: 'Hi' }, { role: 'assistant', content: chatSentinels.typing }] }];
    const { storage, tab } = await openWith(JSON.stringify(legacy));
    expect(tab.persistence.getStatus().chats).toBe('ready');
    const loaded = selectChats(tab.store.getState()).find((c) => c.sessionId === 'session_1');
    expect(loaded).toMatchObject({ name: null, messages: [{ content: 'Hi' }, { content: chatSentinels.generic }] });
    expect(storedListIn(storage.data, KEY)).toMatchObject({ version: 5, deleted: {} });
    expect((storedListIn(storage.data, KEY) as { items: unknown[] }).items).toHaveLength(2);
  });
});

describe('a storage that does not answer', () => {
  it('too slow: the user is told, nothing is written, and a later answer is merged with what was typed meanwhile', async () => {
    const storage = memoryKeyValueStore({ [KEY]: { version: 1, items: [chat('session_1')], deleted: {} } });
    const get = storage.get.bind(storage);
    let answering = false;
    storage.get = (key) => (answering ? get(key) : new Promise(() => undefined));
    const browser = fakeBrowser(storage);
    const tab = await browser.openTab();
    browser.clock.increment(LOAD_TIMEOUT_MS);
    expect(tab.persistence.getStatus().chats).toBe('loadFailed');
    expect(persistenceNotices(tab.persistence.lists())[0]).toMatchObject({ title: 'loadFailed.title', action: { command: 'retry' } });
    tab.store.dispatch(chatStarted({ sessionId: 'session_new', now: t0 + 5 }));
    tab.store.dispatch(messageSent({ sessionId: 'session_new', content: 'Hi', now: t0 + 6 }));
    tab.page.close();
    await settle();
    expect((storedListIn(storage.data, KEY) as { items: unknown[] }).items).toHaveLength(1);

    answering = true;
    tab.persistence.retry();
    await settle();
    browser.clock.increment(SAVE_THROTTLE_MS);
    await settle();
    expect(selectChats(tab.store.getState()).map((c) => c.sessionId)).toEqual(['session_new', 'session_1']);
    expect((storedListIn(storage.data, KEY) as { items: unknown[] }).items).toHaveLength(2);
  });

  it('failing: keeps trying, waiting longer each time (1 s, 2 s, …), and never writes', async () => {
    const storage = memoryKeyValueStore({ [KEY]: [chat('session_1')] });
    let reads = 0;
    storage.get = async () => {
      reads += 1;
      throw new DOMException('gone', 'UnknownError');
    };
    const browser = fakeBrowser(storage);
    const tab = await browser.openTab();
    await settle();
    tab.store.dispatch(chatStarted({ sessionId: 'session_new', now: t0 }));
    tab.page.close();
    browser.clock.increment(RETRY_FIRST_MS);
    await settle();
    expect(tab.persistence.getStatus().chats).toBe('loadFailed');
    expect(reads).toBe(4);
    browser.clock.increment(RETRY_FIRST_MS);
    await settle();
    expect(reads).toBe(4);
    browser.clock.increment(RETRY_FIRST_MS);
    await settle();
    expect(reads).toBe(6);
    expect(storedListIn(storage.data, KEY)).toEqual([chat('session_1')]);
  });
});
