import { describe, expect, it } from 'vitest';
import { chatSentinels } from '../../domain/chat-sentinels';
import { SAVE_THROTTLE_MS } from '../../machines/persistence/list-persistence.machine';
import {
  answerEnded, chatDeleted, chatRenamed, chatStarted, messageSent, selectChats,
} from '../../store/chats.slice';
import type { LockManagerLike } from '../persistence/cross-tab';
import { memoryKeyValueStore } from '../persistence/key-value-store';
import { fakeBrowser, t0, type Tab } from './chat-history.test-support';
import { settle, storedListIn } from '../persistence/testing';

type Browser = ReturnType<typeof fakeBrowser>;

const ids = (tab: Tab) => selectChats(tab.store.getState()).map((c) => c.sessionId).sort();
const storedIds = (browser: Browser) =>
  (storedListIn((browser.storage as ReturnType<typeof memoryKeyValueStore>).data, 'PRIVATE_CHAT_HISTORY:alice') as { items: Array<{ sessionId: string }> })
    .items.map((c) => c.sessionId).sort();

async function twoTabs(options?: { locks: LockManagerLike }) {
  const browser = fakeBrowser(memoryKeyValueStore(), options);
  const a = await browser.openTab();
  const b = await browser.openTab();
  await settle();
  return { browser, a, b };
}

function start(tab: Tab, sessionId: string, now = t0) {
  tab.store.dispatch(chatStarted({ sessionId, now }));
  tab.store.dispatch(messageSent({ sessionId, content: `Hi from ${sessionId}`, now }));
}

async function passTime(browser: Browser, ms = SAVE_THROTTLE_MS) {
  browser.clock.increment(ms);
  await settle();
  await settle();
}

describe('two tabs of the app', () => {
  it("a chat saved in one tab appears in the other", async () => {
    const { browser, a, b } = await twoTabs();
    start(a, 'session_a');
    await passTime(browser);
    expect(ids(b)).toEqual(['session_a']);
  });

  it('chats added in both tabs at the same time are all kept, in storage and in both tabs', async () => {
    const { browser, a, b } = await twoTabs();
    start(a, 'session_a');
    start(b, 'session_b');
    await passTime(browser);
    await passTime(browser);
    expect(storedIds(browser)).toEqual(['session_a', 'session_b']);
    expect(ids(a)).toEqual(['session_a', 'session_b']);
    expect(ids(b)).toEqual(['session_a', 'session_b']);
  });

  it('writes that start together are serialised by the lock; without it one tab’s chat would be lost', async () => {
    const run = async (locks?: LockManagerLike) => {
      const { browser, a, b } = await twoTabs(locks && { locks });
      start(a, 'session_a');
      start(b, 'session_b');
      await Promise.all([a.persistence.flush(), b.persistence.flush()]);
      return storedIds(browser);
    };
    expect(await run()).toEqual(['session_a', 'session_b']);
    expect(await run({ request: (_name, callback) => callback() })).toHaveLength(1);
  });

  it('a chat deleted in one tab goes from the other and does not come back with its next save', async () => {
    const { browser, a, b } = await twoTabs();
    start(a, 'session_a');
    start(a, 'session_keep');
    await passTime(browser);
    a.store.dispatch(chatDeleted({ sessionId: 'session_a' }));
    start(b, 'session_b', t0 + 10);
    await passTime(browser);
    await passTime(browser);
    expect(ids(a)).toEqual(['session_b', 'session_keep']);
    expect(ids(b)).toEqual(['session_b', 'session_keep']);
    expect(storedIds(browser)).toEqual(['session_b', 'session_keep']);
  });

  it('the same chat changed in both tabs: the newer change wins everywhere', async () => {
    const { browser, a, b } = await twoTabs();
    start(a, 'session_a');
    await passTime(browser);
    b.store.dispatch(chatRenamed({ sessionId: 'session_a', name: 'Older', now: t0 + 100 }));
    a.store.dispatch(chatRenamed({ sessionId: 'session_a', name: 'Newer', now: t0 + 200 }));
    await passTime(browser);
    await passTime(browser);
    const names = [a, b].map((tab) => selectChats(tab.store.getState())[0]!.name);
    expect(names).toEqual(['Newer', 'Newer']);
  });

  it('an answer streaming in one tab survives the other tab’s saves', async () => {
    const { browser, a, b } = await twoTabs();
    start(a, 'session_a');
    await a.persistence.flush();
    await settle();
    expect(selectChats(b.store.getState())[0]!.messages.at(-1)!.content).toBe(chatSentinels.typing);
    start(b, 'session_b', t0 + 10);
    await passTime(browser);
    a.store.dispatch(answerEnded({ sessionId: 'session_a', text: 'Hello', end: { status: 'complete' }, now: t0 + 20 }));
    await passTime(browser);
    const answer = (tab: Tab) => selectChats(tab.store.getState()).find((c) => c.sessionId === 'session_a')!.messages.at(-1)!.content;
    expect([answer(a), answer(b)]).toEqual(['Hello', 'Hello']);
  });
});
