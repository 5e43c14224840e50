import { describe, expect, it } from 'vitest';
import type { ContextReceipt } from '../../domain/context-receipt';
import { chatSentinels } from '../../domain/chat-sentinels';
import { chatListKind, documentListKind, parseChat, parseUploadedDocument, repairChat } from './chat-records';
import { decodeList } from './stored-list';

describe('stored records', () => {
  it('an older chat without createdAt or documents, with "" for no name and a date string, is accepted', () => {
    const chat = parseChat({ sessionId: 'session_1', name: '', messages: [{ role: 'user', content: 'Hi', extra: 1 }], timeStamp: '2026-01-01T00:00:00Z' });
    expect(chat).toEqual({
      sessionId: 'session_1', name: null, messages: [{ role: 'user', content: 'Hi' }],
      timeStamp: Date.UTC(2026, 0, 1), createdAt: Date.UTC(2026, 0, 1), documents: [],
    });
  });

  it.each([
    ['no session id', { messages: [], timeStamp: 1 }],
    ['an unknown role', { sessionId: 's', messages: [{ role: 'system', content: 'x' }], timeStamp: 1 }],
    ['no time', { sessionId: 's', messages: [] }],
    ['a name that is not text', { sessionId: 's', messages: [], timeStamp: 1, name: 7 }],
    ['documents that are not hashes', { sessionId: 's', messages: [], timeStamp: 1, documents: [1] }],
  ])('a chat with %s is rejected', (_, value) => {
    expect(parseChat(value)).toBeUndefined();
  });

  it('a rejected chat keeps what can be read: one bad message does not cost the conversation', () => {
    const stored = {
      sessionId: 'session_1', name: 7, timeStamp: 5, documents: ['h1', 2],
      messages: [{ role: 'user', content: 'Hi' }, { role: 'system', content: 'hidden' }, { role: 'assistant', content: null }, { role: 'assistant', content: 'Hello' }],
    };
    expect(parseChat(stored)).toBeUndefined();
    expect(repairChat(stored)).toEqual({
      sessionId: 'session_1', name: null, timeStamp: 5, createdAt: 5, documents: ['h1'],
      messages: [{ role: 'user', content: 'Hi' }, { role: 'assistant', content: 'Hello' }],
    });
  });

  it.each([
    ['no session id', { messages: [], timeStamp: 1 }],
    ['messages that are not a list', { sessionId: 's', messages: 'garbled', timeStamp: 1 }],
    ['no time', { sessionId: 's', messages: [] }],
  ])('a chat with %s cannot be repaired', (_, value) => {
    expect(repairChat(value)).toBeUndefined();
  });

  it('an uploaded document needs a time, a label and a hash', () => {
    expect(parseUploadedDocument({ timeStamp: 1, option: { label: 'a.pdf', value: 'h' } })).toEqual({ timeStamp: 1, option: { label: 'a.pdf', value: 'h' } });
    expect(parseUploadedDocument({ timeStamp: 1, option: { label: 'a.pdf' } })).toBeUndefined();
  });
});

