import { useSelector } from '@xstate/react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { historyStatus } from '../../../machines/persistence/history.machine';
import { persistenceNotices, type NoticeCommand } from '../../conversation/persistence/persistence-notices';
import { useScosTool } from '../scos-tool-context';

/**
 * What the demo's storage needs the user to know (the general chat's notices and texts, over the
 * demo's own lists): unreadable data set aside, a failed load, a full disk, a failed write.
 */
export function ScosStorageNotices() {
  const { t } = useTranslation('chat-persistence');
  const { history, commands } = useScosTool();
  const lists = useSelector(history, (snapshot) => historyStatus(snapshot).lists, (a, b) => JSON.stringify(a) === JSON.stringify(b));
  const run: Record<NoticeCommand, () => void> = {
    acknowledge: commands.acknowledgeUnreadable,
    retry: commands.retryStorage,
    download: commands.downloadHistory,
    downloadAside: commands.downloadUnreadable,
  };
  return (
    <>
      {persistenceNotices(lists).map(({ id, tone, title, body, action, more }) => (
        <div key={id} className={`notice notice-${tone}`} role="alert">
          <strong>{t(title)}</strong>
          <p>{t(body)}</p>
          <div className="notice-actions">
            <Button className="button" onPress={run[action.command]}>
              {t(action.label)}
            </Button>
            {more && (
              <Button className="button ghost" onPress={run[more.command]}>
                {t(more.label)}
              </Button>
            )}
          </div>
        </div>
      ))}
    </>
  );
}
