import { useState } from 'react';
import { Button, Header, Menu, MenuItem, MenuTrigger, Popover, Section } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { providerToggled } from '../../store/idp-switch.slice';
import { releaseNotesRequested } from '../../store/release-notes.slice';
import { useAppCommands } from '../app/app-commands-context';
import { useAuth } from '../app/auth/auth-context';
import { useOrigin } from '../app/origin-context';
import { userMenuItems, type UserMenuItem } from '../shell/user-menu-items';
import { ColorSchemeDialog } from './ColorSchemeDialog';

export function UserMenu({ userName, groups }: { userName: string; groups: readonly string[] }) {
  const { t } = useTranslation();
  const { config, origin } = useOrigin();
  const { logout } = useAuth();
  const { pathname } = useLocation();
  const dispatch = useDispatch();
  const commands = useAppCommands();
  const [schemeDialogOpen, setSchemeDialogOpen] = useState(false);
  const items = userMenuItems({ config, origin, pathname, groups });

  const act = (item: UserMenuItem) => {
    switch (item) {
      case 'colorScheme':
        setSchemeDialogOpen(true);
        break;
      case 'releaseNotes':
        dispatch(releaseNotesRequested());
        void commands.flushAndReload();
        break;
      case 'idpSwitch':
        dispatch(providerToggled(origin === 'trial' ? 'branded' : 'dev'));
        void commands.flush().then(logout);
        break;
      case 'logout':
        logout();
        break;
      case 'handbook':
        break;
    }
  };

  const label: Record<UserMenuItem, string> = {
    colorScheme: t('userMenu.colorScheme'),
    handbook: t('userMenu.handbook'),
    releaseNotes: t('userMenu.releaseNotes'),
    idpSwitch: origin === 'trial' ? t('userMenu.toDev') : t('userMenu.toBranded'),
    logout: t('userMenu.logout'),
  };

  return (
    <>
      <MenuTrigger>
        <Button className="button ghost user-button" aria-label={`${t('nav.userMenu')}: ${userName}`}>
          <span className="user-name">{userName}</span>
          <span className="context-icon" aria-hidden="true">⋮</span>
        </Button>
        <Popover placement="bottom end" offset={8}>
          <Menu className="menu" aria-label={t('nav.userMenu')} onAction={(key) => act(key as UserMenuItem)}>
            <Section>
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
            </Section>
            <Section>
              <Header className="menu-footer">{t('userMenu.version', { version: __APP_VERSION__ })}</Header>
            </Section>
          </Menu>
        </Popover>
      </MenuTrigger>
      {schemeDialogOpen && <ColorSchemeDialog onClose={() => setSchemeDialogOpen(false)} />}
    </>
  );
}
