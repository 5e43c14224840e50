import { describe, expect, it } from 'vitest';
import type { Chat, StorageScope } from '../../domain/chat';
import { localLocks } from '../persistence/cross-tab';
import { memoryKeyValueStore } from '../persistence/key-value-store';
import { tickOf } from '../../machines/take-along/take-along.types';
import { takeAlongSections } from './take-along-sections';
import { takeAlongWork } from './take-along-work';
import { storedListIn } from '../persistence/testing';

const day = 24 * 60 * 60 * 1000;
const now = Date.UTC(2026, 10, 26, 12);
const alice: StorageScope = { tenant: 'corporate', userId: 'alice' };
const chat = (sessionId: string, over: Partial<Chat> = {}): Chat => ({
  sessionId, name: sessionId, messages: [{ role: 'user', content: 'Hi' }, { role: 'assistant', content: 'Hello' }], timeStamp: now - day, createdAt: now - 2 * day, documents: [], ...over,
});
const record = (items: unknown[], deleted: Record<string, number> = {}) => ({ version: 1, items, deleted });
const noProgress = () => undefined;

/** One browser's storage with the three tools' sections, as the worker runs them. */
async function browser(initial: Record<string, unknown> = {}) {
  const storage = memoryKeyValueStore(initial);
  const written: string[] = [];
  const work = takeAlongWork({ storage, locks: localLocks(), written: (key) => written.push(key) }, await takeAlongSections());
  return { storage, written, work };
}

