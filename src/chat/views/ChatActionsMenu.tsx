import { Ellipsis } from 'lucide-react';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { Arrival } from '../../forms/DeferredTrigger';
import { popoverOffsetPx } from '../../forms/overlays';

export type ChatAction = 'rename' | 'renameAi' | 'downloadText' | 'downloadMarkdown' | 'delete';

/** tools.md §2: the active chat's actions — delete, download transcript, rename with AI, rename. */
export function ChatActionsMenu({ onAction, canRenameAi, autoFocus, isOpen, onOpenChange }: { onAction: (action: ChatAction) => void; canRenameAi: boolean } & Partial<Arrival>) {
  const { t } = useTranslation('chat');
  const items: ChatAction[] = ['rename', ...(canRenameAi ? (['renameAi'] as const) : []), 'downloadText', 'downloadMarkdown', 'delete'];
  return (
    <MenuTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
      <Button autoFocus={autoFocus} className="button ghost" aria-label={t('actions.more')}>
        <Ellipsis aria-hidden="true" className="icon" />
      </Button>
      <Popover placement="bottom end" offset={popoverOffsetPx}>
        <Menu className="menu" aria-label={t('actions.more')} onAction={(key) => onAction(key as ChatAction)}>
          {items.map((item) => (
            <MenuItem key={item} id={item} className={item === 'delete' ? 'menu-item danger' : 'menu-item'}>
              {t(`actions.${item}`)}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
