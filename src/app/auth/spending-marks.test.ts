import { afterEach, describe, expect, it, vi } from 'vitest';
import { log } from '../../browser/log';
import { markLifetimeMs, markLimit, spendingMarks, spendingMarksKey } from './spending-marks';

const t0 = 1_800_000_000_000;

describe('the marks of refresh tokens spent', () => {
  afterEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it('a mark is seen by every page of the origin (the next one in the tab, another tab), and keeps only a hash with its time', async () => {
    await spendingMarks(localStorage, () => t0).mark('refresh-secret-1');
    expect(await spendingMarks().isMarked('refresh-secret-1')).toBe(true);
    expect(await spendingMarks().isMarked('refresh-secret-2')).toBe(false);
    const stored = localStorage.getItem(spendingMarksKey)!;
    expect(stored).not.toContain('refresh-secret-1');
    expect(JSON.parse(stored)).toEqual({ version: 1, marks: [{ hash: expect.stringMatching(/^[\w-]{43}$/), at: t0 }] });
  });

  it("clearing one token's mark leaves the others, and the last one cleared leaves nothing behind", async () => {
    const marks = spendingMarks();
    await marks.mark('one');
    await marks.mark('two');
    await marks.clear('one');
    expect(await marks.isMarked('one')).toBe(false);
    expect(await marks.isMarked('two')).toBe(true);
    await marks.clear('two');
    expect(localStorage.getItem(spendingMarksKey)).toBeNull();
  });

  it('a chain renewing for hours keeps the newest marks only, so the list stays small', async () => {
    const marks = spendingMarks();
    for (let renewal = 0; renewal <= markLimit; renewal += 1) await marks.mark(`refresh-${renewal}`);
    expect(JSON.parse(localStorage.getItem(spendingMarksKey)!).marks).toHaveLength(markLimit);
    expect(await marks.isMarked('refresh-0')).toBe(false);
    expect(await marks.isMarked('refresh-1')).toBe(true);
    expect(await marks.isMarked(`refresh-${markLimit}`)).toBe(true);
  });

  it('a mark older than a refresh token lives is dropped (a tab closed mid-refresh)', async () => {
    let now = t0;
    const marks = spendingMarks(localStorage, () => now);
    await marks.mark('left-behind');
    now = t0 + markLifetimeMs - 1;
    expect(await marks.isMarked('left-behind')).toBe(true);
    now = t0 + markLifetimeMs;
    expect(await marks.isMarked('left-behind')).toBe(false);
  });

  it('unreadable marks, or marks of another version, count as none and are said so', async () => {
    const warned = vi.spyOn(log, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(spendingMarksKey, '{not json');
    expect(await spendingMarks().isMarked('any')).toBe(false);
    localStorage.setItem(spendingMarksKey, JSON.stringify({ version: 2, marks: [] }));
    expect(await spendingMarks().isMarked('any')).toBe(false);
    expect(warned).toHaveBeenCalledTimes(2);
  });
});
