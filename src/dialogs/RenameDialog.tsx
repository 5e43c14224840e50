import { useState } from 'react';
import { Button, FieldError, Input, Label, TextField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from './ModalDialog';

export type RenameProblem = 'empty' | 'taken' | null;

/** tools.md §5: the new name is trimmed, must not be empty and must not be another chat's name. */
export function RenameDialog({
  current, validate, onRename, onCancel,
}: { current: string; validate: (name: string) => RenameProblem; onRename: (name: string) => void; onCancel: () => void }) {
  const { t } = useTranslation('chat');
  const [name, setName] = useState(current);
  const problem = validate(name.trim());
  const message = problem === 'empty' ? t('dialogs.renameEmpty') : problem === 'taken' ? t('dialogs.renameTaken') : null;
  return (
    <ModalDialog title={t('dialogs.renameTitle')} onClose={onCancel}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!problem) onRename(name.trim());
        }}
      >
        <TextField className="field" value={name} onChange={setName} isInvalid={problem !== null} validationBehavior="aria" autoFocus>
          <Label>{t('dialogs.renameLabel')}</Label>
          <Input />
          <FieldError className="field-error">{message}</FieldError>
        </TextField>
        <div className="dialog-actions">
          <Button className="button" onPress={onCancel}>
            {t('dialogs.cancel')}
          </Button>
          <Button className="button primary" type="submit" isDisabled={problem !== null}>
            {t('dialogs.save')}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
