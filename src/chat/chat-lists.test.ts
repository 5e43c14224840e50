import { describe, expect, it } from 'vitest';
import { asideKey } from '../persistence/storage-keys';
import { chatListKey } from './chat-lists';

describe('the chat’s storage keys (tools.md §3)', () => {
  it.each([
    ['chats', 'corporate', 'alice@corp.example', 'PRIVATE_CHAT_HISTORY:alice%40corp%2Eexample'],
    ['chats', 'trial', 'bob', 'PRIVATE_CHAT_HISTORY_STACKIT:bob'],
    ['documents', 'corporate', 'bob', 'RAG_UPLOADED_DOCS:bob'],
    ['documents', 'trial', null, 'RAG_UPLOADED_DOCS_STACKIT'],
  ] as const)('%s of the %s tenant for %s: %s', (list, tenant, userId, key) => {
    expect(chatListKey(list, { tenant, userId })).toBe(key);
  });

  it('no subject can name another user’s set-aside data', () => {
    const aside = asideKey(chatListKey('chats', { tenant: 'corporate', userId: 'x' }), 5);
    expect(chatListKey('chats', { tenant: 'corporate', userId: 'x.unreadable.5' })).not.toBe(aside);
  });
});
