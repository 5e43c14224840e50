import { describe, expect, it } from 'vitest';
import { localLocks } from './cross-tab';
import { isQuotaExceeded, memoryKeyValueStore } from './key-value-store';

describe('the in-memory storage', () => {
  it('stores copies, lists keys by prefix, and forgets deleted keys', async () => {
    const storage = memoryKeyValueStore();
    const value = { items: [1] };
    await storage.set('K:a', value);
    await storage.set('K:b', 2);
    await storage.set('L', 3);
    value.items.push(2);
    expect(await storage.get('K:a')).toEqual({ items: [1] });
    expect((await storage.keys('K:')).sort()).toEqual(['K:a', 'K:b']);
    await storage.delete('K:a');
    expect(await storage.get('K:a')).toBeUndefined();
  });

  it('a write past the quota fails like a full disk and leaves the old value', async () => {
    const storage = memoryKeyValueStore({ K: 'old' });
    storage.quotaChars = 5;
    const failure = await storage.set('K', 'far too long').catch((error: unknown) => error);
    expect(isQuotaExceeded(failure)).toBe(true);
    expect(await storage.get('K')).toBe('old');
  });
});

describe('locks within a tab', () => {
  it('callers of one name run one after the other, even after a failure; other names do not wait', async () => {
    const locks = localLocks();
    const order: string[] = [];
    const slow = (label: string, fail = false) => async () => {
      order.push(`${label} start`);
      await Promise.resolve();
      await Promise.resolve();
      order.push(`${label} end`);
      if (fail) throw new Error(label);
      return label;
    };
    const first = locks.request('x', slow('1', true)).catch(() => 'failed');
    const second = locks.request('x', slow('2'));
    const other = locks.request('y', slow('y'));
    expect(await Promise.all([first, second, other])).toEqual(['failed', '2', 'y']);
    expect(order.indexOf('2 start')).toBeGreaterThan(order.indexOf('1 end'));
    expect(order.indexOf('y start')).toBeLessThan(order.indexOf('1 end'));
  });
});
