import { useSelector as useActorSelector } from '@xstate/react';
import { useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { selectExpiredChats } from '../../../store/chats.slice';
import { selectSidebarVisible } from '../../../store/sidebar.slice';
import type { RootState } from '../../../store/store';
import { canOpenTool } from '../../access/access';
import { useViewer } from '../../app/viewer';
import { chatSentinels } from '../../../domain/chat-sentinels';
import { uploadAccept } from '../../../domain/upload-allow-list';
import { useChatContext } from '../chat-services-context';
import { ChatInput } from './ChatInput';
import { ChatSidebar } from './ChatSidebar';
import { ChatTopMenu } from './ChatTopMenu';
import { ChatDialogs } from './ChatDialogs';
import { DropZone } from './DropOverlay';
import { MessageArea } from './MessageArea';
import { PersistenceNotices } from './PersistenceNotices';
import { useChatCommands } from './use-chat-commands';

/** tools.md §2 "General chat (home)": sidebar or top menu, the conversation, the input, the dialogs. */
export default function ChatPage() {
  const { t } = useTranslation('chat');
  const { services } = useChatContext();
  const commands = useChatCommands();
  const viewer = useViewer();
  const sidebarVisible = useSelector((s: RootState) => selectSidebarVisible(s));
  // Closing or opening the sidebar removes the pressed button: focus moves to its counterpart,
  // not to the page's body. Not on arrival, where the page takes no focus.
  const [visibleOnArrival] = useState(sidebarVisible);
  const [sidebarToggled, setSidebarToggled] = useState(false);
  if (!sidebarToggled && sidebarVisible !== visibleOnArrival) setSidebarToggled(true);
  const [openedAt] = useState(() => Date.now());
  const [expiredDone, setExpiredDone] = useState(false);
  const expired = useSelector((s: RootState) => selectExpiredChats(s, openedAt));
  const waiting = useActorSelector(services.stream, (s) => s.hasTag('busy'));
  const canCancel = useActorSelector(services.stream, (s) => s.can({ type: 'stream.cancel' }));
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = (files: File[], source: 'picker' | 'paste' | 'drop') => services.uploads.send({ type: 'upload.add', files, source });
  // A question that was too long cannot be answered in this chat: a new one is offered instead.
  const inputHidden = commands.active?.messages.at(-1)?.content === chatSentinels.contextTooLong;
  // The registry button shows exactly when /rags would let the user in (groups and origin).
  const canOpenRegistry = canOpenTool(viewer, 'rags');
  // The sidebar and the top menu that stands in for it offer the same commands.
  const listCommands = {
    onNewChat: commands.newChat,
    onUpload: () => fileInput.current?.click(),
    onChatAction: commands.chatAction,
    onDeleteDocuments: (hashes: string[]) => commands.open({ kind: 'deleteFiles', hashes }),
  };

  return (
    <DropZone onFiles={(files) => upload(files, 'drop')}>
      <div className="chat-page">
        {sidebarVisible && <ChatSidebar {...listCommands} focusClose={sidebarToggled} />}
        <div className="chat-main">
          <h1 className="sr-only">{t('title')}</h1>
          {!sidebarVisible && (
            <ChatTopMenu {...listCommands} canOpenRegistry={canOpenRegistry} focusOpen={sidebarToggled} />
          )}
          <PersistenceNotices />
          <MessageArea chat={commands.active} onEdit={commands.edit} />
          {inputHidden ? (
            <Button className="button primary new-conversation" onPress={commands.newChat}>
              {t('input.newConversation')}
            </Button>
          ) : (
            <ChatInput
              waiting={waiting}
              canCancel={canCancel}
              onSend={(text) => services.send(text)}
              onCancel={() => services.stream.send({ type: 'stream.cancel' })}
              onUpload={() => fileInput.current?.click()}
              onPasteFiles={(files) => upload(files, 'paste')}
            />
          )}
          <p className="chat-notice muted">
            {t('input.notice')}{' '}
            <Button className="button link" onPress={() => commands.open({ kind: 'help' })}>
              {t('actions.help')}
            </Button>
          </p>
        </div>
        <input
          ref={fileInput}
          type="file"
          multiple
          hidden
          accept={uploadAccept}
          onChange={(event) => {
            upload([...(event.target.files ?? [])], 'picker');
            event.target.value = '';
          }}
        />
        <ChatDialogs commands={commands} expired={expiredDone ? [] : expired} onExpiredDone={() => setExpiredDone(true)} />
      </div>
    </DropZone>
  );
}
