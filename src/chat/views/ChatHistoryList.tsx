import { Ellipsis } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { VirtualList } from '../../conversation/render/VirtualList';
import { DeferredTrigger } from '../../forms/DeferredTrigger';
import type { ChatAction } from './ChatActionsMenu';
import { chatActionsMenu } from './deferred-views';

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

/** The chat history, newest first and virtualised (thousands of chats mount a screenful); the active chat carries its actions. */
export function ChatHistoryList({ chats, activeId, onOpen, onAction, canRenameAi }: ChatHistoryListProps) {
  const { t } = useTranslation('chat');
  return (
    <VirtualList
      className="chat-list"
      aria-label={t('sidebar.history')}
      items={chats}
      itemKey={(chat) => chat.sessionId}
      estimateHeight={36}
      renderItem={(chat) => {
        const active = chat.sessionId === activeId;
        return (
          <div className={active ? 'chat-item active' : 'chat-item'}>
            <button type="button" className="chat-open" aria-current={active ? 'true' : undefined} onClick={() => onOpen(chat.sessionId)}>
              {chat.name ?? t('sidebar.untitled')}
            </button>
            {active && (
              <DeferredTrigger code={chatActionsMenu} className="button ghost" label={t('actions.more')} face={<Ellipsis aria-hidden="true" className="icon" />}>
                {({ ChatActionsMenu }, arrival) => <ChatActionsMenu onAction={onAction} canRenameAi={canRenameAi} {...arrival} />}
              </DeferredTrigger>
            )}
          </div>
        );
      }}
    />
  );
}
