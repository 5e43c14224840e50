import { ArrowLeft, ChevronDown, EllipsisVertical, Menu as MenuIcon } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { navItemsFor } from '../../access/access';
import { useUsageAccess } from '../../budgets/use-usage-access';
import { useAuth } from '../../platform/auth-context';
import { useOrigin } from '../../platform/platform';
import { useViewer } from '../../platform/viewer';
import { itemsBeforeMore } from '../breakpoints';
import { hasInStudioHistory } from '../in-studio-history';
import { toolDescriptionKey } from '../tool-description';
import { useAppSelector } from '../../platform/store-hooks';
import { selectLocale, supportedLocales } from '../../../store/locale.slice';
import { localeShortCode } from '../../i18n/locale-short-code';
import { DeferredTrigger } from '../../forms/DeferredTrigger';
import { deferredCode, fetchOnFirstInteraction } from '../../deferred/deferred-code';

// The menus bring React Aria's menu, popover and overlay code (about 30 KiB gzipped): fetched
// when the user first moves, types or taps (or points at a menu), not with the page; plain
// buttons, named and looking the same, stand in until then.
const toolMenu = deferredCode('the tool menu', () => import('./ToolMenu'));
const languageMenu = deferredCode('the language menu', () => import('./LanguageMenu'));
const userMenu = deferredCode('the user menu', () => import('./UserMenu'));
fetchOnFirstInteraction(toolMenu, languageMenu, userMenu);
// Taking the chats along (export, import and its worker) is fetched when the user asks for it.
const TakeAlongDialog = lazy(() => import('../../take-along/TakeAlongDialog'));

/** platform.md §2: back, app area, nav items, language, separator, then Log in or the user menu. */
export function NavBar() {
  const { t } = useTranslation();
  const { settings } = useOrigin();
  const { user, signedIn, authDisabled, login } = useAuth();
  useUsageAccess();
  const viewer = useViewer();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // Read on every location change (useLocation renders the bar anew), as the router writes it.
  const canGoBack = hasInStudioHistory(window.history.state);
  const [takingAlong, setTakingAlong] = useState(false);
  const locale = useAppSelector(selectLocale);
  const items = navItemsFor(viewer);
  const overflow = items.slice(itemsBeforeMore);

  return (
    <header className="navbar">
      {/* With nothing of the studio's to go back to it is not offered (its place kept, so the bar does not shift). */}
      <button
        type="button"
        className={canGoBack ? 'button ghost back' : 'button ghost back unavailable'}
        aria-label={t('nav.back')}
        disabled={!canGoBack}
        aria-hidden={!canGoBack}
        onClick={() => void navigate(-1)}
      >
        <ArrowLeft aria-hidden="true" className="icon" />
      </button>
      {/* Remounted per route, so an open burger menu closes when the path changes. */}
      {items.length > 0 && (
        <DeferredTrigger key={`burger-${pathname}`} code={toolMenu} className="button ghost burger" label={t('nav.openMenu')} face={<MenuIcon aria-hidden="true" className="icon" />}>
          {({ ToolMenu }, arrival) => <ToolMenu items={items} label={t('nav.openMenu')} className="burger" {...arrival} />}
        </DeferredTrigger>
      )}
      <Link to="/" className="app-area">
        {settings.logo ? <img src={settings.logo} alt={settings.appName} height={28} /> : <span>{settings.appName}</span>}
        {settings.environment && <span className="environment-badge">{settings.environment}</span>}
      </Link>
      <nav aria-label={t('nav.mainNavigation')} className="nav-items">
        {items.map((item, index) => (
          <NavLink key={item.path} to={item.path} end title={t(toolDescriptionKey(item.label))} className={index >= itemsBeforeMore ? 'nav-link overflowable' : 'nav-link'}>
            {t(item.label)}
          </NavLink>
        ))}
        {overflow.length > 0 && (
          <DeferredTrigger key={`more-${pathname}`} code={toolMenu} className="button ghost more" label={t('nav.more')} face={<>{t('nav.more')} <ChevronDown aria-hidden="true" className="icon" /></>}>
            {({ ToolMenu }, arrival) => <ToolMenu items={overflow} label={t('nav.more')} className="more" {...arrival} />}
          </DeferredTrigger>
        )}
      </nav>
      <DeferredTrigger
        code={languageMenu}
        className="button ghost"
        label={`${t('nav.language')}: ${localeShortCode(locale, supportedLocales)}`}
        face={localeShortCode(locale, supportedLocales)}
      >
        {({ LanguageMenu }, arrival) => <LanguageMenu {...arrival} />}
      </DeferredTrigger>
      <span className="separator" aria-hidden="true" />
      {signedIn && user ? (
        <DeferredTrigger
          key={pathname}
          code={userMenu}
          className="button ghost user-button"
          label={`${t('nav.userMenu')}: ${user.name}`}
          face={<><span className="user-name">{user.name}</span><EllipsisVertical aria-hidden="true" className="icon context-icon" /></>}
        >
          {({ UserMenu }, arrival) => <UserMenu userName={user.name} groups={user.groups} onTakeAlong={() => setTakingAlong(true)} {...arrival} />}
        </DeferredTrigger>
      ) : authDisabled ? null : (
        <button type="button" className="button outline" onClick={() => login(pathname)}>
          {t('nav.login')}
        </button>
      )}
      {/* Outside the user menu, which each route makes anew: Back or Forward mid-import would end it. */}
      {takingAlong && (
        <Suspense fallback={null}>
          <TakeAlongDialog onClose={() => setTakingAlong(false)} />
        </Suspense>
      )}
    </header>
  );
}
