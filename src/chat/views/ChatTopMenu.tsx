import { Download, Ellipsis, LibraryBig, Paperclip, SquarePen, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button, Dialog, Heading, Menu, MenuItem, MenuTrigger, Modal, ModalOverlay, Popover } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { selectActiveSessionId } from '../../../store/chats.slice';
import { useAppSelector } from '../../platform/store-hooks';
import { PanelOpenButton } from '../../shell/views/PanelButtons';
import { useToolPanel } from '../../shell/views/use-tool-panel';
import type { ChatAction } from './ChatActionsMenu';
import { UploadProgress } from '../../conversation/views/UploadProgress';
import { ChatTopMenuDocuments } from './ChatTopMenuDocuments';
import { DocumentChecklist } from './DocumentChecklist';
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
}

/**
 * tools.md §2: what the hidden sidebar offers, in one bar — open sidebar, new chat, download
 * transcript, chat search dropdown, delete chat, upload, document selector, registry button. On a
 * phone one row: a few icons and the rest in an overflow menu (PhoneTopMenu).
 */
export function ChatTopMenu(props: ChatTopMenuProps) {
  const { onNewChat, onUpload, onChatAction, onDeleteDocuments, canOpenRegistry } = props;
  const { t } = useTranslation('chat');
  const navigate = useNavigate();
  const activeId = useAppSelector(selectActiveSessionId);
  const { phone } = useToolPanel();
  if (phone) return <PhoneTopMenu {...props} />;
  return (
    <div className="chat-top-menu" role="toolbar" aria-label={t('sidebar.label')}>
      <PanelOpenButton />
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

type Sheet = 'none' | 'search' | 'documents';
type Overflow = (typeof downloads)[number] | 'delete' | 'search' | 'documents' | 'registry';

/**
 * The top menu below `sm`, one row: open sidebar, new chat, upload, and "More chat actions" with
 * every other entry of tools.md §2 (search and the document selector open as sheets).
 */
function PhoneTopMenu({ onNewChat, onUpload, onChatAction, onDeleteDocuments, canOpenRegistry }: ChatTopMenuProps) {
  const { t } = useTranslation('chat');
  const navigate = useNavigate();
  const activeId = useAppSelector(selectActiveSessionId);
  const [sheet, setSheet] = useState<Sheet>('none');
  const close = () => setSheet('none');
  const onAction = (key: Overflow) => {
    if (key === 'search' || key === 'documents') setSheet(key);
    else if (key === 'registry') void navigate('/rags');
    else onChatAction(key);
  };
  return (
    <div className="chat-top-menu phone" role="toolbar" aria-label={t('sidebar.label')}>
      <PanelOpenButton />
      <IconButton icon={SquarePen} label={t('sidebar.newChat')} onPress={onNewChat} />
      <IconButton icon={Paperclip} label={t('sidebar.upload')} onPress={onUpload} />
      <UploadProgress />
      <MenuTrigger>
        <IconButton icon={Ellipsis} label={t('topMenu.more')} className="ghost top-menu-more" />
        <Popover placement="bottom end" offset={popoverOffsetPx}>
          <Menu className="menu" aria-label={t('topMenu.more')} onAction={(key) => onAction(key as Overflow)} disabledKeys={activeId ? [] : [...downloads, 'delete']}>
            <MenuItem id="search" className="menu-item">{t('sidebar.search')}</MenuItem>
            {downloads.map((action) => (
              <MenuItem key={action} id={action} className="menu-item">{t(`actions.${action}`)}</MenuItem>
            ))}
            <MenuItem id="documents" className="menu-item">{t('actions.selectDocuments')}</MenuItem>
            {canOpenRegistry && <MenuItem id="registry" className="menu-item">{t('actions.registry')}</MenuItem>}
            <MenuItem id="delete" className="menu-item danger">{t('actions.delete')}</MenuItem>
          </Menu>
        </Popover>
      </MenuTrigger>
      {sheet !== 'none' && (
        <ModalOverlay className="modal-overlay" isOpen isDismissable onOpenChange={(open) => !open && close()}>
          <Modal className="modal top-menu-sheet">
            <Dialog className="dialog">
              <div className="panel-head">
                <Heading slot="title">{sheet === 'search' ? t('sidebar.search') : t('actions.selectDocuments')}</Heading>
                <Button className="button" onPress={close}>
                  {t('topMenu.close')}
                </Button>
              </div>
              {sheet === 'search' ? <ChatTopMenuSearch onPicked={close} /> : <DocumentChecklist onDeleteDocuments={onDeleteDocuments} onMakeWay={close} />}
            </Dialog>
          </Modal>
        </ModalOverlay>
      )}
    </div>
  );
}
