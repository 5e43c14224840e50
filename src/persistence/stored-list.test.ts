import { describe, expect, it } from 'vitest';
import type { Chat } from '../../domain/chat';
import { chatListKind } from './chat-records';
import { decodeList } from './stored-list';

const chat = (sessionId: string, timeStamp = 1): Chat => ({ sessionId, name: null, messages: [], timeStamp, createdAt: 1, documents: [] });

describe('reading a stored list', () => {
  it.each<[string, unknown, string[], string | null]>([
    ['nothing stored', undefined, [], null],
    ['version 1', { version: 1, items: [chat('s1')], deleted: { s0: 5 } }, ['s1'], null],
    ['version 1 as JSON text', JSON.stringify({ version: 1, items: [chat('s1')], deleted: {} }), ['s1'], null],
    ['version 0, the legacy array', [chat('s1'), chat('s2')], ['s1', 's2'], null],
    ['bad JSON', '{"version": 1, "items": [', [], 'unreadable'],
    ['JSON of nothing useful', 'null', [], 'unreadable'],
    ['a wrong shape', { version: 1, items: 'many' }, [], 'unreadable'],
    ['an unversioned object', { items: [chat('s1')] }, [], 'unreadable'],
    ['a newer version', { version: chatListKind.migrations.length + 1, items: [chat('s1')], deleted: {} }, [], 'unreadable'],
    ['one bad item among good ones', [chat('s1'), { sessionId: 's2' }, chat('s3')], ['s1', 's3'], 'partial'],
    ['a duplicated chat (the newer copy is kept)', [chat('s1', 1), chat('s1', 9)], ['s1'], null],
  ])('%s', (_, raw, sessionIds, problem) => {
    const decoded = decodeList(raw, chatListKind);
    expect(decoded.items.map((c) => c.sessionId)).toEqual(sessionIds);
    expect(decoded.problem).toBe(problem);
  });

  it('keeps the newest duplicate and only well-formed tombstones', () => {
    const decoded = decodeList({ version: 1, items: [chat('s1', 1), chat('s1', 9)], deleted: { a: 3, b: 'x', c: null } }, chatListKind);
    expect(decoded.items[0]!.timeStamp).toBe(9);
    expect(decoded.deleted).toEqual({ a: 3 });
  });

  it('a migration that throws makes the data unreadable instead of empty-and-fine', () => {
    const failing = { ...chatListKind, migrations: [() => { throw new Error('bug in migration'); }] };
    expect(decodeList([chat('s1')], failing)).toEqual({ items: [], deleted: {}, problem: 'unreadable' });
  });
});
