import { describe, expect, it, vi } from 'vitest';
import { deferredCode, fetchOnFirstInteraction } from './deferred-code';

describe('code fetched at the first interaction', () => {
  it('is fetched when the user first moves on the page; code wanted only after that is fetched once the page is idle', async () => {
    const fetchMenu = vi.fn(async () => 'menu');
    const fetchDialogs = vi.fn(async () => 'dialogs');
    fetchOnFirstInteraction(deferredCode('the menu', fetchMenu));
    expect(fetchMenu).not.toHaveBeenCalled();

    document.dispatchEvent(new Event('pointermove'));
    expect(fetchMenu).toHaveBeenCalledTimes(1);

    // A route that came after the first interaction: no second first interaction will come.
    const dialogs = deferredCode('the dialogs', fetchDialogs);
    fetchOnFirstInteraction(dialogs);
    expect(await dialogs.arrived).toBe('dialogs');
    document.dispatchEvent(new Event('keydown'));
    expect(fetchMenu).toHaveBeenCalledTimes(1);
    expect(fetchDialogs).toHaveBeenCalledTimes(1);
  });
});
