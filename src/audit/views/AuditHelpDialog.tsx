import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ChatDialog } from '../../conversation/views/ChatDialog';

/** The help button's dialog: how the assistant is used, step by step. */
export function AuditHelpDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('audit');
  const steps = ['department', 'prompt', 'model', 'query', 'editor'] as const;
  return (
    <ChatDialog title={t('help.title')} onClose={onClose}>
      <ol className="audit-help">
        {steps.map((step) => (
          <li key={step}>{t(`help.steps.${step}`)}</li>
        ))}
      </ol>
      <div className="dialog-actions">
        <Button className="button primary" onPress={onClose} autoFocus>
          {t('help.close')}
        </Button>
      </div>
    </ChatDialog>
  );
}
