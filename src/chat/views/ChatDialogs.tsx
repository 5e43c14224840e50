import { useTranslation } from 'react-i18next';
import type { Chat } from '../../../domain/chat';
import { useChatTool } from '../chat-tool-context';
import { ConfirmDialog } from '../../dialogs/ConfirmDialog';
import { EditMessageDialog } from '../../conversation/views/EditMessageDialog';
import { pageMessageBox } from '../../conversation/views/ChatInput';
import { ExpiredChatsDialog } from '../../conversation/views/ExpiredChatsDialog';
import { HelpDialog } from './HelpDialog';
import { RenameDialog } from '../../dialogs/RenameDialog';
import type { ChatDialogs as Dialogs } from './use-chat-dialogs';
import { useAppSelector } from '../../platform/store-hooks';
import { selectDocuments } from '../../../store/documents.slice';

/** Whichever chat dialog is open; the expired-chats dialog comes first, once per visit. */
export function ChatDialogs({ dialogs, expired, onExpiredDone }: { dialogs: Dialogs; expired: Chat[]; onExpiredDone: () => void }) {
  const { t } = useTranslation('chat');
  const { commands } = useChatTool();
  const { dialog, active, close } = dialogs;
  const documents = useAppSelector(selectDocuments);
  if (expired.length > 0 && dialog.kind === 'none') {
    return (
      <ExpiredChatsDialog
        chats={expired.map((c) => ({ label: c.name ?? t('sidebar.untitled'), value: c.sessionId }))}
        onDownload={(sessionId) => commands.downloadTranscript(sessionId, 'text')}
        onConfirm={() => {
          commands.expireChats(expired.map((c) => c.sessionId));
          onExpiredDone();
        }}
      />
    );
  }
  switch (dialog.kind) {
    case 'rename':
      return active ? (
        <RenameDialog current={active.name ?? ''} validate={dialogs.validateName} onRename={dialogs.rename} onCancel={close} />
      ) : null;
    case 'deleteChat':
      // The deleted chat's menu is gone with it: the focus goes to the message box of the chat shown next.
      return (
        <ConfirmDialog
          headline={t('dialogs.deleteChat', { name: active?.name ?? t('sidebar.untitled') })}
          onConfirm={dialogs.deleteChat}
          onCancel={close}
          focusAfterClose={pageMessageBox}
        />
      );
    case 'deleteFiles': {
      // The deleted document's button is gone with it: the focus goes to the tick of the document in
      // its place (the one before, after the last), else to the message box.
      const place = Math.max(0, documents.findIndex((d) => d.option.value === dialog.hashes[0]));
      const focusAfterClose = () => {
        const ticks = Array.from(document.querySelectorAll<HTMLElement>('.documents input[type="checkbox"]'));
        return ticks[Math.min(place, ticks.length - 1)] ?? pageMessageBox();
      };
      return (
        <ConfirmDialog
          headline={
            dialog.hashes.length === 1
              ? t('dialogs.deleteFile', { name: documents.find((d) => d.option.value === dialog.hashes[0])?.option.label ?? '' })
              : t('dialogs.deleteFiles', { count: dialog.hashes.length })
          }
          onConfirm={() => dialogs.deleteFiles(dialog.hashes)}
          onCancel={close}
          focusAfterClose={focusAfterClose}
        />
      );
    }
    case 'edit': {
      const message = active?.messages[dialog.index];
      return active && message ? (
        <EditMessageDialog text={message.content} onSend={(text) => dialogs.sendEdit(dialog.index, text)} onCancel={close} />
      ) : null;
    }
    case 'help':
      return <HelpDialog onClose={close} />;
    default:
      return null;
  }
}
