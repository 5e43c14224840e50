import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ChatDialog } from '../../conversation/views/ChatDialog';

export function HelpDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('chat');
  return (
    <ChatDialog title={t('dialogs.helpTitle')} onClose={onClose}>
      <ul>
        {t('dialogs.help', { returnObjects: true }).map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      <div className="dialog-actions">
        <Button className="button primary" onPress={onClose} autoFocus>
          {t('dialogs.ok')}
        </Button>
      </div>
    </ChatDialog>
  );
}
