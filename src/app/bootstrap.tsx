import { startTransition, StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { Persistor } from 'redux-persist';
import { I18nextProvider } from 'react-i18next';
import { Provider as ReduxProvider } from 'react-redux';
import { BrowserRouter, matchPath, useRoutes } from 'react-router-dom';
import { isSignInCallback, withoutCallbackParams } from '../../machines/auth/sign-in-callback';
import { planCheck, sameSite } from '../../machines/session/session-check';
import { selectProviderChoice } from '../../store/idp-switch.slice';
import { selectLocale } from '../../store/locale.slice';
import { appStarted } from '../../store/release-notes.slice';
import { makeStore, rehydrate } from '../../store/store';
import { toolRoutes } from '../access/route-table';
import { loadRuntimeConfig } from '../config/load-config';
import { effectiveOrigin, resolveOrigin } from '../config/origin';
import { initI18n } from '../i18n/i18n';
import { log, setLogLevel } from '../browser/log';
import { yieldToMain } from '../browser/yield-to-main';
import { PlatformProvider, type Platform } from '../platform/platform';
import { shellCommands } from '../shell/shell-commands';
import { ConfigErrorScreen } from '../shell/views/ConfigErrorScreen';
import { sessionLinkActor } from './auth/session.actors';
import { originGroups } from './auth/origin-groups';
import { followPreferences } from '../browser/follow-preferences';
import { pageLifecycleActor } from '../browser/page-lifecycle.actors';
import { routes } from './routes';
import { sessionAccess, startStudio } from './start-studio';
import { studioInputFor } from '../config/studio-input';
import { applyOriginToDocument } from './origin-document';
import { routerBasename, withoutBase } from './base-path';


const routeRequiresAuth = (pathname: string) =>
  toolRoutes.some((route) => route.meta.requiresAuth && matchPath(route.path, pathname));

/**
 * A started studio: its React root and the persistor writing its durable slices (a test that
 * starts several in one page stops each one's writes before the next starts: a write still
 * pending from an earlier start would land on the next start's stored state).
 */
export interface StartedStudio {
  root: Root;
  persistor: Persistor;
}

/** The composition root: configuration, store, i18n, the studio's actor system with its real effects, the router. */
export async function bootstrap(container: HTMLElement): Promise<StartedStudio> {
  // The session's code needs oidc-client-ts (16 KiB gzipped): fetched while the store, the texts
  // and the configuration load, instead of in the entry chunk the first paint waits for.
  const oidcSessionCode = import('./auth/oidc-session');
  oidcSessionCode.catch(() => undefined); // awaited below; a failure shows there, not as an unhandled rejection
  const root = createRoot(container);
  const baseUrl = import.meta.env.BASE_URL;
  // Asked for at once: the configuration's round trip overlaps the texts' (loadRuntimeConfig never throws).
  const configLoad = loadRuntimeConfig(new URL(baseUrl, window.location.href).href);
  // Start-up awaits mostly what is already here (storage, preloaded chunks and texts), which
  // would run its steps as one long task; each yield lets the browser paint and take input
  // between them (total blocking time). This one ends the entry's evaluation.
  await yieldToMain();

  const store = makeStore();
  const persistor = await rehydrate(store);
  await yieldToMain();
  const i18n = await initI18n(selectLocale(store.getState()));
  followPreferences(store, (locale) => i18n.changeLanguage(locale));

  const loaded = await configLoad;
  await yieldToMain();
  if (!loaded.ok) {
    root.render(
      <I18nextProvider i18n={i18n}>
        <ConfigErrorScreen failure={loaded.failure} />
      </I18nextProvider>,
    );
    return { root, persistor };
  }

  const { config } = loaded;
  const addressOrigin = resolveOrigin(config, window.location.hostname);
  const origin = effectiveOrigin(addressOrigin, config.idpSetting === 'prod' ? null : selectProviderChoice(store.getState()));
  const settings = config.origins[origin];
  applyOriginToDocument(settings);
  setLogLevel(config.logLevel);
  store.dispatch(appStarted(__APP_VERSION__));

  const { createUserManager, createSessionCoordinator, checkProviderSession, tokenRenewal } = (await oidcSessionCode).oidcSession;
  await yieldToMain();
  const userManager = createUserManager(settings.identityProvider, window.location.origin, baseUrl);
  // One switch: VITE_INSPECT=1 npm start, then /inspector.html shows every actor of the system live.
  const inspect =
    import.meta.env.DEV && import.meta.env.VITE_INSPECT === '1' ? (await import('./inspector')).createDevInspector() : undefined;
  // A refresh token a reloaded page may have spent is renewed through the provider's session,
  // where a hidden frame sees it (the provider on the studio's site).
  const silentPossible = sameSite(window.location.origin, settings.identityProvider.authority);
  const session = createSessionCoordinator(userManager, { renew: tokenRenewal(userManager, { silentPossible }) });
  // Only where its frame can see the provider's session (the trial origin's provider is cross-site):
  // elsewhere a sign-out at the provider shows at the next token refresh or API call.
  const plan = planCheck({
    pageOrigin: window.location.origin,
    authority: settings.identityProvider.authority,
    switchedOn: settings.sessionCheck ?? true,
  });
  if (!plan.runs) {
    const why = plan.why === 'crossSite' ? 'the provider is on another site, its frame gets no cookies' : 'switched off in config.json';
    log.info(`No periodic session check here: ${why}.`);
  }
  const checkProvider = plan.runs ? () => checkProviderSession(userManager, window.location.origin, baseUrl) : undefined;
  const studio = startStudio(
    studioInputFor(origin, { url: window.location.href, authEnabled: config.auth.enabled, now: Date.now }),
    {
      userManager,
      session,
      sessionLink: sessionLinkActor(session, { checkProvider }),
      flushPreferences: () => persistor.flush(),
      reloadPage: () => window.location.reload(),
      pageLifecycle: pageLifecycleActor(),
      inspect,
      groups: originGroups(origin, settings),
    },
  );
  const auth = studio.getSnapshot().children.auth!;
  // A sign-in callback is finished before the router sees any route: the callback address
  // itself is never rendered (its guard could otherwise race the return navigation). With
  // sign-in switched off nothing completes one: such an address is the page it names.
  if (config.auth.enabled && isSignInCallback(window.location.href)) {
    root.render(<p className="panel" aria-busy="true">{i18n.t('auth.signingIn')}</p>);
    const returnTo = await new Promise<string | null>((resolve) => {
      auth.on('signedIn', (event) => resolve(event.returnTo));
      auth.on('signInFailed', () => resolve(null));
    });
    const base = baseUrl.replace(/\/$/, '');
    window.history.replaceState(null, '', returnTo ? `${base}${returnTo}` : withoutCallbackParams(window.location.href));
  }

  const platform: Platform = {
    store,
    i18n,
    config,
    origin,
    settings,
    studio,
    access: sessionAccess(studio, userManager, config.auth.enabled),
    commands: shellCommands(store, studio),
  };
  const basename = routerBasename(baseUrl);
  // The declarative router: the studio uses no loaders or actions, and the data router costs 15 KiB more.
  const appRoutes = routes(platform);
  const AppRoutes = () => useRoutes(appRoutes);
  auth.on('sessionExpired', () => {
    const pathname = withoutBase(window.location.pathname, basename);
    // platform.md §4: to /session-expired, reloading the page, when the route needs a session.
    if (routeRequiresAuth(pathname)) {
      window.location.assign(`${baseUrl}session-expired?path=${encodeURIComponent(pathname)}`);
    }
  });

  // Signed out in another tab or at the provider: a fresh page load, so nothing of the user stays in memory.
  auth.on('signedOutElsewhere', () => window.location.assign(`${baseUrl}logged-out`));

  // After the listeners above: an event of the auth actor is never missed during the yield.
  await yieldToMain();
  // A transition: React renders the studio in slices of a few milliseconds, yielding between
  // them, instead of one long task that holds the main thread (total blocking time).
  // The boot skeleton of index.html stays until the first commit.
  startTransition(() =>
    root.render(
      <StrictMode>
        <ReduxProvider store={store}>
          <I18nextProvider i18n={i18n}>
            <PlatformProvider value={platform}>
              <BrowserRouter basename={basename}>
                <AppRoutes />
              </BrowserRouter>
            </PlatformProvider>
          </I18nextProvider>
        </ReduxProvider>
      </StrictMode>,
    ),
  );
  return { root, persistor };
}
