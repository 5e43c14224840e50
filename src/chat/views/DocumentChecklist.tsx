import { Button, Checkbox, CheckboxGroup, Label } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { UploadedDocument } from '../../../domain/chat';
import { CheckboxMark } from '../../forms/CheckboxMark';

export interface DocumentChecklistProps {
  documents: UploadedDocument[];
  /** doc_hash of the documents the active chat uses as context. */
  selected: string[];
  onSelect: (hashes: string[]) => void;
  /** Omitted: no delete button (a place that cannot ask for confirmation). */
  onDelete?: () => void;
}

/** The uploaded documents; ticked ones go with the next question. Delete asks first (the caller's dialog). */
export function DocumentChecklist({ documents, selected, onSelect, onDelete }: DocumentChecklistProps) {
  const { t } = useTranslation('chat');
  if (documents.length === 0) return <p className="muted">{t('sidebar.noDocuments')}</p>;
  return (
    <div className="documents">
      <CheckboxGroup value={selected} onChange={onSelect} aria-label={t('sidebar.documents')}>
        <Label className="sr-only">{t('sidebar.documents')}</Label>
        {documents.map((doc) => (
          <Checkbox key={doc.option.value} value={doc.option.value} className="checkbox">
            <CheckboxMark />
            {doc.option.label}
          </Checkbox>
        ))}
      </CheckboxGroup>
      {onDelete && (
        <Button className="button danger-outline" isDisabled={selected.length === 0} onPress={onDelete}>
          {t('sidebar.deleteDocuments')}
        </Button>
      )}
    </div>
  );
}
