import { useSelector } from '@xstate/react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { historyStatus, type HistoryActor } from '../../../machines/persistence/history.machine';
import { useConversation, type ConversationCoreCommands } from '../conversation-context';
import { persistenceNotices, type NoticeCommand } from '../../persistence/persistence-notices';

type NoticeAction = 'acknowledgeUnreadable' | 'retryStorage' | 'downloadHistory' | 'downloadUnreadable';
const commandFor: Record<NoticeCommand, NoticeAction & keyof ConversationCoreCommands> = {
  acknowledge: 'acknowledgeUnreadable',
  retry: 'retryStorage',
  download: 'downloadHistory',
  downloadAside: 'downloadUnreadable',
};

/** What the history storage needs the user to know: unreadable data set aside, a failed load, a full disk. */
export function PersistenceNotices() {
  const { history, commands } = useConversation();
  return <StorageNotices history={history} run={(command) => commands[commandFor[command]]()} />;
}

/**
 * The notices over any tool's history (a tool without the conversation context, such as the
 * customer-service demo, gives its own history and commands).
 */
export function StorageNotices({ history, run }: { history: HistoryActor; run: (command: NoticeCommand) => void }) {
  const { t } = useTranslation('chat-persistence');
  const lists = useSelector(history, (s) => historyStatus(s).lists, sameStatuses);
  return (
    <>
      {persistenceNotices(lists).map(({ id, tone, title, body, action, more }) => (
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

function sameStatuses(a: Record<string, string>, b: Record<string, string>) {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}
