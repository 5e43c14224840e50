import { ChevronDown } from 'lucide-react';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { selectActiveSessionId } from '../../../store/chats.slice';
import { sidebarOpened } from '../../../store/sidebar.slice';
import { useAppDispatch, useAppSelector } from '../../platform/store-hooks';
import type { ChatAction } from './ChatActionsMenu';
import { SidebarOpenButton } from '../../conversation/views/SidebarButtons';
import { UploadProgress } from '../../conversation/views/UploadProgress';
import { ChatTopMenuDocuments } from './ChatTopMenuDocuments';
import { ChatTopMenuSearch } from './ChatTopMenuSearch';
import { popoverOffsetPx } from '../../forms/overlays';

const downloads = ['downloadText', 'downloadMarkdown'] as const satisfies readonly ChatAction[];

export interface ChatTopMenuProps {
  onNewChat: () => void;
  onUpload: () => void;
  /** The same commands as the sidebar's chat actions (downloads, delete). */
  onChatAction: (action: ChatAction) => void;
  /** Opens the delete-documents confirmation; without it the document selector offers no delete. */
  onDeleteDocuments?: (hashes: string[]) => void;
  canOpenRegistry: boolean;
  /** On a phone "Open sidebar" opens the drawer (not the stored preference). */
  onOpenSidebar?: () => void;
  /** The sidebar was just closed by the user: focus goes to "Open sidebar", where the close button was. */
  focusOpen?: boolean;
}

/**
 * tools.md §2: what the hidden sidebar offers, in one bar — open sidebar, new chat, download
 * transcript, chat search dropdown, delete chat, upload, document selector, registry button.
 */
export function ChatTopMenu({ onNewChat, onUpload, onChatAction, onDeleteDocuments, canOpenRegistry, focusOpen = false, onOpenSidebar }: ChatTopMenuProps) {
  const { t } = useTranslation('chat');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const activeId = useAppSelector(selectActiveSessionId);
  return (
    <div className="chat-top-menu" role="toolbar" aria-label={t('sidebar.label')}>
      <SidebarOpenButton autoFocus={focusOpen} onPress={() => (onOpenSidebar ? onOpenSidebar() : dispatch(sidebarOpened()))} />
      <Button className="button ghost" onPress={onNewChat}>{t('sidebar.newChat')}</Button>
      <ChatTopMenuSearch />
      <MenuTrigger>
        <Button className="button ghost" isDisabled={!activeId}>{t('actions.download')} <ChevronDown aria-hidden="true" className="icon" /></Button>
        <Popover placement="bottom start" offset={popoverOffsetPx}>
          <Menu className="menu" aria-label={t('actions.download')} onAction={(key) => onChatAction(key as (typeof downloads)[number])}>
            {downloads.map((action) => (
              <MenuItem key={action} id={action} className="menu-item">{t(`actions.${action}`)}</MenuItem>
            ))}
          </Menu>
        </Popover>
      </MenuTrigger>
      <Button className="button ghost" isDisabled={!activeId} onPress={() => onChatAction('delete')}>{t('actions.delete')}</Button>
      <Button className="button ghost" onPress={onUpload}>{t('sidebar.upload')}</Button>
      <UploadProgress />
      <ChatTopMenuDocuments onDeleteDocuments={onDeleteDocuments} />
      {canOpenRegistry && <Button className="button ghost" onPress={() => void navigate('/rags')}>{t('actions.registry')}</Button>}
    </div>
  );
}
