import { useSyncExternalStore } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useStore } from 'react-redux';
import { selectChats } from '../../../store/chats.slice';
import { selectDocuments } from '../../../store/documents.slice';
import type { RootState } from '../../../store/store';
import { toastAdded } from '../../../store/toasts.slice';
import type { ChatPersistence } from '../../persistence/chat-persistence.types';
import { asideBackup, historyBackup, persistenceNotices, type NoticeCommand } from '../../persistence/persistence-notices';
import { useChatContext } from '../chat-services-context';
import { downloadText } from '../clipboard';

const download = (file: { fileName: string; text: string; type: string }) => downloadText(file.fileName, file.text, file.type);
const downloadHistory = (state: RootState) => download(historyBackup(selectChats(state), selectDocuments(state), Date.now()));
const downloadAside = (persistence: ChatPersistence) =>
  persistence.asideCopies().then((copies) => download(asideBackup(copies, Date.now())));

/** What the history storage needs the user to know: unreadable data set aside, a failed load, a full disk. */
export function PersistenceNotices() {
  const { t } = useTranslation('chat-persistence');
  const { persistence } = useChatContext();
  const store = useStore<RootState>();
  const status = useSyncExternalStore(persistence.subscribe, persistence.getStatus);
  const run = (command: NoticeCommand) => {
    if (command === 'acknowledge') persistence.acknowledgeUnreadable();
    else if (command === 'retry') persistence.retry();
    else if (command === 'download') downloadHistory(store.getState());
    else {
      downloadAside(persistence).catch((error: unknown) => {
        console.error('reading the set-aside data failed', error);
        store.dispatch(toastAdded({ color: 'danger', title: t('unreadable.downloadFailed') }));
      });
    }
  };
  return (
    <>
      {persistenceNotices(status).map(({ id, tone, title, body, action, more }) => (
        <div key={id} className={`notice notice-${tone}`} role="alert">
          <strong>{t(title)}</strong>
          <p>{t(body)}</p>
          <div className="notice-actions">
            <Button className="button" onPress={() => run(action.command)}>
              {t(action.label)}
            </Button>
            {more && (
              <Button className="button ghost" onPress={() => run(more.command)}>
                {t(more.label)}
              </Button>
            )}
          </div>
        </div>
      ))}
    </>
  );
}
