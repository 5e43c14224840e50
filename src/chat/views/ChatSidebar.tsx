import { Button, Input, SearchField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { selectActiveChat, selectActiveSessionId } from '../../../store/chats.slice';
import { selectSidebarWidth, sidebarClosed } from '../../../store/sidebar.slice';
import { useAppDispatch, useAppSelector } from '../../platform/store-hooks';
import { useChatTool } from '../chat-tool-context';
import type { ChatAction } from './ChatActionsMenu';
import { ChatHistoryList } from './ChatHistoryList';
import { DocumentChecklist } from './DocumentChecklist';
import { SidebarResizer } from './SidebarResizer';
import { SidebarCloseButton } from '../../conversation/views/SidebarButtons';
import { UploadProgress } from '../../conversation/views/UploadProgress';
import { useChatSearch, useDocumentSelection } from './use-chat-lists';

export interface ChatSidebarProps {
  onNewChat: () => void;
  onUpload: () => void;
  onChatAction: (action: ChatAction) => void;
  onDeleteDocuments: (hashes: string[]) => void;
  /** The sidebar was just opened by the user: focus goes to its close button, where the open button was. */
  focusClose?: boolean;
  /** On a phone the sidebar is a drawer over the conversation: closed by this, and after a chat is picked or started. */
  drawer?: { close: () => void };
}

export function ChatSidebar({ onNewChat, onUpload, onChatAction, onDeleteDocuments, focusClose = false, drawer }: ChatSidebarProps) {
  const { t } = useTranslation('chat');
  // The sidebar's visibility is a preference: toggled here directly, like the locale and the colour scheme.
  const dispatch = useAppDispatch();
  const { commands } = useChatTool();
  const { query, setQuery, results: chats, anyChats } = useChatSearch();
  const { documents, selected, select } = useDocumentSelection();
  const width = useAppSelector(selectSidebarWidth);
  const activeId = useAppSelector(selectActiveSessionId);
  const active = useAppSelector(selectActiveChat);

  return (
    <aside className={drawer ? 'chat-sidebar drawer' : 'chat-sidebar'} style={drawer ? undefined : { width }} aria-label={t('sidebar.label')}>
      <div className="sidebar-head">
        <Button
          className="button primary"
          onPress={() => {
            onNewChat();
            drawer?.close();
          }}
        >
          {t('sidebar.newChat')}
        </Button>
        <SidebarCloseButton autoFocus={focusClose} onPress={() => (drawer ? drawer.close() : dispatch(sidebarClosed()))} />
      </div>
      <SearchField className="field" value={query} onChange={setQuery} aria-label={t('sidebar.search')}>
        <Input placeholder={t('sidebar.search')} />
      </SearchField>
      <h2 className="sidebar-heading">{t('sidebar.history')}</h2>
      {chats.length === 0 && <p className="muted">{anyChats ? t('sidebar.noMatch') : t('sidebar.noChats')}</p>}
      <ChatHistoryList
        chats={chats}
        activeId={activeId}
        onOpen={(sessionId) => {
          commands.switchChat(sessionId);
          drawer?.close();
        }}
        onAction={onChatAction}
        canRenameAi={(active?.messages.length ?? 0) > 0}
      />
      <h2 className="sidebar-heading">{t('sidebar.documents')}</h2>
      <DocumentChecklist
        documents={documents}
        selected={selected}
        onSelect={select}
        onDelete={() => onDeleteDocuments(selected)}
      />
      <div className="sidebar-upload">
        <Button className="button" onPress={onUpload}>
          {t('sidebar.upload')}
        </Button>
        <UploadProgress />
      </div>
      {!drawer && <SidebarResizer />}
    </aside>
  );
}
