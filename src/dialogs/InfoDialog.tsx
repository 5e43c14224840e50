import type { ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { ModalDialog } from './ModalDialog';

export interface InfoDialogProps {
  title: string;
  /** The primary button's label; it has the focus, and it, Escape and an outside click all close. */
  closeLabel: string;
  onClose: () => void;
  /** Buttons before the close button (an edit, a retry). */
  actions?: ReactNode;
  children: ReactNode;
}

/** A dialog to read (help, a preview, a passage): its content, then the button that leaves it. */
export function InfoDialog({ title, closeLabel, onClose, actions, children }: InfoDialogProps) {
  return (
    <ModalDialog title={title} onClose={onClose}>
      {children}
      <div className="dialog-actions">
        {actions}
        <Button className="button primary" onPress={onClose} autoFocus>
          {closeLabel}
        </Button>
      </div>
    </ModalDialog>
  );
}
