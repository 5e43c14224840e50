import { useCallback, useState } from 'react';
import { renameProblem, selectActiveChat, selectChats } from '../../../store/chats.slice';
import { useAppSelector, useAppStore } from '../../platform/store-hooks';
import { useChatTool } from '../chat-tool-context';
import type { ChatAction } from './ChatActionsMenu';

export type OpenDialog =
  | { kind: 'none' }
  | { kind: 'rename' }
  | { kind: 'deleteChat' }
  | { kind: 'deleteFiles'; hashes: string[] }
  | { kind: 'edit'; index: number }
  | { kind: 'help' };

/** Which chat dialog is open, and what each one does with the open chat (through the chat's commands). */
export function useChatDialogs() {
  const { commands } = useChatTool();
  const store = useAppStore();
  const active = useAppSelector(selectActiveChat);
  const [dialog, setDialog] = useState<OpenDialog>({ kind: 'none' });
  const close = () => setDialog({ kind: 'none' });
  // Stable, so the memoised messages keep their props.
  const edit = useCallback((index: number) => setDialog({ kind: 'edit', index }), []);

  return {
    dialog,
    open: setDialog,
    edit,
    close,
    active,
    chatAction(action: ChatAction) {
      if (!active) return;
      if (action === 'rename') setDialog({ kind: 'rename' });
      else if (action === 'delete') setDialog({ kind: 'deleteChat' });
      else if (action === 'renameAi') void commands.nameChat(active.sessionId, true);
      else commands.downloadTranscript(active.sessionId, action === 'downloadMarkdown' ? 'markdown' : 'text');
    },
    validateName: (name: string) => (active ? renameProblem(selectChats(store.getState()), active.sessionId, name) : 'empty'),
    rename(name: string) {
      if (active) commands.rename(active.sessionId, name);
      close();
    },
    deleteChat() {
      if (active) commands.deleteChat(active.sessionId);
      close();
    },
    deleteFiles(hashes: string[]) {
      commands.deleteDocuments(hashes);
      close();
    },
    sendEdit(index: number, text: string) {
      if (active) commands.edit(active.sessionId, index, text);
      close();
    },
  };
}

export type ChatDialogs = ReturnType<typeof useChatDialogs>;
