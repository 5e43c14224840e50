import { useTranslation } from 'react-i18next';
import { InfoDialog } from '../../dialogs/InfoDialog';

export function HelpDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('chat');
  return (
    <InfoDialog title={t('dialogs.helpTitle')} closeLabel={t('dialogs.ok')} onClose={onClose}>
      <ul>
        {t('dialogs.help', { returnObjects: true }).map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
    </InfoDialog>
  );
}
