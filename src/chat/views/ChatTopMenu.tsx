import { Download, LibraryBig, Paperclip, SquarePen, Trash2 } from 'lucide-react';
import { Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
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
import { IconButton } from '../../forms/IconButton';
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
      <IconButton icon={SquarePen} label={t('sidebar.newChat')} onPress={onNewChat} />
      <ChatTopMenuSearch />
      <MenuTrigger>
        <IconButton icon={Download} label={t('actions.download')} isDisabled={!activeId} />
        <Popover placement="bottom start" offset={popoverOffsetPx}>
          <Menu className="menu" aria-label={t('actions.download')} onAction={(key) => onChatAction(key as (typeof downloads)[number])}>
            {downloads.map((action) => (
              <MenuItem key={action} id={action} className="menu-item">{t(`actions.${action}`)}</MenuItem>
            ))}
          </Menu>
        </Popover>
      </MenuTrigger>
      <IconButton icon={Trash2} label={t('actions.delete')} isDisabled={!activeId} onPress={() => onChatAction('delete')} />
      <IconButton icon={Paperclip} label={t('sidebar.upload')} onPress={onUpload} />
      <UploadProgress />
      <ChatTopMenuDocuments onDeleteDocuments={onDeleteDocuments} />
      {canOpenRegistry && <IconButton icon={LibraryBig} label={t('actions.registry')} onPress={() => void navigate('/rags')} />}
    </div>
  );
}
