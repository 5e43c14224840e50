import { selectColorScheme } from '../../store/color-scheme.slice';
import { selectLocale } from '../../store/locale.slice';
import type { AppStore } from '../../store/store';

/** The browser's bar in the page's surface colour (styles.css `--surface`), per scheme. */
export const themeColors = { light: '#ffffff', dark: '#111827' } as const;

/** index.html has one theme-color meta per system scheme; a chosen scheme sets both to its colour. */
function applyThemeColor(scheme: string) {
  for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')) {
    const system = meta.media.includes('dark') ? 'dark' : 'light';
    meta.content = themeColors[scheme === 'light' || scheme === 'dark' ? scheme : system];
  }
}

/**
 * Keeps <html> and the language in step with the stored preferences (the first paint is set by
 * index.html). Returns the unsubscribe.
 */
export function followPreferences(store: Pick<AppStore, 'getState' | 'subscribe'>, changeLanguage: (locale: string) => unknown) {
  let locale = selectLocale(store.getState());
  const applyScheme = () => {
    const scheme = selectColorScheme(store.getState());
    document.documentElement.dataset.colorScheme = scheme;
    applyThemeColor(scheme);
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
