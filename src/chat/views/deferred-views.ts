import { deferredCode, fetchOnFirstInteraction } from '../../deferred/deferred-code';

// React Aria's menu, popover and combobox code comes with the chat's menus when the user first
// interacts (or points at one), not with the page.
export const chatActionsMenu = deferredCode('the chat actions menu', () => import('./ChatActionsMenu'));
/**
 * Shown in place of the sidebar while it is hidden, and fetched only then (before the page when
 * it is hidden on arrival, chat-tool.tsx): with the sidebar shown, its combobox is never needed.
 */
export const chatTopMenu = deferredCode('the chat top menu', () => import('./ChatTopMenu'));
/** The chat's dialogs (rename, delete, edit, help, expired chats): fetched at the first interaction, or when one opens. */
export const chatDialogs = deferredCode('the chat dialogs', () => import('./ChatDialogs'));
fetchOnFirstInteraction(chatActionsMenu, chatDialogs);
