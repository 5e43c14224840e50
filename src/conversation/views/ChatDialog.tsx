import { deferredCode, fetchOnFirstInteraction } from '../../platform/deferred-code';
import { useDeferredCode } from '../../platform/use-deferred-code';
import type { ChatDialogProps } from './ChatDialogFrame';

/**
 * React Aria's modal, dialog and focus-scope code: fetched when the user first interacts with
 * the page (before any dialog is likely opened), or when a dialog is opened first.
 */
export const chatDialogFrame = deferredCode('the dialog frame', () => import('./ChatDialogFrame'));
fetchOnFirstInteraction(chatDialogFrame);

/** The modal frame every chat dialog shares; shown as soon as its code is here. */
export function ChatDialog(props: ChatDialogProps) {
  const frame = useDeferredCode(chatDialogFrame, true);
  return frame ? <frame.ChatDialogFrame {...props} /> : null;
}
