import { describe, expect, it } from 'vitest';
import { chatSentinels } from '../../domain/chat-sentinels';
import { SAVE_THROTTLE_MS } from '../../machines/persistence/list-persistence.machine';
import {
  answerEnded, chatDeleted, chatDocumentsSelected, chatRenamed, chatStarted, messageSent, selectChats,
} from '../../store/chats.slice';
import { keptAnswerOf } from '../../store/chat-list';
import { memoryKeyValueStore, type MemoryKeyValueStore } from '../persistence/key-value-store';
import { alice, fakeBrowser, startAnswer, t0, type Tab } from './chat-history.test-support';
import { settle, storedListIn } from '../persistence/testing';
import { JOURNAL_MAX_CHARS } from '../persistence/unsaved-journal';

const historyKey = 'PRIVATE_CHAT_HISTORY:alice';
type Browser = ReturnType<typeof fakeBrowser>;

function converse(tab: Tab, sessionId: string, question: string, answer: string, now: number) {
  tab.store.dispatch(chatStarted({ sessionId, now }));
  tab.store.dispatch(messageSent({ sessionId, content: question, now: now + 1 }));
  tab.store.dispatch(answerEnded({ sessionId, text: answer, end: { status: 'complete' }, now: now + 2 }));
}

/**
 * From now on no write to `storage` commits: the page is torn down while IndexedDB still works.
 * The returned function ends the page: its writes abort and its locks go, as a browser's do.
 */
function writesNeverCommit(storage: MemoryKeyValueStore, tab: Tab) {
  const set = storage.set.bind(storage);
  const aborts: Array<(error: Error) => void> = [];
  storage.set = () => new Promise((_resolve, reject) => aborts.push(reject));
  return () => {
    tab.persistence.stop();
    storage.set = set;
    aborts.forEach((abort) => abort(new DOMException('The page was closed.', 'AbortError')));
  };
}

/** A tab that has saved its first chat and whose next change waits for the one-second throttle. */
async function tabWithASavedChat() {
  const storage = memoryKeyValueStore();
  const browser = fakeBrowser(storage);
  const tab = await browser.openTab();
  await settle();
  converse(tab, 'session_1', 'Hi', 'Hello', t0);
  await settle();
  expect(storage.data.has(historyKey)).toBe(true);
  return { storage, browser, tab };
}

/** A saved exchange, then a second question whose answer has streamed as far as `soFar`. */
async function answerStreaming(soFar: string) {
  const storage = memoryKeyValueStore();
  const browser = fakeBrowser(storage);
  const tab = await browser.openTab();
  await settle();
  converse(tab, 'session_1', 'Hi', 'Hello', t0);
  tab.store.dispatch(messageSent({ sessionId: 'session_1', content: 'And the figures?', now: t0 + 10 }));
  startAnswer(tab, 'session_1');
  await settle();
  tab.answer.chunk(soFar);
  return { storage, browser, tab };
}

/** As `answerStreaming`, against a backend that keeps answers: the user asks, and the answer has its id. */
async function keptAnswerStreaming(soFar: string) {
  const storage = memoryKeyValueStore();
  const browser = fakeBrowser(storage);
  const tab = await browser.openTab(alice, { keepsAnswers: true });
  await settle();
  converse(tab, 'session_1', 'Hi', 'Hello', t0);
  tab.tool.commands.send('And the figures?');
  await settle();
  tab.answer.chunk(soFar);
  const answerId = keptAnswerOf(tab.store.getState().chats.items[0])?.answerId;
  if (!answerId) throw new Error('the question was asked without a kept answer');
  return { storage, browser, tab, answerId };
}

const journalKeys = (browser: Browser) => [...browser.journalStorage.entries.keys()];
const storedChats = (storage: MemoryKeyValueStore) => (storedListIn(storage.data, historyKey) as { items: { sessionId: string; name: string | null }[] }).items;

