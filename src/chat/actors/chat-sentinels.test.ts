import { describe, expect, it } from 'vitest';
import { chatSentinels } from '../../../machines/chat/chat-sentinels';
import { sentinels } from '../../errors/catalogue';

describe('the sentinels the chat machines write', () => {
  it('are exactly the error catalogue\'s (machines may not import it, so they keep a copy)', () => {
    expect(chatSentinels).toEqual(sentinels);
  });
});
