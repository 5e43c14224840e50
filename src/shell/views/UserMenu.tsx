import { EllipsisVertical } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button, Header, Menu, MenuItem, MenuSection, MenuTrigger, Popover } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useOrigin, useShellCommands } from '../../platform/platform';
import { userMenuItems, type UserMenuItem } from '../user-menu-items';
import { ColorSchemeDialog } from './ColorSchemeDialog';
import { ProviderSwitchDialog } from './ProviderSwitchDialog';
import type { Arrival } from '../../forms/DeferredTrigger';
import { popoverOffsetPx } from '../../forms/overlays';

// Its code and tables load when it is first opened, not with the chat.
const UsageDialog = lazy(() => import('../../budgets/views/UsageDialog'));

interface UserMenuProps {
  userName: string;
  groups: readonly string[];
  /** "Take chats along": its dialog lives beside the menu, which a route change makes anew. */
  onTakeAlong(): void;
}

export function UserMenu({ userName, groups, onTakeAlong, autoFocus, isOpen, onOpenChange }: UserMenuProps & Partial<Arrival>) {
  const { t } = useTranslation();
  const persistenceTexts = useTranslation('chat-persistence').t;
  const { config, origin } = useOrigin();
  const { pathname } = useLocation();
  const commands = useShellCommands();
  const [schemeDialogOpen, setSchemeDialogOpen] = useState(false);
  const [switchDialogOpen, setSwitchDialogOpen] = useState(false);
  const [usageDialogOpen, setUsageDialogOpen] = useState(false);
  const items = userMenuItems({ config, origin, pathname, groups });

  const act = (item: UserMenuItem) => {
    switch (item) {
      case 'colorScheme':
        setSchemeDialogOpen(true);
        break;
      case 'usage':
        setUsageDialogOpen(true);
        break;
      case 'releaseNotes':
        commands.showReleaseNotes();
        break;
      case 'idpSwitch':
        setSwitchDialogOpen(true);
        break;
      case 'takeAlong':
        onTakeAlong();
        break;
      case 'logout':
        commands.logout();
        break;
      case 'handbook':
        break;
    }
  };

  const label: Record<UserMenuItem, string> = {
    colorScheme: t('userMenu.colorScheme'),
    usage: t('userMenu.usage'),
    handbook: t('userMenu.handbook'),
    releaseNotes: t('userMenu.releaseNotes'),
    idpSwitch: origin === 'trial' ? t('userMenu.toDev') : t('userMenu.toBranded'),
    takeAlong: persistenceTexts('takeAlong.menu'),
    logout: t('userMenu.logout'),
  };

  return (
    <>
      <MenuTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
        <Button autoFocus={autoFocus} className="button ghost user-button" aria-label={`${t('nav.userMenu')}: ${userName}`}>
          <span className="user-name">{userName}</span>
          <EllipsisVertical aria-hidden="true" className="icon context-icon" />
        </Button>
        <Popover placement="bottom end" offset={popoverOffsetPx}>
          <Menu className="menu" aria-label={t('nav.userMenu')} onAction={(key) => act(key as UserMenuItem)}>
            <MenuSection>
              {items.map((item) => (
                <MenuItem
                  key={item}
                  id={item}
                  className={item === 'logout' ? 'menu-item danger' : 'menu-item'}
                  {...(item === 'handbook' && config.handbookUrl
                    ? { href: config.handbookUrl, target: '_blank', rel: 'noopener noreferrer' }
                    : {})}
                >
                  {label[item]}
                </MenuItem>
              ))}
            </MenuSection>
            <MenuSection>
              <Header className="menu-footer">{t('userMenu.version', { version: __APP_VERSION__ })}</Header>
            </MenuSection>
          </Menu>
        </Popover>
      </MenuTrigger>
      {schemeDialogOpen && <ColorSchemeDialog onClose={() => setSchemeDialogOpen(false)} />}
      {usageDialogOpen && (
        <Suspense fallback={null}>
          <UsageDialog onClose={() => setUsageDialogOpen(false)} />
        </Suspense>
      )}
      {switchDialogOpen && (
        <ProviderSwitchDialog
          toTrial={origin !== 'trial'}
          onConfirm={() => commands.switchProvider(origin === 'trial' ? 'branded' : 'dev')}
          onClose={() => setSwitchDialogOpen(false)}
        />
      )}
    </>
  );
}
