import { Trash2 } from 'lucide-react';
import { CheckboxGroup, Label } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { DocumentCheckboxes } from '../../conversation/views/DocumentCheckboxes';
import { IconButton } from '../../forms/IconButton';
import { useDocumentSelection } from './use-chat-lists';

export interface DocumentChecklistProps {
  /** Opens the page's confirmation for a document; omitted: no delete button (a place that cannot ask). */
  onDeleteDocuments?: (hashes: string[]) => void;
  /** Before the confirmation opens, a modal of its own: the popover or sheet the checklist is in makes way. */
  onMakeWay?: () => void;
}

/**
 * The uploaded documents; ticked ones go with the active chat's next question. Ticking does only
 * that: each document has its own delete beside it, which asks first (the page's dialog).
 */
export function DocumentChecklist({ onDeleteDocuments, onMakeWay }: DocumentChecklistProps) {
  const { t } = useTranslation('chat');
  const { documents, selected, select } = useDocumentSelection();
  if (documents.length === 0) return <p className="muted">{t('sidebar.noDocuments')}</p>;
  return (
    <div className="documents">
      <CheckboxGroup value={selected} onChange={select} aria-label={t('sidebar.documents')}>
        <Label className="sr-only">{t('sidebar.documents')}</Label>
        <DocumentCheckboxes
          documents={documents}
          {...(onDeleteDocuments
            ? {
                action: (document) => (
                  <IconButton
                    icon={Trash2}
                    className="ghost danger"
                    label={t('sidebar.deleteDocument', { name: document.option.label })}
                    onPress={() => {
                      onMakeWay?.();
                      onDeleteDocuments([document.option.value]);
                    }}
                  />
                ),
              }
            : {})}
        />
      </CheckboxGroup>
    </div>
  );
}
