import type { i18n as I18n } from 'i18next';
import { historyStatus, type HistoryActor } from '../../machines/persistence/history.machine';
import type { AppStore } from '../../store/store';
import { toastAdded } from '../../store/toasts.slice';
import { sentinelMessage, sentinelText } from '../errors/catalogue';
import { log } from '../browser/log';
import { copyText, downloadText } from '../browser/clipboard';
import type { ConversationCoreCommands } from './conversation-context';
import type { KeyValueStore } from '../persistence/key-value-store';
import { asideBackup } from '../persistence/persistence-notices';

/** A file offered for download. */
export interface OfferedFile {
  fileName: string;
  text: string;
  type: string;
}

export type MessageCommands = Pick<ConversationCoreCommands, 'describe' | 'copy'>;
export type HistoryCommands = Pick<ConversationCoreCommands, 'acknowledgeUnreadable' | 'retryStorage' | 'downloadHistory' | 'downloadUnreadable'>;

interface SharedDeps {
  store: Pick<AppStore, 'dispatch'>;
  i18n: I18n;
}

export interface HistoryCommandDeps extends SharedDeps {
  history: HistoryActor;
  /** Where the set-aside copies of unreadable data are read from. */
  storage: KeyValueStore;
  /** Everything the tool holds in memory as one file (offered when the storage is full). */
  backup: () => OfferedFile;
  now: () => number;
  doc?: Document;
}

const offer = (file: OfferedFile, doc?: Document) => downloadText(file.fileName, file.text, file.type, doc);

/** What the shared message views do with a stored message: read it (sentinels in the reader's language) and copy it as shown. */
export function messageCommands({ store, i18n }: SharedDeps): MessageCommands {
  const describe = (content: string) => {
    const message = sentinelMessage(content);
    return message ? sentinelText(message, (key) => i18n.t(key)) : content;
  };
  return {
    describe,
    copy(content) {
      void copyText(describe(content)).then((copied) =>
        store.dispatch(toastAdded(copied ? { color: 'success', title: i18n.t('chat:actions.copied') } : { color: 'warning', title: i18n.t('chat:actions.copyFailed') })),
      );
    },
  };
}

/** The storage notices' buttons (the texts of `chat-persistence`), the same in every tool that keeps chats. */
export function historyCommands({ store, i18n, history, storage, backup, now, doc }: HistoryCommandDeps): HistoryCommands {
  return {
    acknowledgeUnreadable: () => history.send({ type: 'history.acknowledged' }),
    retryStorage: () => history.send({ type: 'history.retry' }),
    downloadHistory: () => offer(backup(), doc),
    downloadUnreadable() {
      const keys = [...new Set(historyStatus(history.getSnapshot()).asideKeys)];
      Promise.all(keys.map(async (key) => ({ key, value: await storage.get(key) })))
        .then((copies) => offer(asideBackup(copies, now()), doc))
        .catch((error: unknown) => {
          log.error('reading the set-aside data failed', error);
          store.dispatch(toastAdded({ color: 'danger', title: i18n.t('chat-persistence:unreadable.downloadFailed') }));
        });
    },
  };
}
