import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from './ModalDialog';

/** tools.md §2/§4: a headline with Cancel and Confirm; Enter confirms, closing cancels. */
export function ConfirmDialog({
  headline,
  onConfirm,
  onCancel,
  focusAfterClose,
}: {
  headline: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** Where the focus goes when the opener is gone after confirming (what it deleted). */
  focusAfterClose?: () => HTMLElement | null;
}) {
  const { t } = useTranslation('chat');
  return (
    <ModalDialog title={headline} onClose={onCancel} focusAfterClose={focusAfterClose}>
      <form
        className="dialog-actions"
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm();
        }}
      >
        <Button className="button" onPress={onCancel}>
          {t('dialogs.cancel')}
        </Button>
        <Button className="button primary" type="submit" autoFocus>
          {t('dialogs.confirm')}
        </Button>
      </form>
    </ModalDialog>
  );
}
