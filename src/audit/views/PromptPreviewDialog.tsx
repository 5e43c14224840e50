import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { AuditPrompt } from '../../../contracts/audit-api';
import { InfoDialog } from '../../dialogs/InfoDialog';

/**
 * tools.md §2/§4: the prompt's headline, description and template, shown as text (never as
 * HTML); its edit button leads to prompt management.
 */
export function PromptPreviewDialog({ prompt, onClose, onEdit }: { prompt: AuditPrompt; onClose: () => void; onEdit: () => void }) {
  const { t } = useTranslation('audit');
  return (
    <InfoDialog
      title={prompt.prompt_name}
      closeLabel={t('output.close')}
      onClose={onClose}
      actions={
        <Button className="button" onPress={onEdit}>
          {t('preview.edit')}
        </Button>
      }
    >
      <h3 className="audit-preview-label">{t('editor.description')}</h3>
      <p className="audit-preview-text">{prompt.description}</p>
      <h3 className="audit-preview-label">{t('editor.template')}</h3>
      <pre className="audit-preview-text">{prompt.prompt_template}</pre>
    </InfoDialog>
  );
}
