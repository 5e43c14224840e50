import { useSyncExternalStore } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useStore } from 'react-redux';
import { selectChats } from '../../../store/chats.slice';
import { selectDocuments } from '../../../store/documents.slice';
import type { RootState } from '../../../store/store';
import { historyBackup, persistenceNotices, type NoticeCommand } from '../../persistence/persistence-notices';
import { useChatContext } from '../chat-services-context';
import { downloadText } from '../clipboard';

function downloadBackup(state: RootState) {
  const backup = historyBackup(selectChats(state), selectDocuments(state), Date.now());
  downloadText(backup.fileName, backup.text, backup.type);
}

/** What the history storage needs the user to know: unreadable data set aside, a failed load, a full disk. */
export function PersistenceNotices() {
  const { t } = useTranslation('chat-persistence');
  const { persistence } = useChatContext();
  const store = useStore<RootState>();
  const status = useSyncExternalStore(persistence.subscribe, persistence.getStatus);
  const run = (command: NoticeCommand) => {
    if (command === 'acknowledge') persistence.acknowledgeUnreadable();
    else if (command === 'retry') persistence.retry();
    else downloadBackup(store.getState());
  };
  return (
    <>
      {persistenceNotices(status).map((notice) => (
        <div key={notice.id} className={`notice notice-${notice.tone}`} role="alert">
          <strong>{t(notice.title)}</strong>
          <p>{t(notice.body)}</p>
          <Button className="button" onPress={() => run(notice.action.command)}>
            {t(notice.action.label)}
          </Button>
        </div>
      ))}
    </>
  );
}
