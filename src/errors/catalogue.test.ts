import { describe, expect, it } from 'vitest';
import en from '../../locales/en-US/common.json';
import { errorCodes, isSentinel, sentinelMessageKey, sentinels } from './catalogue';

describe('error catalogue', () => {
  it('has the five codes of the spec', () => {
    expect(Object.keys(errorCodes)).toEqual(['EG001', 'ER001', 'ER002', 'ER003', 'ES901']);
  });

  it('shows each error sentinel as its message', () => {
    expect(sentinelMessageKey(sentinels.rateLimit)).toBe('messages.rateLimit');
    expect(en.messages.rateLimit).toBe('Too many requests. Please try again later.');
    expect(en.messages.contextTooLong).toBe('The uploaded text is too long. The maximum length is 40,000 tokens.');
    expect(en.messages.generic).toBe('Oops! Something went wrong while processing your request...');
  });

  it('ordinary text and the typing placeholder are not error messages', () => {
    expect(sentinelMessageKey('hello')).toBeUndefined();
    expect(sentinelMessageKey(sentinels.typing)).toBeUndefined();
    expect(isSentinel(sentinels.typing)).toBe(true);
    expect(isSentinel('__typing')).toBe(false);
  });
});
