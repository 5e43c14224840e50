import { useTranslation } from 'react-i18next';
import { ChatActionsMenu, type ChatAction } from './ChatActionsMenu';

export interface ChatListItem {
  sessionId: string;
  name: string | null;
}

export interface ChatHistoryListProps {
  chats: ChatListItem[];
  activeId: string | null;
  onOpen: (sessionId: string) => void;
  onAction: (action: ChatAction) => void;
  canRenameAi: boolean;
}

/** The chat history, newest first; the active chat carries its actions menu. */
export function ChatHistoryList({ chats, activeId, onOpen, onAction, canRenameAi }: ChatHistoryListProps) {
  const { t } = useTranslation('chat');
  return (
    <ul className="chat-list" aria-label={t('sidebar.history')}>
      {chats.map((chat) => {
        const active = chat.sessionId === activeId;
        return (
          <li key={chat.sessionId} className={active ? 'chat-item active' : 'chat-item'}>
            <button type="button" className="chat-open" aria-current={active ? 'true' : undefined} onClick={() => onOpen(chat.sessionId)}>
              {chat.name ?? t('sidebar.untitled')}
            </button>
            {active && <ChatActionsMenu onAction={onAction} canRenameAi={canRenameAi} />}
          </li>
        );
      })}
    </ul>
  );
}
