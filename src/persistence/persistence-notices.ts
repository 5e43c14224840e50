import type { ParseKeys } from 'i18next';
import type { Chat, UploadedDocument } from '../../domain/chat';
import type { ListStatus } from '../../machines/persistence/list-persistence.types';

type Key = ParseKeys<'chat-persistence'>;

/**
 * What a notice's button does: acknowledge → `acknowledgeUnreadable()`, retry → `retryStorage()`,
 * download → `downloadHistory()` (`historyBackup`), downloadAside → `downloadUnreadable()` (`asideBackup`).
 */
export type NoticeCommand = 'acknowledge' | 'retry' | 'download' | 'downloadAside';

export interface PersistenceNotice {
  id: 'unreadable' | 'loadFailed' | 'storageFull' | 'saveFailed';
  tone: 'warning' | 'danger';
  title: Key;
  body: Key;
  /** The main action; `more` is offered beside it. */
  action: { label: Key; command: NoticeCommand };
  more?: { label: Key; command: NoticeCommand };
}

/**
 * The notices the view shows for the statuses of a tool's lists (keys of the `chat-persistence`
 * namespace), most urgent first.
 */
export function persistenceNotices(lists: Readonly<Record<string, ListStatus>>): PersistenceNotice[] {
  const any = (problem: ListStatus) => Object.values(lists).includes(problem);
  const { chats } = lists;
  const notices: PersistenceNotice[] = [];
  if (any('unreadable')) {
    notices.push({
      id: 'unreadable', tone: 'danger', title: chats === 'unreadable' ? 'unreadable.chatsTitle' : 'unreadable.documentsTitle',
      body: 'unreadable.body', action: { label: 'unreadable.confirm', command: 'acknowledge' },
      more: { label: 'unreadable.download', command: 'downloadAside' },
    });
  }
  if (any('loadFailed')) {
    notices.push({ id: 'loadFailed', tone: 'danger', title: 'loadFailed.title', body: 'loadFailed.body', action: { label: 'loadFailed.retry', command: 'retry' } });
  }
  if (any('storageFull')) {
    notices.push({ id: 'storageFull', tone: 'warning', title: 'storageFull.title', body: 'storageFull.body', action: { label: 'storageFull.download', command: 'download' } });
  }
  if (any('saveFailed')) {
    notices.push({ id: 'saveFailed', tone: 'warning', title: 'saveFailed.title', body: 'saveFailed.body', action: { label: 'saveFailed.retry', command: 'retry' } });
  }
  return notices;
}

/** Everything in memory as one JSON file: the download offered when storage is full. */
export function historyBackup(chats: Chat[], documents: UploadedDocument[], now: number) {
  const day = new Date(now).toISOString().slice(0, 10);
  return {
    fileName: `studio-chats-${day}.json`,
    type: 'application/json',
    text: JSON.stringify({ version: 1, exportedAt: now, chats, documents }, null, 2),
  };
}

/** The set-aside copies of unreadable data as one JSON file, exactly as they were stored (for support). */
export function asideBackup(copies: { key: string; value: unknown }[], now: number) {
  const day = new Date(now).toISOString().slice(0, 10);
  return {
    fileName: `studio-unreadable-${day}.json`,
    type: 'application/json',
    text: JSON.stringify({ exportedAt: now, copies }, null, 2),
  };
}
