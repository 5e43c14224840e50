import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { navItemsFor, type NavItem } from '../access/access';
import { useAuth } from '../platform/auth-context';
import { useOrigin } from '../platform/platform';
import { useViewer } from '../platform/viewer';
import { itemsBeforeMore } from '../shell/breakpoints';
import { LanguageMenu } from './LanguageMenu';
import { UserMenu } from './UserMenu';
import { popoverOffsetPx } from '../forms/overlays';

function ToolMenu({ items, label, className }: { items: NavItem[]; label: string; className: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <MenuTrigger>
      <Button className={`button ghost ${className}`} aria-label={label}>
        {className === 'burger' ? '☰' : `${label} ▾`}
      </Button>
      <Popover placement="bottom start" offset={popoverOffsetPx}>
        <Menu className="menu" onAction={(key) => void navigate(String(key))}>
          {items.map((item) => (
            <MenuItem key={item.path} id={item.path} className="menu-item">
              {t(`tools.${item.tool}`)}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}

/** platform.md §2: back, app area, nav items, language, separator, then Log in or the user menu. */
export function NavBar() {
  const { t } = useTranslation();
  const { settings } = useOrigin();
  const { user, signedIn, authDisabled, login } = useAuth();
  const viewer = useViewer();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const items = navItemsFor(viewer);
  const overflow = items.slice(itemsBeforeMore);

  return (
    <header className="navbar">
      <Button className="button ghost back" aria-label={t('nav.back')} onPress={() => void navigate(-1)}>
        ←
      </Button>
      {/* Remounted per route, so an open burger menu closes when the path changes. */}
      {items.length > 0 && <ToolMenu key={`burger-${pathname}`} items={items} label={t('nav.openMenu')} className="burger" />}
      <Link to="/" className="app-area">
        {settings.logo ? <img src={settings.logo} alt={settings.appName} height={28} /> : <span>{settings.appName}</span>}
      </Link>
      <nav aria-label={t('nav.mainNavigation')} className="nav-items">
        {items.map((item, index) => (
          <NavLink key={item.path} to={item.path} end className={index >= itemsBeforeMore ? 'nav-link overflowable' : 'nav-link'}>
            {t(`tools.${item.tool}`)}
          </NavLink>
        ))}
        {overflow.length > 0 && <ToolMenu key={`more-${pathname}`} items={overflow} label={t('nav.more')} className="more" />}
      </nav>
      <LanguageMenu />
      <span className="separator" aria-hidden="true" />
      {signedIn && user ? (
        <UserMenu key={pathname} userName={user.name} groups={user.groups} />
      ) : authDisabled ? null : (
        <Button className="button outline" onPress={() => login(pathname)}>
          {t('nav.login')}
        </Button>
      )}
    </header>
  );
}
