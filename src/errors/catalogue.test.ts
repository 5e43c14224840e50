import { describe, expect, it } from 'vitest';
import en from '../../locales/en-US/common.json';
import { chatSentinels, isChatSentinel } from '../../domain/chat-sentinels';
import { sentinelMessage, sentinelText } from './catalogue';

describe('error catalogue', () => {
  it('shows each error sentinel as its message, with the parts §8 adds', () => {
    const t = (key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en) as string;
    expect(sentinelText(sentinelMessage(chatSentinels.rateLimit)!, t)).toBe(
      'Too many requests. Please try again later. We are experiencing high traffic right now.',
    );
    expect(sentinelText(sentinelMessage(chatSentinels.contextTooLong)!, t)).toBe(
      'Text too long: The uploaded text is too long. The maximum length is 40,000 tokens. Please send a shorter version.',
    );
    expect(sentinelText(sentinelMessage(chatSentinels.generic)!, t)).toBe('Oops! Something went wrong while processing your request...');
    expect(en.messages.rateLimit).toBe('Too many requests. Please try again later.');
    expect(en.messages.contextTooLong).toBe('The uploaded text is too long. The maximum length is 40,000 tokens.');
    expect(en.messages.generic).toBe('Oops! Something went wrong while processing your request...');
  });

  it('ordinary text and the typing placeholder are not error messages', () => {
    expect(sentinelMessage('hello')).toBeUndefined();
    expect(sentinelMessage('constructor')).toBeUndefined();
    expect(sentinelMessage(chatSentinels.typing)).toBeUndefined();
    expect(isChatSentinel(chatSentinels.typing)).toBe(true);
    expect(isChatSentinel('__typing')).toBe(false);
  });
});
