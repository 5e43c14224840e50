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
import { UploadProgress } from '../../conversation/views/UploadProgress';
import { useChatSearch, useDocumentSelection } from './use-chat-lists';

export interface ChatSidebarProps {
  onNewChat: () => void;
  onUpload: () => void;
  onChatAction: (action: ChatAction) => void;
  onDeleteDocuments: (hashes: string[]) => void;
  /** The sidebar was just opened by the user: focus goes to its close button, where the open button was. */
  focusClose?: boolean;
}

export function ChatSidebar({ onNewChat, onUpload, onChatAction, onDeleteDocuments, focusClose = false }: ChatSidebarProps) {
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
    <aside className="chat-sidebar" style={{ width }} aria-label={t('sidebar.label')}>
      <div className="sidebar-head">
        <Button className="button primary" onPress={onNewChat}>
          {t('sidebar.newChat')}
        </Button>
        <Button className="button ghost" aria-label={t('sidebar.close')} autoFocus={focusClose} onPress={() => dispatch(sidebarClosed())}>
          ⟨
        </Button>
      </div>
      <SearchField className="field" value={query} onChange={setQuery} aria-label={t('sidebar.search')}>
        <Input placeholder={t('sidebar.search')} />
      </SearchField>
      <h2 className="sidebar-heading">{t('sidebar.history')}</h2>
      {chats.length === 0 && <p className="muted">{anyChats ? t('sidebar.noMatch') : t('sidebar.noChats')}</p>}
      <ChatHistoryList
        chats={chats}
        activeId={activeId}
        onOpen={commands.switchChat}
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
      <SidebarResizer />
    </aside>
  );
}
