import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';

import { ModalDialog } from '../../dialogs/ModalDialog';

export interface ExpiredChatEntry {
  /** The chat's name (or "New chat"). */
  label: string;
  /** Its session id. */
  value: string;
}

/**
 * tools.md §4, platform.md: chats past the expiry age, each with a download, then removed — a
 * one-time chance to save them. The dialog has no way out but confirming (no Cancel, no Escape);
 * a page closed before that asks again next time, so nothing goes unasked.
 */
export function ExpiredChatsDialog({
  chats, onDownload, onConfirm,
}: { chats: ExpiredChatEntry[]; onDownload: (sessionId: string) => void; onConfirm: () => void }) {
  const { t } = useTranslation('chat');
  return (
    <ModalDialog title={t('dialogs.expiredTitle')}>
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
        <Button className="button primary" onPress={onConfirm}>
          {t('dialogs.expiredConfirm')}
        </Button>
      </div>
    </ModalDialog>
  );
}
