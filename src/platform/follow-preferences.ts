import { selectColorScheme } from '../../store/color-scheme.slice';
import { selectLocale } from '../../store/locale.slice';
import type { AppStore } from '../../store/store';

/**
 * Keeps <html> and the language in step with the stored preferences (the first paint is set by
 * index.html). Returns the unsubscribe.
 */
export function followPreferences(store: Pick<AppStore, 'getState' | 'subscribe'>, changeLanguage: (locale: string) => unknown) {
  let locale = selectLocale(store.getState());
  const applyScheme = () => {
    document.documentElement.dataset.colorScheme = selectColorScheme(store.getState());
  };
  applyScheme();
  return store.subscribe(() => {
    applyScheme();
    const next = selectLocale(store.getState());
    if (next !== locale) {
      locale = next;
      void changeLanguage(next);
    }
  });
}