describe('the context receipt under an answer (chat lists, version 2)', () => {
  const receipt: ContextReceipt = {
    documents: [{ name: 'report.pdf', docHash: 'a'.repeat(64), use: 'passages', passages: [3, 7], passageCount: 40, tokens: 410, leftOut: true }],
    tokens: 410,
    truncated: true,
  };
  const stored = (version: number, messages: unknown[]) => ({ version, items: [{ sessionId: 'session_1', name: null, timeStamp: 5, messages }], deleted: {} });

  it('a list written before receipts (version 1) opens, its answers without a receipt, and is written back as version 2', () => {
    const older = stored(1, [{ role: 'user', content: 'Hi' }, { role: 'assistant', content: 'Hello' }]);
    const decoded = decodeList(older, chatListKind);
    expect(decoded.problem).toBeNull();
    expect(decoded.items[0]?.messages).toEqual([{ role: 'user', content: 'Hi' }, { role: 'assistant', content: 'Hello' }]);
    expect(chatListKind.migrations).toHaveLength(5);
  });

  it('a version 2 answer keeps its receipt; a user message never carries one', () => {
    const decoded = decodeList(stored(2, [{ role: 'user', content: 'Hi', receipt }, { role: 'assistant', content: 'Hello', receipt }]), chatListKind);
    expect(decoded.items[0]?.messages).toEqual([{ role: 'user', content: 'Hi' }, { role: 'assistant', content: 'Hello', receipt }]);
  });

  it('a receipt that cannot be read is dropped and the answer stays', () => {
    const broken = { ...receipt, documents: [{ name: 'report.pdf', use: 'some' }] };
    const decoded = decodeList(stored(2, [{ role: 'assistant', content: 'Hello', receipt: broken }]), chatListKind);
    expect(decoded.problem).toBeNull();
    expect(decoded.items[0]?.messages).toEqual([{ role: 'assistant', content: 'Hello' }]);
  });

  it('the documents list stays at version 1', () => {
    expect(documentListKind.migrations).toHaveLength(1);
  });
});

describe('a placeholder waiting for a kept answer (chat lists, version 3)', () => {
  const stored = (version: number, messages: unknown[]) => ({ version, items: [{ sessionId: 'session_1', name: null, timeStamp: 5, messages }], deleted: {} });
  const typing = chatSentinels.typing;

  it('a list written before kept answers (version 2) opens as it was: its placeholder waits for nothing', () => {
    const decoded = decodeList(stored(2, [{ role: 'user', content: 'Hi' }, { role: 'assistant', content: typing }]), chatListKind);
    expect(decoded.problem).toBeNull();
    expect(decoded.items[0]?.messages).toEqual([{ role: 'user', content: 'Hi' }, { role: 'assistant', content: typing }]);
  });

  it('a version 3 placeholder keeps its answer id and the text shown so far', () => {
    const kept = { answerId: 'a1b2', text: 'The first half' };
    const decoded = decodeList(stored(3, [{ role: 'user', content: 'Hi' }, { role: 'assistant', content: typing, kept }]), chatListKind);
    expect(decoded.items[0]?.messages.at(-1)).toEqual({ role: 'assistant', content: typing, kept });
  });

  it.each([
    ['on a settled answer', { role: 'assistant', content: 'Hello', kept: { answerId: 'a1', text: '' } }],
    ['without an id', { role: 'assistant', content: typing, kept: { text: 'x' } }],
    ['with text that is not text', { role: 'assistant', content: typing, kept: { answerId: 'a1', text: 3 } }],
  ])('a kept answer %s is dropped and the message stays', (_, message) => {
    const decoded = decodeList(stored(3, [message]), chatListKind);
    expect(decoded.problem).toBeNull();
    expect(decoded.items[0]?.messages[0]).not.toHaveProperty('kept');
  });
});

describe('an answer’s ledger id (chat lists, version 5)', () => {
  const stored = (version: number, messages: unknown[]) => ({ version, items: [{ sessionId: 'session_1', name: null, timeStamp: 5, messages }], deleted: {} });

  it('a version 5 answer keeps its ledger id; one that is no ledger row is dropped and the answer stays', () => {
    const decoded = decodeList(stored(5, [
      { role: 'user', content: 'Hi', ledgerId: '7' },
      { role: 'assistant', content: 'Hello', ledgerId: '1041' },
      { role: 'assistant', content: 'Again', ledgerId: '0x1' },
      { role: 'assistant', content: 'Once more', ledgerId: 1042 },
    ]), chatListKind);
    expect(decoded.problem).toBeNull();
    expect(decoded.items[0]?.messages).toEqual([
      { role: 'user', content: 'Hi' },
      { role: 'assistant', content: 'Hello', ledgerId: '1041' },
      { role: 'assistant', content: 'Again' },
      { role: 'assistant', content: 'Once more' },
    ]);
  });
});
