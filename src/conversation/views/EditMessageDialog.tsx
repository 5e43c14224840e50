import { useState } from 'react';
import { Button, Label, TextArea, TextField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../dialogs/ModalDialog';
import { pageMessageBox } from './ChatInput';

/** tools.md §5: send is disabled while the trimmed text is empty. */
export function EditMessageDialog({ text, onSend, onCancel }: { text: string; onSend: (text: string) => void; onCancel: () => void }) {
  const { t } = useTranslation('chat');
  const [value, setValue] = useState(text);
  return (
    // Sent: the answer comes below and the next words go into the message box (the edited message's button is re-rendered).
    <ModalDialog title={t('dialogs.editTitle')} onClose={onCancel} focusAfterClose={pageMessageBox}>
      <TextField className="field" value={value} onChange={setValue} autoFocus>
        <Label>{t('dialogs.editLabel')}</Label>
        <TextArea rows={4} />
      </TextField>
      <div className="dialog-actions">
        <Button className="button" onPress={onCancel}>
          {t('dialogs.cancel')}
        </Button>
        <Button className="button primary" isDisabled={value.trim() === ''} onPress={() => onSend(value.trim())}>
          {t('dialogs.editSend')}
        </Button>
      </div>
    </ModalDialog>
  );
}
