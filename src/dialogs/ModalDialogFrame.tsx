import { useEffect, type ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';

export interface ModalDialogProps {
  title: string;
  onClose?: () => void;
  children: ReactNode;
  /** Where the focus goes after closing when what opened the dialog is gone (else the work area). */
  focusAfterClose?: () => HTMLElement | null;
}

/**
 * React Aria gives the focus back to the opener in the frame after closing; an opener that is gone
 * (a message re-rendered by the resend, a chat deleted) leaves it on body. The frame after that
 * checks and sends it to `focusAfterClose`, else the tool's work area.
 */
/** The tool's work area, else the main content: where the skip link lands too (the shell's SkipLink). */
const workArea = () => document.querySelector<HTMLElement>('#main .tool-work') ?? document.getElementById('main');

function useFocusNeverLostOnClose(focusAfterClose?: () => HTMLElement | null) {
  useEffect(
    () => () => {
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          if (document.activeElement && document.activeElement !== document.body) return;
          (focusAfterClose?.() ?? workArea())?.focus();
        }),
      );
    },
    [focusAfterClose],
  );
}

/**
 * The modal frame every dialog of the studio shares; closing it (Escape, outside click) is `onClose`.
 * Without `onClose` it can only be left through its own buttons.
 */
export function ModalDialogFrame({ title, onClose, children, focusAfterClose }: ModalDialogProps) {
  useFocusNeverLostOnClose(focusAfterClose);
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
