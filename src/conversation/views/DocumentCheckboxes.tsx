import type { ReactNode } from 'react';
import { Checkbox } from 'react-aria-components';
import type { UploadedDocument } from '../../../domain/chat';
import { CheckboxMark } from '../../forms/CheckboxMark';

/**
 * The uploaded documents as checkboxes, by their labels: the items of a CheckboxGroup of
 * doc_hashes. `action`: a control of the document's own beside its box (the chat's delete),
 * so ticking stays one thing.
 */
export function DocumentCheckboxes({ documents, action }: { documents: readonly UploadedDocument[]; action?: (document: UploadedDocument) => ReactNode }) {
  return documents.map((document) => {
    const box = (
      <Checkbox key={document.option.value} value={document.option.value} className="checkbox">
        <CheckboxMark />
        {document.option.label}
      </Checkbox>
    );
    return action ? (
      <div key={document.option.value} className="document-row">
        {box}
        {action(document)}
      </div>
    ) : (
      box
    );
  });
}
