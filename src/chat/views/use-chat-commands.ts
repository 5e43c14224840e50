import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { chatDeleted, chatRenamed, chatsExpired, newSessionId, chatStarted, renameProblem, selectActiveChat, selectChats } from '../../../store/chats.slice';
import { documentsDeleted } from '../../../store/documents.slice';
import type { RootState } from '../../../store/store';
import { chatSentinels } from '../../../domain/chat-sentinels';
import { useChatContext } from '../chat-services-context';
import { downloadText } from '../clipboard';
import { transcript, transcriptFileName, type TranscriptFormat } from '../transcript';
import type { ChatAction } from './ChatActionsMenu';

export type OpenDialog =
  | { kind: 'none' }
  | { kind: 'rename' }
  | { kind: 'deleteChat' }
  | { kind: 'deleteFiles'; hashes: string[] }
  | { kind: 'edit'; index: number }
  | { kind: 'help' };

/** The chat page's commands and which dialog is open; the views call these, never the store directly. */
export function useChatCommands() {
  const { t } = useTranslation('chat');
  const dispatch = useDispatch();
  const store = useStore<RootState>();
  const { services } = useChatContext();
  const active = useSelector((s: RootState) => selectActiveChat(s));
  const [dialog, setDialog] = useState<OpenDialog>({ kind: 'none' });
  const close = () => setDialog({ kind: 'none' });
  // Stable, so the memoised messages keep their props.
  const edit = useCallback((index: number) => setDialog({ kind: 'edit', index }), []);

  const download = (sessionId: string, format: TranscriptFormat) => {
    const chat = selectChats(store.getState()).find((c) => c.sessionId === sessionId);
    if (!chat) return;
    const labels = { you: t('transcript.you'), assistant: t('transcript.assistant'), untitled: t('sidebar.untitled') };
    const text = transcript(chat, format, labels, (content) => (content === chatSentinels.typing ? t('transcript.typing') : services.describe(content)));
    downloadText(transcriptFileName(chat, format, t('sidebar.untitled')), text, format === 'markdown' ? 'text/markdown' : 'text/plain');
  };

  return {
    dialog,
    open: setDialog,
    edit,
    close,
    active,
    download,
    newChat: () => dispatch(chatStarted({ sessionId: newSessionId() })),
    chatAction(action: ChatAction) {
      if (!active) return;
      if (action === 'rename') setDialog({ kind: 'rename' });
      else if (action === 'delete') setDialog({ kind: 'deleteChat' });
      else if (action === 'renameAi') void services.nameChat(active.sessionId, true);
      else download(active.sessionId, action === 'downloadMarkdown' ? 'markdown' : 'text');
    },
    validateName: (name: string) => (active ? renameProblem(selectChats(store.getState()), active.sessionId, name) : 'empty'),
    rename(name: string) {
      if (active) dispatch(chatRenamed({ sessionId: active.sessionId, name }));
      close();
    },
    deleteChat() {
      if (active) dispatch(chatDeleted({ sessionId: active.sessionId }));
      close();
    },
    deleteFiles(hashes: string[]) {
      dispatch(documentsDeleted({ hashes }));
      close();
    },
    expireChats: (sessionIds: string[]) => dispatch(chatsExpired({ sessionIds })),
  };
}
