import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { localeChosen, selectLocale, supportedLocales } from '../../store/locale.slice';
import type { RootState } from '../../store/store';
import { useAuth } from '../app/auth/auth-context';
import { useOrigin } from '../app/origin-context';
import { localeShortCode } from '../i18n/locale-short-code';

export function NavBar() {
  const { t } = useTranslation();
  const { settings } = useOrigin();
  const { user, signedIn, authDisabled, login, logout } = useAuth();
  const locale = useSelector((state: RootState) => selectLocale(state));
  const dispatch = useDispatch();

  return (
    <header className="navbar">
      <div className="app-area">
        {settings.logo ? <img src={settings.logo} alt={settings.appName} height={28} /> : <span>{settings.appName}</span>}
      </div>
      <nav aria-label="main" className="nav-items" />
      <MenuTrigger>
        <Button className="button ghost" aria-label={t('nav.language')}>
          {localeShortCode(locale, supportedLocales)}
        </Button>
        <Popover placement="bottom end" offset={8}>
          <Menu
            className="menu"
            selectionMode="single"
            selectedKeys={[locale]}
            onAction={(key) => dispatch(localeChosen(String(key)))}
          >
            {supportedLocales.map((l) => (
              <MenuItem key={l} id={l} className="menu-item">
                {`${localeShortCode(l, supportedLocales)} · ${t(`locales.${l}`)}`}
              </MenuItem>
            ))}
          </Menu>
        </Popover>
      </MenuTrigger>
      <span className="separator" aria-hidden="true" />
      {signedIn && user ? (
        <MenuTrigger>
          <Button className="button ghost user-button" aria-label={`${t('nav.userMenu')}: ${user.name}`}>
            {user.name}
          </Button>
          <Popover placement="bottom end" offset={8}>
            <Menu className="menu" onAction={(key) => key === 'logout' && logout()}>
              <MenuItem id="logout" className="menu-item danger">
                {t('nav.logout')}
              </MenuItem>
            </Menu>
          </Popover>
        </MenuTrigger>
      ) : authDisabled ? null : (
        <Button className="button outline" onPress={() => login('/')}>
          {t('nav.login')}
        </Button>
      )}
    </header>
  );
}
