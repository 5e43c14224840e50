import { ArrowLeft, ChevronDown, EllipsisVertical, Menu as MenuIcon } from 'lucide-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { navItemsFor } from '../access/access';
import { useAuth } from '../platform/auth-context';
import { useOrigin } from '../platform/platform';
import { useViewer } from '../platform/viewer';
import { itemsBeforeMore } from '../shell/breakpoints';
import { useAppSelector } from '../platform/store-hooks';
import { selectLocale, supportedLocales } from '../../store/locale.slice';
import { localeShortCode } from '../i18n/locale-short-code';

// The menus bring React Aria's menu, popover and overlay code (about 40 KiB gzipped): not in the
// entry chunk, so the first paint does not wait for them, but asked for as the studio starts
// (beside its configuration and texts), so they are usually here by the bar's first render.
const toolMenu = import('./ToolMenu');
const languageMenu = import('./LanguageMenu');
const userMenu = import('./UserMenu');
const ToolMenu = lazy(async () => ({ default: (await toolMenu).ToolMenu }));
const LanguageMenu = lazy(async () => ({ default: (await languageMenu).LanguageMenu }));
const UserMenu = lazy(async () => ({ default: (await userMenu).UserMenu }));

/**
 * Where a menu's button will be, looking the same, until the menus' code has come (a moment
 * after the first paint). Hidden from assistive technology: it cannot be used yet.
 */
function MenuPlaceholder({ className, face, children }: { className: string; face: ReactNode; children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <span className={`button ghost menu-placeholder ${className}`} aria-hidden="true">
          {face}
        </span>
      }
    >
      {children}
    </Suspense>
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
  const locale = useAppSelector(selectLocale);
  const items = navItemsFor(viewer);
  const overflow = items.slice(itemsBeforeMore);

  return (
    <header className="navbar">
      <button type="button" className="button ghost back" aria-label={t('nav.back')} onClick={() => void navigate(-1)}>
        <ArrowLeft aria-hidden="true" className="icon" />
      </button>
      {/* Remounted per route, so an open burger menu closes when the path changes. */}
      {items.length > 0 && (
        <MenuPlaceholder className="burger" face={<MenuIcon aria-hidden="true" className="icon" />}>
          <ToolMenu key={`burger-${pathname}`} items={items} label={t('nav.openMenu')} className="burger" />
        </MenuPlaceholder>
      )}
      <Link to="/" className="app-area">
        {settings.logo ? <img src={settings.logo} alt={settings.appName} height={28} /> : <span>{settings.appName}</span>}
      </Link>
      <nav aria-label={t('nav.mainNavigation')} className="nav-items">
        {items.map((item, index) => (
          <NavLink key={item.path} to={item.path} end className={index >= itemsBeforeMore ? 'nav-link overflowable' : 'nav-link'}>
            {t(`tools.${item.tool}`)}
          </NavLink>
        ))}
        {overflow.length > 0 && (
          <MenuPlaceholder className="more" face={<>{t('nav.more')} <ChevronDown aria-hidden="true" className="icon" /></>}>
            <ToolMenu key={`more-${pathname}`} items={overflow} label={t('nav.more')} className="more" />
          </MenuPlaceholder>
        )}
      </nav>
      <MenuPlaceholder className="" face={localeShortCode(locale, supportedLocales)}>
        <LanguageMenu />
      </MenuPlaceholder>
      <span className="separator" aria-hidden="true" />
      {signedIn && user ? (
        <MenuPlaceholder className="user-button" face={<><span className="user-name">{user.name}</span><EllipsisVertical aria-hidden="true" className="icon" /></>}>
          <UserMenu key={pathname} userName={user.name} groups={user.groups} />
        </MenuPlaceholder>
      ) : authDisabled ? null : (
        <button type="button" className="button outline" onClick={() => login(pathname)}>
          {t('nav.login')}
        </button>
      )}
    </header>
  );
}
