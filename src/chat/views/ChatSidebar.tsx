import { Button, Input, SearchField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { selectActiveChat, selectActiveSessionId } from '../../../store/chats.slice';
import { selectSidebarWidth } from '../../../store/sidebar.slice';
import { useAppSelector } from '../../platform/store-hooks';
import { PanelCloseButton } from '../../shell/views/PanelButtons';
import { useToolPanel } from '../../shell/views/use-tool-panel';
import { useChatTool } from '../chat-tool-context';
import type { ChatAction } from './ChatActionsMenu';
import { ChatHistoryList } from './ChatHistoryList';
import { DocumentChecklist } from './DocumentChecklist';
import { SidebarResizer } from './SidebarResizer';
import { chatTopMenu } from './deferred-views';
import { UploadProgress } from '../../conversation/views/UploadProgress';
import { useChatSearch } from './use-chat-lists';

export interface ChatSidebarProps {
  onNewChat: () => void;
  onUpload: () => void;
  onChatAction: (action: ChatAction) => void;
  onDeleteDocuments: (hashes: string[]) => void;
}

/** The chat's panel in its ToolLayout; on a phone a drawer, closed after a chat is picked or started. */
export function ChatSidebar({ onNewChat, onUpload, onChatAction, onDeleteDocuments }: ChatSidebarProps) {
  const { t } = useTranslation('chat');
  const panel = useToolPanel();
  const drawer = panel.phone ? panel : undefined;
  const { commands } = useChatTool();
  const { query, setQuery, results: chats, anyChats } = useChatSearch();
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
        {/* Closing shows the top menu in the sidebar's place, and its "Open sidebar" takes the focus:
            its code comes as the button is pointed at, focused or pressed, so focus is not left on
            the page while it loads. `display: contents`: no box in the head's row. */}
        <span style={{ display: 'contents' }} onPointerEnter={fetchTopMenu} onPointerDown={fetchTopMenu} onFocus={fetchTopMenu}>
          <PanelCloseButton />
        </span>
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
      <DocumentChecklist onDeleteDocuments={onDeleteDocuments} />
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

// A failed fetch is tried again, and reported, when the top menu is shown (ChatPage).
const fetchTopMenu = () => void chatTopMenu.load().catch(() => undefined);
