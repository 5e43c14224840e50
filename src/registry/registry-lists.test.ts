import { describe, expect, it } from 'vitest';
import { chatSentinels } from '../../domain/chat-sentinels';
import { registryChatListKind, registryListKey } from './registry-lists';

const stored = {
  sessionId: 'session_a',
  component: 'travel-policy_dev',
  name: 'Hotel limit?',
  timeStamp: 2,
  createdAt: 1,
  documents: [],
  messages: [
    { role: 'user', content: 'Hotel limit?', sources: [{ document: 'x', section: 'y', passage: 'z' }] },
    { role: 'assistant', content: '120 EUR.', sources: [{ document: 'Travel policy', section: 'Hotels', passage: '120 EUR a night.' }, { document: 7 }] },
  ],
};

describe('the stored registry chats (tools.md §3 ragStudioChatHistory)', () => {
  it('are kept per user under ragStudioChatHistory, for both tenants', () => {
    expect(registryListKey({ tenant: 'corporate', userId: 'alice' })).toBe('ragStudioChatHistory:alice');
    expect(registryListKey({ tenant: 'trial', userId: 'alice' })).toBe('ragStudioChatHistory:alice');
  });

  it('a chat keeps its component and its answers\' well-formed sources (a question has none)', () => {
    expect(registryChatListKind.parse(stored)).toEqual({
      ...stored,
      messages: [
        { role: 'user', content: 'Hotel limit?' },
        { role: 'assistant', content: '120 EUR.', sources: [{ document: 'Travel policy', section: 'Hotels', passage: '120 EUR a night.' }] },
      ],
    });
  });

  it.each([
    ['without a component', { ...stored, component: undefined }],
    ['with an empty component', { ...stored, component: '' }],
    ['without a session id', { ...stored, sessionId: '' }],
  ])('a record %s is not a registry chat', (_, value) => {
    expect(registryChatListKind.parse(value)).toBeUndefined();
  });

  it('a chat with one unreadable message is repaired, keeping its component', () => {
    const broken = { ...stored, messages: [...stored.messages, { role: 'robot', content: chatSentinels.generic }] };
    expect(registryChatListKind.parse(broken)).toBeUndefined();
    expect(registryChatListKind.repair?.(broken)).toMatchObject({ component: 'travel-policy_dev', messages: [{ role: 'user' }, { role: 'assistant' }] });
  });
});
