import { describe, expect, it } from 'vitest';
import { asideBackup, historyBackup, persistenceNotices } from './persistence-notices';

describe('persistence notices', () => {
  it('nothing to tell while both lists are fine', () => {
    expect(persistenceNotices({ chats: 'ready', documents: 'loading' })).toEqual([]);
  });

  it('one notice per problem, unreadable data first, with the command its button runs', () => {
    const notices = persistenceNotices({ chats: 'storageFull', documents: 'unreadable' });
    expect(notices.map((n) => [n.title, n.action.command])).toEqual([
      ['unreadable.documentsTitle', 'acknowledge'],
      ['storageFull.title', 'download'],
    ]);
  });

  it('unreadable data can be downloaded as it was stored, beside the confirmation', () => {
    const [notice] = persistenceNotices({ chats: 'unreadable', documents: 'ready' });
    expect(notice?.more).toEqual({ label: 'unreadable.download', command: 'downloadAside' });
    const file = asideBackup([{ key: 'PRIVATE_CHAT_HISTORY:alice.unreadable.1', value: '[{"sessionId": "s' }], Date.UTC(2026, 10, 21, 12));
    expect(file.fileName).toBe('studio-unreadable-2026-11-21.json');
    expect(JSON.parse(file.text)).toMatchObject({ copies: [{ key: 'PRIVATE_CHAT_HISTORY:alice.unreadable.1', value: '[{"sessionId": "s' }] });
  });

  it('a save that failed offers to retry', () => {
    expect(persistenceNotices({ chats: 'saveFailed', documents: 'saveFailed' }).map((n) => n.action)).toEqual([
      { label: 'saveFailed.retry', command: 'retry' },
    ]);
  });

  it('the download is every chat and document as one JSON file', () => {
    const file = historyBackup([], [{ timeStamp: 1, option: { label: 'a.pdf', value: 'h' } }], Date.UTC(2026, 10, 21, 12));
    expect(file.fileName).toBe('studio-chats-2026-11-21.json');
    expect(JSON.parse(file.text)).toMatchObject({ version: 1, chats: [], documents: [{ option: { label: 'a.pdf' } }] });
  });
});
