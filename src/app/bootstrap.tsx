import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { Provider as ReduxProvider } from 'react-redux';
import { createBrowserRouter, matchPath, RouterProvider } from 'react-router-dom';
import { isSignInCallback, withoutCallbackParams } from '../../machines/auth/sign-in-callback';
import { selectProviderChoice } from '../../store/idp-switch.slice';
import { selectLocale } from '../../store/locale.slice';
import { appStarted } from '../../store/release-notes.slice';
import { makeStore, rehydrate } from '../../store/store';
import { toolRoutes } from '../access/route-table';
import { loadRuntimeConfig } from '../config/load-config';
import { effectiveOrigin, resolveOrigin } from '../config/origin';
import type { OriginSettings } from '../config/runtime-config';
import { initI18n } from '../i18n/i18n';
import { ConfigErrorScreen } from '../views/ConfigErrorScreen';
import { AppCommandsProvider, type AppCommands } from './app-commands-context';
import { AuthProvider } from './auth/auth-context';
import { createUserManager } from './auth/user-manager';
import { OriginProvider } from './origin-context';
import { routes } from './routes';
import { followPreferences } from './follow-preferences';
import { startChatServices, type ChatServices } from '../chat/chat-services';
import { followListLoading } from '../chat/follow-list-loading';
import { ChatContextProvider } from '../chat/chat-services-context';
import { indexedDbKeyValueStore } from '../persistence/indexeddb-store';
import { memoryKeyValueStore } from '../persistence/key-value-store';
import { startChatPersistence } from '../persistence/start-chat-persistence';
import type { StorageScope } from '../../domain/chat';
import { localStorageIfAllowed } from '../persistence/unsaved-journal';
import type { SessionUser } from '../../machines/auth/auth.types';
import { isTrialOrigin } from '../config/origin';
import { SessionAccessProvider } from './session-access-context';
import { startSession } from './session';

/** platform.md §4: origin change resets title, icon (and, through the context, nav items and hosts). */
function applyOriginToDocument(settings: OriginSettings) {
  document.title = settings.appName;
  let icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!icon) {
    icon = document.createElement('link');
    icon.rel = 'icon';
    document.head.append(icon);
  }
  icon.href = settings.favicon;
}

const routeRequiresAuth = (pathname: string) =>
  toolRoutes.some((route) => route.meta.requiresAuth && matchPath(route.path, pathname));

/** The one wiring place: configuration, store, i18n, the session actors with their real effects, the router. */
export async function bootstrap(container: HTMLElement): Promise<Root> {
  const root = createRoot(container);
  const baseUrl = import.meta.env.BASE_URL;

  const store = makeStore();
  const persistor = await rehydrate(store);
  const commands: AppCommands = {
    flush: () => persistor.flush(),
    flushAndReload: async () => {
      await commands.flush();
      window.location.reload();
    },
  };
  const i18n = await initI18n(selectLocale(store.getState()));
  followPreferences(store, (locale) => i18n.changeLanguage(locale));

  const loaded = await loadRuntimeConfig(new URL(baseUrl, window.location.href).href);
  if (!loaded.ok) {
    root.render(
      <I18nextProvider i18n={i18n}>
        <ConfigErrorScreen failure={loaded.failure} />
      </I18nextProvider>,
    );
    return root;
  }

  const { config } = loaded;
  const addressOrigin = resolveOrigin(config, window.location.hostname);
  const origin = effectiveOrigin(addressOrigin, config.idpSetting === 'prod' ? null : selectProviderChoice(store.getState()));
  const settings = config.origins[origin];
  applyOriginToDocument(settings);
  store.dispatch(appStarted(__APP_VERSION__));

  const userManager = createUserManager(settings.identityProvider, window.location.origin, baseUrl);
  // One switch: VITE_INSPECT=1 npm start, then /inspector.html shows the machines live.
  const inspect =
    import.meta.env.DEV && import.meta.env.VITE_INSPECT === '1' ? (await import('./inspector')).createDevInspector() : undefined;
  const { auth, access } = startSession({
    userManager,
    origin,
    authEnabled: config.auth.enabled,
    url: window.location.href,
    inspect,
  });
  // A sign-in callback is finished before the router sees any route: the callback address
  // itself is never rendered (its guard could otherwise race the return navigation).
  auth.on('signInFailed', (event) => console.error('sign-in failed', event.error));
  if (isSignInCallback(window.location.href)) {
    root.render(<p className="panel" aria-busy="true">{i18n.t('auth.signingIn')}</p>);
    const returnTo = await new Promise<string | null>((resolve) => {
      auth.on('signedIn', (event) => resolve(event.returnTo));
      auth.on('signInFailed', () => resolve(null));
    });
    const base = baseUrl.replace(/\/$/, '');
    window.history.replaceState(null, '', returnTo ? `${base}${returnTo}` : withoutCallbackParams(window.location.href));
  }
  // Chat history: per tenant and per signed-in user, in IndexedDB (src/persistence).
  const tenant = isTrialOrigin(origin) ? 'trial' : 'corporate';
  const scopeOf = (user: SessionUser | null): StorageScope | null =>
    !config.auth.enabled ? { tenant, userId: null } : user ? { tenant, userId: user.subject } : null;
  const chatServices: { current?: ChatServices } = {};
  const persistence = startChatPersistence({
    store,
    // Without IndexedDB (old private windows, jsdom) the history lives for this page only.
    storage: typeof indexedDB === 'undefined' ? memoryKeyValueStore() : indexedDbKeyValueStore(),
    journalStorage: localStorageIfAllowed(),
    // An answer streaming when the page goes, or the user signs out, is kept as far as it came
    // (architecture.md); on a sign-out it also stops.
    beforeListsLeave: () => chatServices.current?.pageLeaving(),
    answerSoFar: () => chatServices.current?.answerSoFar() ?? null,
    scope: scopeOf(auth.getSnapshot().context.user),
  });
  auth.subscribe((snapshot) => void persistence.changeScope(scopeOf(snapshot.context.user)));
  commands.flush = () => Promise.all([persistor.flush(), persistence.flush()]).then(() => undefined);
  const chat = startChatServices({ store, config, origin, access, i18n, saveNow: () => void persistence.flush() });
  chatServices.current = chat;
  followListLoading(persistence, chat);

  const router = createBrowserRouter(routes, { basename: baseUrl.replace(/\/$/, '') || '/' });
  auth.on('sessionEnded', () => {
    const { pathname } = router.state.location;
    // platform.md §4: to /session-expired, reloading the page, when the route needs a session.
    if (routeRequiresAuth(pathname)) {
      window.location.assign(`${baseUrl}session-expired?path=${encodeURIComponent(pathname)}`);
    }
  });

  root.render(
    <StrictMode>
      <ReduxProvider store={store}>
        <I18nextProvider i18n={i18n}>
          <OriginProvider value={{ config, origin, settings }}>
            <AuthProvider actor={auth}>
              <SessionAccessProvider value={access}>
                <AppCommandsProvider value={commands}>
                  <ChatContextProvider value={{ services: chat, persistence }}>
                    <RouterProvider router={router} />
                  </ChatContextProvider>
                </AppCommandsProvider>
              </SessionAccessProvider>
            </AuthProvider>
          </OriginProvider>
        </I18nextProvider>
      </ReduxProvider>
    </StrictMode>,
  );
  return root;
}
