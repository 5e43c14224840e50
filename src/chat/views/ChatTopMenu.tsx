import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { chatSwitched, selectActiveSessionId, selectChats } from '../../../store/chats.slice';
import { sidebarOpened } from '../../../store/sidebar.slice';
import type { RootState } from '../../../store/store';
import type { ChatAction } from './ChatActionsMenu';

/** tools.md §2: what the hidden sidebar offers, in one bar. */
export function ChatTopMenu({ onNewChat, onUpload, onChatAction, canOpenRegistry }: {
  onNewChat: () => void;
  onUpload: () => void;
  onChatAction: (action: ChatAction) => void;
  canOpenRegistry: boolean;
}) {
  const { t } = useTranslation('chat');
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const chats = useSelector((s: RootState) => selectChats(s));
  const activeId = useSelector((s: RootState) => selectActiveSessionId(s));
  return (
    <div className="chat-top-menu" role="toolbar" aria-label={t('sidebar.label')}>
      <Button className="button ghost" onPress={() => dispatch(sidebarOpened())}>{t('sidebar.open')}</Button>
      <Button className="button ghost" onPress={onNewChat}>{t('sidebar.newChat')}</Button>
      <MenuTrigger>
        <Button className="button ghost">{t('sidebar.history')} ▾</Button>
        <Popover placement="bottom start" offset={8}>
          <Menu className="menu" aria-label={t('sidebar.history')} onAction={(to) => dispatch(chatSwitched({ from: activeId, to: String(to) }))}>
            {chats.map((chat) => (
              <MenuItem key={chat.sessionId} id={chat.sessionId} className="menu-item">{chat.name ?? t('sidebar.untitled')}</MenuItem>
            ))}
          </Menu>
        </Popover>
      </MenuTrigger>
      <Button className="button ghost" isDisabled={!activeId} onPress={() => onChatAction('downloadText')}>{t('actions.downloadText')}</Button>
      <Button className="button ghost" isDisabled={!activeId} onPress={() => onChatAction('delete')}>{t('actions.delete')}</Button>
      <Button className="button ghost" onPress={onUpload}>{t('sidebar.upload')}</Button>
      <Button className="button ghost" onPress={() => dispatch(sidebarOpened())}>{t('actions.selectDocuments')}</Button>
      {canOpenRegistry && <Button className="button ghost" onPress={() => void navigate('/rags')}>{t('actions.registry')}</Button>}
    </div>
  );
}
