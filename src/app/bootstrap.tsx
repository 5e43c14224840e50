import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { Provider as ReduxProvider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { createActor } from 'xstate';
import { authMachine } from '../../machines/auth/auth.machine';
import { withoutCallbackParams } from '../../machines/auth/sign-in-callback';
import { selectLocale } from '../../store/locale.slice';
import { makeStore, rehydrate } from '../../store/store';
import { loadRuntimeConfig } from '../config/load-config';
import { resolveOrigin } from '../config/origin';
import type { OriginSettings } from '../config/runtime-config';
import { initI18n } from '../i18n/i18n';
import { ConfigErrorScreen } from '../views/ConfigErrorScreen';
import { authActors } from './auth/auth.actors';
import { AuthProvider } from './auth/auth-context';
import { createUserManager } from './auth/user-manager';
import { OriginProvider } from './origin-context';
import { routes } from './routes';

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

/** The one wiring place: configuration, store, i18n, the auth actor with its real effects, the router. */
export async function bootstrap(container: HTMLElement): Promise<Root> {
  const root = createRoot(container);
  const baseUrl = import.meta.env.BASE_URL;

  const store = makeStore();
  await rehydrate(store);
  const i18n = await initI18n(selectLocale(store.getState()));
  let locale = selectLocale(store.getState());
  store.subscribe(() => {
    const next = selectLocale(store.getState());
    if (next !== locale) {
      locale = next;
      void i18n.changeLanguage(next);
    }
  });

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
  const origin = resolveOrigin(config, window.location.hostname);
  const settings = config.origins[origin];
  applyOriginToDocument(settings);

  const userManager = createUserManager(settings.identityProvider, window.location.origin, baseUrl);
  const auth = createActor(authMachine.provide({ actors: authActors(userManager) }), {
    input: { url: window.location.href, authEnabled: config.auth.enabled },
  });
  const router = createBrowserRouter(routes, { basename: baseUrl.replace(/\/$/, '') || '/' });
  auth.on('signedIn', ({ returnTo }) => void router.navigate(returnTo, { replace: true }));
  auth.on('signInFailed', (event) => {
    console.error('sign-in failed', event.error);
    void router.navigate(withoutCallbackParams(window.location.href), { replace: true });
  });
  auth.start();

  root.render(
    <StrictMode>
      <ReduxProvider store={store}>
        <I18nextProvider i18n={i18n}>
          <OriginProvider value={{ config, origin, settings }}>
            <AuthProvider actor={auth}>
              <RouterProvider router={router} />
            </AuthProvider>
          </OriginProvider>
        </I18nextProvider>
      </ReduxProvider>
    </StrictMode>,
  );
  return root;
}