describe('a page closed in the second after a save', () => {
  it('keeps a rename whose write never committed: the next page reads it from the journal and saves it', async () => {
    const { storage, browser, tab } = await tabWithASavedChat();
    tab.store.dispatch(chatRenamed({ sessionId: 'session_1', name: 'Quarterly figures', now: t0 + 100 }));
    const pageGone = writesNeverCommit(storage, tab);
    tab.page.close();
    await settle();
    pageGone();
    expect(storedChats(storage)[0]?.name).toBeNull();

    const next = await browser.openTab();
    await settle();
    expect(selectChats(next.store.getState())[0]?.name).toBe('Quarterly figures');
    browser.clock.increment(SAVE_THROTTLE_MS);
    await settle();
    expect(storedChats(storage)[0]?.name).toBe('Quarterly figures');
    expect(journalKeys(browser)).toEqual([]);
  });

  it('keeps a document tick and a deletion the same way', async () => {
    const { storage, browser, tab } = await tabWithASavedChat();
    converse(tab, 'session_2', 'Second', 'Answer', t0 + 10);
    browser.clock.increment(SAVE_THROTTLE_MS);
    await settle();
    expect(storedChats(storage)).toHaveLength(2);

    tab.store.dispatch(chatDocumentsSelected({ sessionId: 'session_1', documents: ['hash-a'], now: t0 + 200 }));
    tab.store.dispatch(chatDeleted({ sessionId: 'session_2' }));
    const pageGone = writesNeverCommit(storage, tab);
    tab.page.hide();
    await settle();
    pageGone();

    const next = await browser.openTab();
    await settle();
    expect(selectChats(next.store.getState()).map((chat) => [chat.sessionId, chat.documents])).toEqual([['session_1', ['hash-a']]]);
    browser.clock.increment(SAVE_THROTTLE_MS);
    await settle();
    expect(storedChats(storage).map((chat) => chat.sessionId)).toEqual(['session_1']);
    expect(journalKeys(browser)).toEqual([]);
  });

  it('leaves no journal behind once the write did commit', async () => {
    const { browser, tab } = await tabWithASavedChat();
    tab.store.dispatch(chatRenamed({ sessionId: 'session_1', name: 'Renamed', now: t0 + 100 }));
    tab.page.close();
    expect(journalKeys(browser)).toEqual([`${historyKey}#unsaved:tab1`]);
    await settle();
    expect(journalKeys(browser)).toEqual([]);
  });

  it('writes no journal when nothing is unsaved', async () => {
    const { browser, tab } = await tabWithASavedChat();
    browser.clock.increment(SAVE_THROTTLE_MS);
    tab.page.close();
    expect(journalKeys(browser)).toEqual([]);
  });

  it('does not let an older journalled copy win over a newer stored change', async () => {
    const { storage, browser, tab } = await tabWithASavedChat();
    tab.store.dispatch(chatRenamed({ sessionId: 'session_1', name: 'Older name', now: t0 + 100 }));
    const pageGone = writesNeverCommit(storage, tab);
    tab.page.close();
    await settle();
    pageGone();
    // Another tab renamed it later and that write committed.
    const stored = structuredClone(storedListIn(storage.data, historyKey)) as { items: { name: string; timeStamp: number }[] };
    stored.items[0]!.name = 'Newer name';
    stored.items[0]!.timeStamp = t0 + 500;
    storage.data.set(historyKey, stored);

    const next = await browser.openTab();
    await settle();
    expect(selectChats(next.store.getState())[0]?.name).toBe('Newer name');
    expect(journalKeys(browser)).toEqual([]);
  });

  it('ignores and removes an unreadable journal; the stored chats load as they are', async () => {
    const { browser } = await tabWithASavedChat();
    browser.journalStorage.setItem(`${historyKey}#unsaved:tab9`, '{"items": [{"sessionId": 42}], "deleted": "x"');
    browser.journalStorage.setItem(`${historyKey}#unsaved:tab8`, JSON.stringify({ items: [{ sessionId: 7 }], deleted: { session_1: 'soon' } }));

    const next = await browser.openTab();
    await settle();
    expect(selectChats(next.store.getState()).map((chat) => chat.sessionId)).toEqual(['session_1']);
    expect(journalKeys(browser)).toEqual([]);
  });

  it('skips a journal too large for localStorage, and one localStorage refuses; the asynchronous save still runs', async () => {
    const { storage, browser, tab } = await tabWithASavedChat();
    tab.store.dispatch(messageSent({ sessionId: 'session_1', content: 'x'.repeat(JOURNAL_MAX_CHARS), now: t0 + 100 }));
    tab.page.close();
    expect(journalKeys(browser)).toEqual([]);
    await settle();
    expect(storedChats(storage)[0]).toMatchObject({ sessionId: 'session_1' });

    browser.journalStorage.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    tab.store.dispatch(chatRenamed({ sessionId: 'session_1', name: 'Still saved', now: t0 + 300 }));
    expect(() => tab.page.close()).not.toThrow();
    await settle();
    expect(storedChats(storage)[0]?.name).toBe('Still saved');
  });

  it.each([
    ['after the tab was hidden', true],
    ['without being hidden first', false],
  ])('a page closed mid-answer %s: the answer reaches the store before the journal is written, and is kept', async (_, hiddenFirst) => {
    const { storage, browser, tab } = await answerStreaming('Revenue rose by');
    const pageGone = writesNeverCommit(storage, tab);
    if (hiddenFirst) {
      tab.page.hide();
      // Hidden is not gone: the answer goes on streaming, and the store still waits for it.
      expect(tab.store.getState().chats.items[0]?.messages.at(-1)?.content).toBe(chatSentinels.typing);
    }
    tab.page.close();
    expect(browser.journalStorage.getItem(`${historyKey}#unsaved:tab1`)).toContain('Revenue rose by');
    pageGone();

    const next = await browser.openTab();
    await settle();
    expect(selectChats(next.store.getState())[0]?.messages.at(-1)).toEqual({ role: 'assistant', content: 'Revenue rose by' });
  });

  it('a tab hidden mid-answer and then discarded (no pagehide) keeps the answer as far as it had come when hidden', async () => {
    const { browser, tab } = await answerStreaming('Revenue rose by');

    tab.page.hide();
    await settle();
    // The store and the storage still wait for the answer; only the note holds it so far.
    expect(tab.store.getState().chats.items[0]?.messages.at(-1)?.content).toBe(chatSentinels.typing);
    tab.persistence.stop();

    const next = await browser.openTab();
    await settle();
    expect(selectChats(next.store.getState())[0]?.messages.slice(-2)).toEqual([
      { role: 'user', content: 'And the figures?' },
      { role: 'assistant', content: 'Revenue rose by' },
    ]);
  });

  it.each([
    ['after the tab was hidden', true],
    ['without being hidden first', false],
  ])('a kept answer, the page closed mid-answer %s: it is noted waiting, with its id and the text so far, for the next page to pick up', async (_, hiddenFirst) => {
    const { storage, browser, tab, answerId } = await keptAnswerStreaming('Revenue rose by');
    const pageGone = writesNeverCommit(storage, tab);
    if (hiddenFirst) tab.page.hide();
    tab.page.close();
    const waiting = { role: 'assistant', content: chatSentinels.typing, kept: { answerId, text: 'Revenue rose by' } };
    expect(tab.store.getState().chats.items[0]?.messages.at(-1)).toEqual(waiting);
    const noted = JSON.parse(browser.journalStorage.getItem(`${historyKey}#unsaved:tab1`) ?? '{}') as { items: { messages: unknown[] }[] };
    expect(noted.items[0]?.messages.at(-1)).toEqual(waiting);
    pageGone();
  });

  it('a kept answer in a tab hidden and then discarded: the note keeps it waiting with the text so far', async () => {
    const { browser, tab, answerId } = await keptAnswerStreaming('Revenue rose by');

    tab.page.hide();
    await settle();
    expect(tab.store.getState().chats.items[0]?.messages.at(-1)).toEqual({ role: 'assistant', content: chatSentinels.typing, kept: { answerId, text: '' } });
    const noted = JSON.parse(browser.journalStorage.getItem(`${historyKey}#unsaved:tab1`) ?? '{}') as { items: { messages: unknown[] }[] };
    expect(noted.items[0]?.messages.at(-1)).toEqual({ role: 'assistant', content: chatSentinels.typing, kept: { answerId, text: 'Revenue rose by' } });
  });

  it('an answer that ends after the tab came back replaces what the hidden tab had noted', async () => {
    const { browser, tab } = await answerStreaming('Revenue rose by');
    tab.page.hide();
    await settle();

    tab.answer.chunk(' 12 %.');
    tab.answer.end({ status: 'complete' });
    await tab.persistence.flush();
    expect(journalKeys(browser)).toEqual([]);
    tab.persistence.stop();

    const next = await browser.openTab();
    await settle();
    expect(selectChats(next.store.getState())[0]?.messages.at(-1)).toEqual({ role: 'assistant', content: 'Revenue rose by 12 %.' });
  });

  it('keeps new chats through a reload while unreadable stored data waits for the user to confirm the notice', async () => {
    const storage = memoryKeyValueStore({ [historyKey]: '{"version":1,"items":[{"sessionId":' });
    const browser = fakeBrowser(storage);
    const tab = await browser.openTab();
    await settle();
    expect(tab.persistence.getStatus().chats).toBe('unreadable');
    converse(tab, 'session_new', 'Asked before confirming', 'Answer', t0);
    tab.page.close();
    tab.persistence.stop();

    const next = await browser.openTab();
    await settle();
    expect(next.persistence.getStatus().chats).toBe('unreadable');
    expect(selectChats(next.store.getState()).map((chat) => chat.sessionId)).toEqual(['session_new']);
    expect(storedListIn(storage.data, historyKey)).toBe('{"version":1,"items":[{"sessionId":');

    next.persistence.acknowledgeUnreadable();
    await settle();
    expect(storedChats(storage).map((chat) => chat.sessionId)).toEqual(['session_new']);
    expect(journalKeys(browser)).toEqual([]);
  });

  it('reads only the journal of its own user', async () => {
    const { browser } = await tabWithASavedChat();
    const bob = `PRIVATE_CHAT_HISTORY:bob#unsaved:tab5`;
    browser.journalStorage.setItem(bob, JSON.stringify({ items: [{ sessionId: 'session_bob', messages: [], timeStamp: t0, name: 'Bob’s' }], deleted: {} }));

    const next = await browser.openTab(alice);
    await settle();
    expect(selectChats(next.store.getState()).map((chat) => chat.sessionId)).toEqual(['session_1']);
    expect(journalKeys(browser)).toEqual([bob]);
  });
});
