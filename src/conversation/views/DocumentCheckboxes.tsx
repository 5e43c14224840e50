import { Checkbox } from 'react-aria-components';
import type { UploadedDocument } from '../../../domain/chat';
import { CheckboxMark } from '../../forms/CheckboxMark';

/** The uploaded documents as checkboxes, by their labels: the items of a CheckboxGroup of doc_hashes. */
export function DocumentCheckboxes({ documents }: { documents: readonly UploadedDocument[] }) {
  return documents.map((document) => (
    <Checkbox key={document.option.value} value={document.option.value} className="checkbox">
      <CheckboxMark />
      {document.option.label}
    </Checkbox>
  ));
}
