import type { NoticeCommand } from '../../persistence/persistence-notices';
import { StorageNotices } from '../../conversation/views/PersistenceNotices';
import { useScosTool } from '../scos-tool-context';

/**
 * What the demo's storage needs the user to know (the general chat's notices and texts, over the
 * demo's own lists): unreadable data set aside, a failed load, a full disk, a failed write.
 */
export function ScosStorageNotices() {
  const { history, commands } = useScosTool();
  const run: Record<NoticeCommand, () => void> = {
    acknowledge: commands.acknowledgeUnreadable,
    retry: commands.retryStorage,
    download: commands.downloadHistory,
    downloadAside: commands.downloadUnreadable,
  };
  return <StorageNotices history={history} run={(command) => run[command]()} />;
}
