import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLocale, supportedLocales, type Locale } from '../../store/locale.slice';
import { startupNamespaces } from './startup-texts';

// Each locale's messages are their own chunk, fetched when that locale is first used.
const messageLoaders = import.meta.glob<ResourceKey>('../../locales/*/*.json', { import: 'default' });

const lazyMessages: BackendModule = {
  type: 'backend',
  init: () => {},
  read(language, namespace, callback) {
    const load = messageLoaders[`../../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`no messages for ${language}/${namespace}`), false);
      return;
    }
    load().then((messages) => callback(null, messages), (error: Error) => callback(error, false));
  },
};

/** Starts i18n in `locale`, keeping `<html lang>` in step with the language. */
export async function initI18n(locale: Locale = defaultLocale) {
  const instance = i18next.createInstance();
  instance.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
  await instance
    .use(lazyMessages)
    .use(initReactI18next)
    .init({
      lng: locale,
      fallbackLng: defaultLocale,
      supportedLngs: [...supportedLocales],
      load: 'currentOnly',
      ns: [...startupNamespaces],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  return instance;
}
