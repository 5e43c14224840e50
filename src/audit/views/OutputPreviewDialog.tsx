import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { Button, Label, TextArea, TextField } from 'react-aria-components';
import { AutosizeTextArea } from '../../forms/AutosizeTextArea';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../dialogs/ModalDialog';
import { useAuditTool } from '../audit-tool-context';

/**
 * tools.md §4: the output in a text area (7 to 1000 rows), read-only while waiting; closing
 * writes the edited text back as the output unless an answer is still arriving.
 */
export function OutputPreviewDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('audit');
  const { actor, commands } = useAuditTool();
  const output = useSelector(actor, (s) => s.context.output);
  const waiting = useSelector(actor, (s) => s.hasTag('waiting'));
  const [edited, setEdited] = useState<string | null>(null);
  const close = () => {
    if (!waiting && edited !== null && edited !== output) commands.editOutput(edited);
    onClose();
  };
  return (
    <ModalDialog title={t('output.previewTitle')} onClose={close}>
      <TextField className="field" value={waiting ? output : (edited ?? output)} onChange={setEdited} isReadOnly={waiting}>
        <Label>{waiting ? t('output.previewReadOnly') : t('output.previewEditable')}</Label>
        <AutosizeTextArea as={TextArea} className="audit-output-text" minRows={7} />
      </TextField>
      <div className="dialog-actions">
        <Button className="button primary" onPress={close}>
          {t('output.close')}
        </Button>
      </div>
    </ModalDialog>
  );
}
