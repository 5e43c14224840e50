import { useSelector as useActorSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { chatSentinels } from '../../../domain/chat-sentinels';
import { uploadAccept } from '../../../domain/upload-allow-list';
import type { UploadSource } from '../../../machines/conversation/upload-queue.types';
import { isPlaceholder } from '../../../store/chat-list';
import { selectExpiredChats } from '../../../store/chats.slice';
import { canOpenTool } from '../../access/access';
import { ChatInput, type ChatInputHandle } from '../../conversation/views/ChatInput';
import { DropZone } from '../../conversation/views/DropOverlay';
import { MessageArea } from '../../conversation/views/MessageArea';
import { PersistenceNotices } from '../../conversation/views/PersistenceNotices';
import { useAppSelector } from '../../platform/store-hooks';
import { useDeferredCode } from '../../deferred/use-deferred-code';
import { useViewer } from '../../platform/viewer';
import { ToolLayout } from '../../shell/views/ToolLayout';
import { useToolPanel } from '../../shell/views/use-tool-panel';
import { useChatTool } from '../chat-tool-context';
import { ChatEmptyState } from './ChatEmptyState';
import { ChatSidebar } from './ChatSidebar';
import { ContextChips } from './ContextChips';
import { UploadWaitNotice } from './UploadWaitNotice';
import type { ChatTopMenuProps } from './ChatTopMenu';
import { chatDialogs, chatTopMenu } from './deferred-views';
import { useChatDialogs } from './use-chat-dialogs';

/** tools.md §2 "General chat (home)": sidebar or top menu, the conversation, the input, the dialogs. */
export default function ChatPage() {
  const { actor, commands } = useChatTool();
  const dialogs = useChatDialogs();
  const viewer = useViewer();
  // Chats past 90 days are looked for at arrival and at each expiry check of the chat's machine
  // (every minute, and when the tab comes back); the ones the user kept are not asked about again.
  const [checkedAt, setCheckedAt] = useState(() => Date.now());
  useEffect(() => {
    const subscription = actor.on('chat.expiryDue', () => setCheckedAt(Date.now()));
    return () => subscription.unsubscribe();
  }, [actor]);
  const [kept, setKept] = useState<ReadonlySet<string>>(() => new Set());
  const expiredNow = useAppSelector((s) => selectExpiredChats(s, checkedAt));
  const expired = useMemo(() => expiredNow.filter((chat) => !kept.has(chat.sessionId)), [expiredNow, kept]);
  // The dialogs' code comes at the first interaction, or at once when one is due (expired chats at arrival).
  const ChatDialogs = useDeferredCode(chatDialogs, dialogs.dialog.kind !== 'none' || expired.length > 0)?.ChatDialogs;
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = (files: File[], source: UploadSource) => commands.upload(files, source);
  // The registry button shows exactly when /rags would let the user in (groups and origin).
  const canOpenRegistry = canOpenTool(viewer, 'registry');
  // The sidebar and the top menu that stands in for it offer the same commands.
  const listCommands = {
    onNewChat: commands.newChat,
    onUpload: () => fileInput.current?.click(),
    onChatAction: dialogs.chatAction,
    onDeleteDocuments: (hashes: string[]) => dialogs.open({ kind: 'deleteFiles', hashes }),
  };

  return (
    <DropZone onFiles={(files) => upload(files, 'drop')}>
      {/* Below `sm` the sidebar is a drawer over the conversation: closed on arrival, whatever the
          stored choice, and closed again once a chat is picked or started. */}
      <ToolLayout tool="chat" className="chat-page" panel={<ChatSidebar {...listCommands} />} openButton="tool">
        <ChatMain dialogs={dialogs} listCommands={listCommands} canOpenRegistry={canOpenRegistry} onUpload={upload} onPickFiles={() => fileInput.current?.click()} />
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
      </ToolLayout>
      {ChatDialogs && (
        <ChatDialogs dialogs={dialogs} expired={expired} onExpiredDone={() => setKept(new Set([...kept, ...expired.map((chat) => chat.sessionId)]))} />
      )}
    </DropZone>
  );
}

interface ChatMainProps {
  dialogs: ReturnType<typeof useChatDialogs>;
  listCommands: Omit<ChatTopMenuProps, 'canOpenRegistry'>;
  canOpenRegistry: boolean;
  onUpload: (files: File[], source: UploadSource) => void;
  onPickFiles: () => void;
}

/** The work area: the top menu while the sidebar is hidden, the conversation, the input, the notice. */
function ChatMain({ dialogs, listCommands, canOpenRegistry, onUpload, onPickFiles }: ChatMainProps) {
  const { t } = useTranslation('chat');
  const { actor, stream, commands } = useChatTool();
  const sidebarShown = useToolPanel().shown;
  const topMenu = useDeferredCode(chatTopMenu, !sidebarShown);
  const waiting = useActorSelector(stream, (s) => s.hasTag('busy'));
  const canCancel = useActorSelector(stream, (s) => s.can({ type: 'stream.cancel' }));
  // The chat machine's send rule: not while an answer streams here, nor while the open chat awaits a kept one.
  const awaitingAnswer = isPlaceholder(dialogs.active?.messages.at(-1));
  const canSend = useActorSelector(actor, (s) => s.can({ type: 'chat.send', awaitingAnswer }));
  const input = useRef<ChatInputHandle>(null);
  // Stable, so the conversation's empty state is not made again at every render of the page.
  const empty = useMemo(() => <ChatEmptyState onPick={(question) => input.current?.fill(question)} />, []);
  // A question that was too long cannot be answered in this chat: a new one is offered instead.
  const inputHidden = dialogs.active?.messages.at(-1)?.content === chatSentinels.contextTooLong;
  return (
    <div className="chat-main">
      <h1 className="sr-only">{t('title')}</h1>
      {!sidebarShown &&
        (topMenu ? (
          <topMenu.ChatTopMenu {...listCommands} canOpenRegistry={canOpenRegistry} />
        ) : (
          // Its place, kept while its code comes (a moment): the conversation does not jump.
          <div className="chat-top-menu" />
        ))}
      <PersistenceNotices />
      <MessageArea chat={dialogs.active} onEdit={dialogs.edit} empty={empty} />
      {inputHidden ? (
        <Button className="button primary new-conversation" onPress={commands.newChat}>
          {t('input.newConversation')}
        </Button>
      ) : (
        <>
          <ContextChips />
          <UploadWaitNotice />
          <ChatInput
          ref={input}
          waiting={waiting}
          canSend={canSend}
          canCancel={canCancel}
          onSend={commands.send}
          onCancel={commands.cancelAnswer}
          onUpload={onPickFiles}
          onPasteFiles={(files) => onUpload(files, 'paste')}
          />
        </>
      )}
      <p className="chat-notice muted">
        {t('input.notice')}{' '}
        <Button className="button link" onPress={() => dialogs.open({ kind: 'help' })}>
          {t('actions.help')}
        </Button>
      </p>
    </div>
  );
}
