import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';

export interface ModalDialogProps {
  title: string;
  onClose?: () => void;
  children: ReactNode;
}

/**
 * The modal frame every dialog of the studio shares; closing it (Escape, outside click) is `onClose`.
 * Without `onClose` it can only be left through its own buttons.
 */
export function ModalDialogFrame({ title, onClose, children }: ModalDialogProps) {
  return (
    <ModalOverlay
      className="modal-overlay"
      isOpen
      isDismissable={onClose !== undefined}
      isKeyboardDismissDisabled={onClose === undefined}
      onOpenChange={(open) => !open && onClose?.()}
    >
      <Modal className="modal">
        <Dialog className="dialog">
          <Heading slot="title">{title}</Heading>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
