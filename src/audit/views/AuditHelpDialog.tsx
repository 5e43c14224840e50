import { useTranslation } from 'react-i18next';
import { InfoDialog } from '../../dialogs/InfoDialog';

/** The help button's dialog: how the assistant is used, step by step. */
export function AuditHelpDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('audit');
  const steps = ['department', 'prompt', 'model', 'query', 'editor'] as const;
  return (
    <InfoDialog title={t('help.title')} closeLabel={t('help.close')} onClose={onClose}>
      <ol className="audit-help">
        {steps.map((step) => (
          <li key={step}>{t(`help.steps.${step}`)}</li>
        ))}
      </ol>
    </InfoDialog>
  );
}
