import { describe, expect, it } from 'vitest';
import {
  expiredScosChats, expiredScosDocuments, isEmptyScosChat, scosChatOpened, scosChatsSlice, scosChatSynced, scosDocumentAdded, scosDocumentsDeleted,
  type ScosChat, type ScosChatsState,
} from './scos-chats.slice';

const reduce = scosChatsSlice.reducer;
const chat = (sessionId: string, messages: number, name: string | null = null, documents: string[] = []): ScosChat => ({
  sessionId,
  name,
  messages: Array.from({ length: messages }, (_, index) => ({ from: 'user' as const, text: `m${index}` })),
  timeStamp: 10,
  createdAt: 10,
  documents,
});
const state = (chats: ScosChat[], activeSessionId: string | null = null): ScosChatsState => ({ chats, documents: [], activeSessionId });

describe('the demo’s saved chats (slice)', () => {
  it.each([
    [0, null, true],
    [1, null, true],
    [2, null, false],
    [0, 'Named', false],
    [1, 'Named', false],
  ])('a chat with %i message(s) and name %s is empty (pruned on switching): %s', (messages, name, empty) => {
    expect(isEmptyScosChat(chat('a', messages, name))).toBe(empty);
    const after = reduce(state([chat('a', messages, name), chat('b', 3)], 'a'), scosChatOpened({ from: 'a', to: 'b', created: false, now: 20 }));
    expect(after.chats.map((c) => c.sessionId)).toEqual(empty ? ['b'] : ['a', 'b']);
    expect(after.activeSessionId).toBe('b');
  });

  it('a new chat is added empty and opened; opening the same chat again adds nothing', () => {
    const after = reduce(state([chat('a', 3)], 'a'), scosChatOpened({ from: 'a', to: 'n', created: true, now: 20 }));
    expect(after.chats.map((c) => [c.sessionId, c.messages.length, c.createdAt])).toEqual([['a', 3, 10], ['n', 0, 20]]);
    expect(reduce(after, scosChatOpened({ from: null, to: 'n', created: true, now: 30 })).chats).toHaveLength(2);
  });

  it('a sync stamps the chat later than before, even within one millisecond; an unknown chat is ignored', () => {
    const synced = reduce(state([chat('a', 1)]), scosChatSynced({ sessionId: 'a', messages: [{ from: 'user', text: 'x' }], documents: ['h'], now: 5 }));
    expect(synced.chats[0]).toMatchObject({ timeStamp: 11, documents: ['h'], messages: [{ from: 'user', text: 'x' }] });
    expect(reduce(synced, scosChatSynced({ sessionId: 'zz', messages: [], documents: [], now: 50 }))).toEqual(synced);
  });

  it('an upload replaces the entry with the same file name; deleted documents leave every chat', () => {
    let after = reduce(state([chat('a', 2, null, ['h1', 'h2']), chat('b', 2, null, ['h3'])]), scosDocumentAdded({ name: 'a.pdf', hash: 'h1', now: 1 }));
    after = reduce(after, scosDocumentAdded({ name: 'a.pdf', hash: 'h2', now: 2 }));
    expect(after.documents).toEqual([{ timeStamp: 2, option: { label: 'a.pdf', value: 'h2' } }]);
    after = reduce(after, scosDocumentsDeleted({ hashes: ['h2'], now: 30 }));
    expect(after.documents).toEqual([]);
    expect(after.chats.map((c) => [c.documents, c.timeStamp])).toEqual([[['h1'], 30], [['h3'], 10]]);
  });

  // The ages written out (1 day = 86,400,000 ms, 1 hour = 3,600,000 ms), so a wrong constant fails.
  it('expired: created more than 90 days before now', () => {
    const chats = [chat('a', 1), { ...chat('b', 1), createdAt: 10 + 3_600_000 }];
    expect(expiredScosChats(chats, 10 + 7_776_000_000)).toEqual([]);
    // a is 90 days + 1 ms old, b 89 days 23 hours + 1 ms.
    expect(expiredScosChats(chats, 10 + 7_776_000_001).map((c) => c.sessionId)).toEqual(['a']);
  });

  it('expired documents: uploaded more than 24 hours before now', () => {
    const documents = [{ timeStamp: 10, option: { label: 'old.pdf', value: 'h1' } }, { timeStamp: 10 + 60_000, option: { label: 'new.pdf', value: 'h2' } }];
    expect(expiredScosDocuments(documents, 10 + 86_400_000)).toEqual([]);
    // old.pdf is 24 hours + 1 ms old, new.pdf 23 hours 59 minutes + 1 ms.
    expect(expiredScosDocuments(documents, 10 + 86_400_001).map((d) => d.option.label)).toEqual(['old.pdf']);
  });
});
