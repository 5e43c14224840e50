import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expiredScosChats, selectScosChats } from '../../../store/scos-chats.slice';
import { ExpiredChatsDialog } from '../../conversation/views/ExpiredChatsDialog';
import { useAppSelector } from '../../platform/store-hooks';
import { useScosTool } from '../scos-tool-context';

/**
 * tools.md §4, platform.md: on opening, chats past the expiry age are offered for download, then
 * removed on confirm (the one-time chance to save them). Checked once per visit of the page.
 */
export function ScosExpiredChats() {
  const { t } = useTranslation('scos');
  const { commands } = useScosTool();
  const chats = useAppSelector(selectScosChats);
  const [checkedAt] = useState(() => commands.now().getTime());
  const [done, setDone] = useState(false);
  const expired = expiredScosChats(chats, checkedAt);
  if (done || expired.length === 0) return null;
  return (
    <ExpiredChatsDialog
      chats={expired.map((chat) => ({ label: chat.name ?? t('chats.untitled'), value: chat.sessionId }))}
      onDownload={(sessionId) => commands.downloadTranscript(sessionId)}
      onConfirm={() => {
        commands.expireChats(expired.map((chat) => chat.sessionId));
        setDone(true);
      }}
    />
  );
}
