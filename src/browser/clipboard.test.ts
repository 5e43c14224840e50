import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText } from './clipboard';

describe('copy to clipboard', () => {
  afterEach(() => vi.restoreAllMocks());

  it('uses the Clipboard API when it is there', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    expect(await copyText('hello')).toBe(true);
    expect(writeText).toHaveBeenCalledWith('hello');
    vi.unstubAllGlobals();
  });

  it('falls back to a hidden text area when the API refuses, and removes it again', async () => {
    vi.stubGlobal('navigator', { clipboard: { writeText: vi.fn().mockRejectedValue(new Error('denied')) } });
    let copied = '';
    document.execCommand = vi.fn(() => {
      copied = (document.activeElement as HTMLTextAreaElement | null)?.value ?? document.querySelector('textarea')!.value;
      return true;
    });
    expect(await copyText('fallback text')).toBe(true);
    expect(copied).toBe('fallback text');
    expect(document.querySelector('textarea')).toBeNull();
    vi.unstubAllGlobals();
  });

  it('says so when neither works', async () => {
    vi.stubGlobal('navigator', {});
    document.execCommand = vi.fn(() => false);
    expect(await copyText('x')).toBe(false);
    vi.unstubAllGlobals();
  });
});
