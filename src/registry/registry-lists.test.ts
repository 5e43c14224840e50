import { describe, expect, it } from 'vitest';
import { chatSentinels } from '../../domain/chat-sentinels';
import { decodeList } from '../persistence/stored-list';
import { parseSources, registryChatListKind, registryListKey } from './registry-lists';

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

  it('a record written before sources were checked still opens, its sources without a mark', () => {
    // As the studio stored it before: list version 1, sources of document, section and excerpt only.
    const before = JSON.stringify({ version: 1, items: [stored], deleted: {} });
    const decoded = decodeList(before, registryChatListKind);
    expect(decoded.problem).toBeNull();
    const sources = decoded.items[0]?.messages[1]?.sources;
    expect(sources).toEqual([{ document: 'Travel policy', section: 'Hotels', passage: '120 EUR a night.' }]);
    expect(sources?.[0]).not.toHaveProperty('verified');
  });

  it('an answer keeps what its component said of each source, the same read back from storage as from the stream', () => {
    const location = { documentId: 'travel-policy.en', start: 40, end: 160 };
    const said = [
      { document: 'Travel policy', section: 'Hotels', passage: '120 EUR a night.', verified: true, location },
      { document: 'Travel policy', section: 'Trains', passage: 'Trains first.', verified: false, unverifiedReason: 'passage-not-found' },
      { document: 'Old policy', section: 'Taxis', passage: 'Taxis.', verified: false, unverifiedReason: 'document-not-found' },
    ];
    expect(parseSources(said)).toEqual(said);
    const written = JSON.stringify({ version: 1, items: [{ ...stored, messages: [stored.messages[0], { ...stored.messages[1], sources: parseSources(said) }] }], deleted: {} });
    expect(decodeList(written, registryChatListKind).items[0]?.messages[1]?.sources).toEqual(said);
  });

  it.each([
    ['a reason it does not know', { verified: false, unverifiedReason: 'stale' }, { verified: false, unverifiedReason: 'unknown' }],
    ['no reason', { verified: false }, { verified: false, unverifiedReason: 'unknown' }],
    ['verified without a place', { verified: true }, {}],
    ['verified at an empty range', { verified: true, location: { documentId: 'd', start: 5, end: 5 } }, {}],
    ['verified at a negative offset', { verified: true, location: { documentId: 'd', start: -1, end: 5 } }, {}],
    ['"verified" as a word', { verified: 'yes' }, {}],
  ])('a source with %s (%j) is read as %j', (_case, check, read) => {
    expect(parseSources([{ document: 'D', section: 'S', passage: 'P', ...check }])).toEqual([{ document: 'D', section: 'S', passage: 'P', ...read }]);
  });
});
