import { deferredCode, fetchOnFirstInteraction } from '../deferred/deferred-code';
import { useDeferredCode } from '../deferred/use-deferred-code';
import type { ModalDialogProps } from './ModalDialogFrame';

/**
 * React Aria's modal, dialog and focus-scope code: fetched when the user first interacts with
 * the page (before any dialog is likely opened), or when a dialog is opened first.
 */
export const modalDialogFrame = deferredCode('the dialog frame', () => import('./ModalDialogFrame'));
fetchOnFirstInteraction(modalDialogFrame);

/** The modal frame every dialog of the studio shares; shown as soon as its code is here. */
export function ModalDialog(props: ModalDialogProps) {
  const frame = useDeferredCode(modalDialogFrame, true);
  return frame ? <frame.ModalDialogFrame {...props} /> : null;
}
