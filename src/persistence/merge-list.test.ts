import { describe, expect, it } from 'vitest';
import type { UploadedDocument } from '../../domain/chat';
import { documentListKind } from './chat-records';
import { mergeList, stampsOf, TOMBSTONE_TTL_MS } from './merge-list';

const now = 1_800_000_000_000;
const doc = (label: string, timeStamp: number): UploadedDocument => ({ timeStamp, option: { label, value: `hash-${label}-${timeStamp}` } });
const merge = (stored: UploadedDocument[], deleted: Record<string, number>, local: UploadedDocument[], base: UploadedDocument[]) =>
  mergeList(documentListKind, { items: stored, deleted }, local, stampsOf(documentListKind, base), now);
const labels = (items: UploadedDocument[]) => items.map((d) => `${d.option.label}@${d.timeStamp}`).sort();

describe('merging a tab’s list into the stored one', () => {
  it('per item, the newest copy wins; a tie keeps this tab’s object', () => {
    const mine = [doc('a', 5), doc('b', 1), doc('c', 3)];
    const { record, memoryChanged } = merge([doc('a', 4), doc('b', 2), doc('c', 3), doc('d', 1)], {}, mine, []);
    expect(labels(record.items)).toEqual(['a@5', 'b@2', 'c@3', 'd@1']);
    expect(record.items.find((d) => d.option.label === 'c')).toBe(mine[2]);
    expect(memoryChanged).toBe(true);
  });

  it('nothing new in storage: memory is left as it is', () => {
    const mine = [doc('a', 5)];
    expect(merge([doc('a', 5)], {}, mine, mine).memoryChanged).toBe(false);
  });

  it('an item deleted here gets a tombstone that outlasts older copies but not newer ones', () => {
    const { record } = merge([doc('a', 1), doc('b', now + 5)], {}, [], [doc('a', 1), doc('b', 1)]);
    expect(labels(record.items)).toEqual([`b@${now + 5}`]);
    expect(record.deleted).toEqual({ a: now, b: now });
  });

  it('an id that names a property of every object (constructor, __proto__, toString) is deleted like any other', () => {
    const names = ['constructor', '__proto__', 'toString'];
    const { record } = merge(names.map((name) => doc(name, 1)), {}, [], names.map((name) => doc(name, 1)));
    expect(record.items).toEqual([]);
    expect(Object.entries(record.deleted).sort()).toEqual(names.map((name) => [name, now]).sort());
    // Stored, read back and merged again, the tombstones still hold.
    const reread = JSON.parse(JSON.stringify(record)) as typeof record;
    expect(merge(names.map((name) => doc(name, 1)), reread.deleted, [], []).record.items).toEqual([]);
  });

  it('an item stamped ahead of this clock (another machine, a file) stays deleted once deleted here', () => {
    const ahead = doc('a', now + 60_000);
    const { record } = merge([ahead], {}, [], [ahead]);
    expect(record.items).toEqual([]);
    expect(record.deleted.a).toBeGreaterThan(ahead.timeStamp);
  });

  it('a stored tombstone removes this tab’s unchanged copy', () => {
    const mine = [doc('a', 1), doc('b', 1)];
    const { record, memoryChanged } = merge([doc('b', 1)], { a: now - 10 }, mine, mine);
    expect(labels(record.items)).toEqual(['b@1']);
    expect(memoryChanged).toBe(true);
  });

  it('tombstones older than the limit are dropped', () => {
    const { record } = merge([], { old: now - TOMBSTONE_TTL_MS, recent: now - 1 }, [], []);
    expect(record.deleted).toEqual({ recent: now - 1 });
    expect(record.version).toBe(1);
  });
});
