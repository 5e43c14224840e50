import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';

import { ChatDialog } from './ChatDialog';

export interface ExpiredChatEntry {
  /** The chat's name (or "New chat"). */
  label: string;
  /** Its session id. */
  value: string;
}

/**
 * tools.md §4: chats past the expiry age, each with a download; confirming removes them. This is
 * the one chance to save them, so closing the dialog without confirming keeps them for now.
 */
export function ExpiredChatsDialog({
  chats, onDownload, onConfirm, onClose,
}: { chats: ExpiredChatEntry[]; onDownload: (sessionId: string) => void; onConfirm: () => void; onClose: () => void }) {
  const { t } = useTranslation('chat');
  return (
    <ChatDialog title={t('dialogs.expiredTitle')} onClose={onClose}>
      <p>{t('dialogs.expiredBody')}</p>
      <ul className="expired-list">
        {chats.map((chat) => (
          <li key={chat.value}>
            <span>{chat.label}</span>
            <Button className="button" aria-label={`${t('dialogs.download')}: ${chat.label}`} onPress={() => onDownload(chat.value)}>
              {t('dialogs.download')}
            </Button>
          </li>
        ))}
      </ul>
      <div className="dialog-actions">
        <Button className="button" onPress={onClose}>
          {t('dialogs.cancel')}
        </Button>
        <Button className="button primary" onPress={onConfirm}>
          {t('dialogs.expiredConfirm')}
        </Button>
      </div>
    </ChatDialog>
  );
}
