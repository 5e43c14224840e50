import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { selectScosChats } from '../../../store/scos-chats.slice';
import { useAppSelector } from '../../platform/store-hooks';
import { ConfirmDialog } from '../../dialogs/ConfirmDialog';
import { RenameDialog } from '../../dialogs/RenameDialog';
import { PanelCloseButton } from '../../shell/views/PanelButtons';
import { useToolPanel } from '../../shell/views/use-tool-panel';
import { useScosTool } from '../scos-tool-context';
import { ScosDocuments } from './ScosDocuments';

type Dialog = { kind: 'none' } | { kind: 'rename' | 'delete'; sessionId: string; name: string };

/**
 * tools.md §2 sidebar (closable; a drawer below `sm`): the saved chats (last changed first), new
 * chat, and for the open chat rename, delete (confirmed) and the transcript. Switching, a new chat and deleting the open chat
 * wait until nothing is under way in it.
 */
export function ScosChatList() {
  const { t } = useTranslation('scos');
  // Below `sm` the sidebar is a drawer over the conversation, closed once a chat is picked or started.
  const panel = useToolPanel();
  const drawer = panel.phone;
  const onClose = panel.close;
  const { actor, commands } = useScosTool();
  const chats = useAppSelector(selectScosChats);
  const openId = useSelector(actor, (snapshot) => snapshot.context.sessionId);
  const canSwitch = useSelector(actor, (snapshot) => snapshot.hasTag('ready'));
  const canStartNewChat = useSelector(actor, (snapshot) => snapshot.can({ type: 'scos.newChat', sessionId: '' }));
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' });
  const close = () => setDialog({ kind: 'none' });
  const nameOf = (name: string | null) => name ?? t('chats.untitled');
  const open = chats.find((chat) => chat.sessionId === openId);

  return (
    <nav className={drawer ? 'scos-sidebar drawer' : 'scos-sidebar'} aria-label={t('chats.label')}>
      <div className="sidebar-head">
        <Button
          className="button primary"
          isDisabled={!canStartNewChat}
          onPress={() => {
            commands.newChat();
            if (drawer) onClose();
          }}
        >
          {t('newChat')}
        </Button>
        <PanelCloseButton />
      </div>
      <ul className="scos-chat-list" aria-label={t('chats.list')}>
        {chats.map((chat) => (
          <li key={chat.sessionId}>
            <Button
              className="scos-chat-item"
              aria-current={chat.sessionId === openId ? 'true' : undefined}
              isDisabled={!canSwitch && chat.sessionId !== openId}
              onPress={() => {
                commands.switchTo(chat.sessionId);
                if (drawer) onClose();
              }}
            >
              {nameOf(chat.name)}
            </Button>
          </li>
        ))}
      </ul>
      {open && (
        <div className="scos-chat-actions" role="group" aria-label={t('chats.actions')}>
          <Button className="button" onPress={() => setDialog({ kind: 'rename', sessionId: open.sessionId, name: open.name ?? '' })}>
            {t('chats.rename')}
          </Button>
          <Button className="button" isDisabled={!canSwitch} onPress={() => setDialog({ kind: 'delete', sessionId: open.sessionId, name: nameOf(open.name) })}>
            {t('chats.delete')}
          </Button>
          <Button className="button" onPress={() => commands.downloadTranscript()}>
            {t('transcript')}
          </Button>
        </div>
      )}
      <ScosDocuments />
      {dialog.kind === 'rename' && (
        <RenameDialog
          current={dialog.name}
          validate={(name) => commands.validateName(dialog.sessionId, name)}
          onRename={(name) => {
            commands.rename(dialog.sessionId, name);
            close();
          }}
          onCancel={close}
        />
      )}
      {dialog.kind === 'delete' && (
        <ConfirmDialog
          headline={t('chats.deleteConfirm', { name: dialog.name })}
          onConfirm={() => {
            commands.deleteChat(dialog.sessionId);
            close();
          }}
          onCancel={close}
        />
      )}
    </nav>
  );
}