describe('taking the chats along from one browser to another', () => {
  it('finds the three chat tools\' sections by their file names', async () => {
    expect((await takeAlongSections()).map((section) => [section.tool, section.lists.map((list) => list.list)])).toEqual([
      ['chat', ['chats', 'documents']],
      ['registry', ['chats']],
      ['scos', ['chats', 'documents']],
    ]);
  });

  it('exports every tool\'s chats, documents and settings, and a fresh browser imports them whole', async () => {
    const old = await browser({
      'PRIVATE_CHAT_HISTORY:alice': record([chat('session_chat')]),
      'RAG_UPLOADED_DOCS:alice': record([{ timeStamp: now - 60_000, option: { label: 'notes.pdf', value: 'hash-1' } }]),
      'ragStudioChatHistory:alice': record([{ ...chat('session_registry'), component: 'Desk_prod' }]),
      'ragStudioComponent:alice': { version: 1, key: 'Desk_prod', title: 'Service desk' },
      'SCOS_CHAT_HISTORY:alice': record([{ ...chat('session_scos'), messages: [{ from: 'user', text: 'hi' }] }]),
      // Another user's list on the same browser is not theirs to take.
      'PRIVATE_CHAT_HISTORY:bob': record([chat('session_bob')]),
    });
    const file = await old.work.exportFile(alice, now);

    const fresh = await browser();
    const planned = await fresh.work.plan(file, { scope: alice, now: now + 60_000, usableComponents: ['Desk_prod'] }, noProgress);
    expect(planned).toMatchObject({ ok: true, summary: { deletedHere: [], settings: [{ tool: 'registry', name: 'component' }] } });
    const report = await fresh.work.apply([], noProgress);
    expect(report.lists.filter((list) => list.added > 0).map(({ tool, list, added }) => `${tool}/${list}: ${added}`)).toEqual([
      'chat/chats: 1', 'chat/documents: 1', 'registry/chats: 1', 'scos/chats: 1',
    ]);
    expect(report.settings).toBe(1);
    expect(storedListIn(fresh.storage.data, 'PRIVATE_CHAT_HISTORY:alice')).toMatchObject({ items: [chat('session_chat')], deleted: {} });
    // Each tool's chats come in one record per chat beside the list's index (version 4 on; 5 now).
    for (const key of ['PRIVATE_CHAT_HISTORY:alice', 'ragStudioChatHistory:alice', 'SCOS_CHAT_HISTORY:alice']) {
      expect(fresh.storage.data.get(key)).toMatchObject({ version: 5, entries: [{ id: expect.any(String) }] });
    }
    expect(fresh.storage.data.get('PRIVATE_CHAT_HISTORY:alice/session_chat')).toMatchObject({ version: 5, item: chat('session_chat') });
    expect(fresh.storage.data.get('ragStudioComponent:alice')).toEqual({ version: 1, key: 'Desk_prod', title: 'Service desk' });
    expect(fresh.storage.data.has('PRIVATE_CHAT_HISTORY:bob')).toBe(false);
    expect(fresh.written.sort()).toEqual(['PRIVATE_CHAT_HISTORY:alice', 'RAG_UPLOADED_DOCS:alice', 'SCOS_CHAT_HISTORY:alice', 'ragStudioChatHistory:alice']);
  });

  it('importing the same file twice adds nothing the second time', async () => {
    const old = await browser({ 'PRIVATE_CHAT_HISTORY:alice': record([chat('a'), chat('b')]) });
    const file = await old.work.exportFile(alice, now);
    const fresh = await browser();
    for (const expected of [2, 0]) {
      await fresh.work.plan(file, { scope: alice, now, usableComponents: [] }, noProgress);
      const report = await fresh.work.apply([], noProgress);
      expect(report.lists.find((list) => list.tool === 'chat' && list.list === 'chats')?.added).toBe(expected);
    }
    expect((storedListIn(fresh.storage.data, 'PRIVATE_CHAT_HISTORY:alice') as { items: unknown[] }).items).toHaveLength(2);
  });

  it('a refused file writes nothing', async () => {
    const here = await browser({ 'PRIVATE_CHAT_HISTORY:alice': record([chat('mine')]) });
    const before = structuredClone([...here.storage.data]);
    const outcome = await here.work.plan(new Blob(['{"format":"studio-chats"']), { scope: alice, now, usableComponents: null }, noProgress);
    expect(outcome).toEqual({ ok: false, refusal: { reason: 'notJson' } });
    await expect(here.work.apply([], noProgress)).rejects.toThrow('nothing planned');
    expect([...here.storage.data]).toEqual(before);
  });

  it('brings back a chat deleted here when ticked, and leaves a list it cannot read alone', async () => {
    const old = await browser({ 'PRIVATE_CHAT_HISTORY:alice': record([chat('gone')]), 'SCOS_CHAT_HISTORY:alice': record([{ ...chat('s'), messages: [] }]) });
    const file = await old.work.exportFile(alice, now);
    const here = await browser({ 'PRIVATE_CHAT_HISTORY:alice': record([], { gone: now - 5 }) });
    const outcome = await here.work.plan(file, { scope: alice, now, usableComponents: null }, noProgress);
    if (!outcome.ok) throw new Error('refused');
    // Meanwhile another release left something unreadable under the demo's key.
    await here.storage.set('SCOS_CHAT_HISTORY:alice', 'not a list');
    const report = await here.work.apply([tickOf(outcome.summary.deletedHere[0]!)], noProgress);
    expect(report.lists.filter((list) => list.added > 0 || list.skipped)).toEqual([
      { tool: 'chat', list: 'chats', added: 1, updated: 0, skipped: false, failed: false },
      { tool: 'scos', list: 'chats', added: 0, updated: 0, skipped: true, failed: false },
    ]);
    expect(storedListIn(here.storage.data, 'PRIVATE_CHAT_HISTORY:alice')).toMatchObject({ items: [chat('gone')], deleted: {} });
    expect(storedListIn(here.storage.data, 'SCOS_CHAT_HISTORY:alice')).toBe('not a list');
  });

  it('a list the browser refuses to save (storage full) is named in the report; the other lists are written whole', async () => {
    const old = await browser({
      'PRIVATE_CHAT_HISTORY:alice': record([chat('session_chat')]),
      'SCOS_CHAT_HISTORY:alice': record([{ ...chat('session_scos'), messages: [{ from: 'user', text: 'hi' }] }]),
    });
    const file = await old.work.exportFile(alice, now);
    const full = await browser();
    const set = full.storage.set.bind(full.storage);
    full.storage.set = async (key, value) => {
      if (key === 'PRIVATE_CHAT_HISTORY:alice') throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return set(key, value);
    };
    await full.work.plan(file, { scope: alice, now, usableComponents: null }, noProgress);
    const report = await full.work.apply([], noProgress);
    expect(report.lists.filter((list) => list.failed || list.added > 0)).toEqual([
      { tool: 'chat', list: 'chats', added: 0, updated: 0, skipped: false, failed: true },
      { tool: 'scos', list: 'chats', added: 1, updated: 0, skipped: false, failed: false },
    ]);
    expect(full.storage.data.has('PRIVATE_CHAT_HISTORY:alice')).toBe(false);
    expect(full.written).toEqual(['SCOS_CHAT_HISTORY:alice']);
  });
});
