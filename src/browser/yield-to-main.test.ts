import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToMain } from './yield-to-main';

describe('yieldToMain', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const schedulerYield = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: schedulerYield });
    await yieldToMain();
    expect(schedulerYield).toHaveBeenCalledOnce();
  });

  it('otherwise goes on in a later task, not in this one, and without a timer', async () => {
    vi.stubGlobal('scheduler', undefined);
    vi.useFakeTimers(); // timers frozen: a background tab would hold them back
    let resumed = false;
    const yielded = yieldToMain().then(() => {
      resumed = true;
    });
    await Promise.resolve();
    await Promise.resolve();
    expect(resumed).toBe(false); // microtasks alone do not resume it
    await yielded;
    expect(resumed).toBe(true);
  });
});
