import { useTranslation } from 'react-i18next';
import type { Chat } from '../../../domain/chat';
import { useChatContext } from '../chat-services-context';
import { ConfirmDialog } from './ConfirmDialog';
import { EditMessageDialog } from './EditMessageDialog';
import { ExpiredChatsDialog } from './ExpiredChatsDialog';
import { HelpDialog } from './HelpDialog';
import { RenameDialog } from './RenameDialog';
import type { useChatCommands } from './use-chat-commands';

/** Whichever chat dialog is open; the expired-chats dialog comes first, once per visit. */
export function ChatDialogs({
  commands, expired, onExpiredDone,
}: { commands: ReturnType<typeof useChatCommands>; expired: Chat[]; onExpiredDone: () => void }) {
  const { t } = useTranslation('chat');
  const { services } = useChatContext();
  const { dialog, active, close } = commands;
  if (expired.length > 0 && dialog.kind === 'none') {
    return (
      <ExpiredChatsDialog
        chats={expired.map((c) => ({ label: c.name ?? t('sidebar.untitled'), value: c.sessionId }))}
        onDownload={(sessionId) => commands.download(sessionId, 'text')}
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
        <RenameDialog current={active.name ?? ''} validate={commands.validateName} onRename={commands.rename} onCancel={close} />
      ) : null;
    case 'deleteChat':
      return <ConfirmDialog headline={t('dialogs.deleteChat', { name: active?.name ?? t('sidebar.untitled') })} onConfirm={commands.deleteChat} onCancel={close} />;
    case 'deleteFiles':
      return (
        <ConfirmDialog
          headline={t('dialogs.deleteFiles', { count: dialog.hashes.length })}
          onConfirm={() => commands.deleteFiles(dialog.hashes)}
          onCancel={close}
        />
      );
    case 'edit': {
      const message = active?.messages[dialog.index];
      return active && message ? (
        <EditMessageDialog
          text={message.content}
          onSend={(text) => {
            services.edit(active.sessionId, dialog.index, text);
            close();
          }}
          onCancel={close}
        />
      ) : null;
    }
    case 'help':
      return <HelpDialog onClose={close} />;
    default:
      return null;
  }
}
