import { Button, CheckboxGroup, Label } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { DocumentCheckboxes } from '../../conversation/views/DocumentCheckboxes';
import { useDocumentSelection } from './use-chat-lists';

export interface DocumentChecklistProps {
  /** Opens the page's confirmation for the ticked documents; omitted: no delete button (a place that cannot ask). */
  onDeleteDocuments?: (hashes: string[]) => void;
  /** Before the confirmation opens, a modal of its own: the popover or sheet the checklist is in makes way. */
  onMakeWay?: () => void;
}

/** The uploaded documents; ticked ones go with the active chat's next question. Delete asks first (the page's dialog). */
export function DocumentChecklist({ onDeleteDocuments, onMakeWay }: DocumentChecklistProps) {
  const { t } = useTranslation('chat');
  const { documents, selected, select } = useDocumentSelection();
  if (documents.length === 0) return <p className="muted">{t('sidebar.noDocuments')}</p>;
  return (
    <div className="documents">
      <CheckboxGroup value={selected} onChange={select} aria-label={t('sidebar.documents')}>
        <Label className="sr-only">{t('sidebar.documents')}</Label>
        <DocumentCheckboxes documents={documents} />
      </CheckboxGroup>
      {onDeleteDocuments && (
        <Button
          className="button danger-outline"
          isDisabled={selected.length === 0}
          onPress={() => {
            onMakeWay?.();
            onDeleteDocuments(selected);
          }}
        >
          {t('sidebar.deleteDocuments')}
        </Button>
      )}
    </div>
  );
}
