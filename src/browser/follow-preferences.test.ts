import { afterEach, describe, expect, it, vi } from 'vitest';
import { colorSchemeApplied } from '../../store/color-scheme.slice';
import { localeChosen } from '../../store/locale.slice';
import { makeStore } from '../../store/store';
import { followPreferences, themeColors } from './follow-preferences';

function themeMetas() {
  document.head.innerHTML = '';
  for (const scheme of ['light', 'dark'] as const) {
    const meta = document.createElement('meta');
    meta.name = 'theme-color';
    meta.media = `(prefers-color-scheme: ${scheme})`;
    meta.content = themeColors[scheme];
    document.head.append(meta);
  }
  return () => [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].map((meta) => meta.content);
}

describe('following the stored preferences', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('the browser bar takes the chosen scheme’s colour; auto follows the system per scheme', () => {
    const contents = themeMetas();
    const store = makeStore();
    const stop = followPreferences(store, vi.fn());
    expect(contents()).toEqual([themeColors.light, themeColors.dark]);
    store.dispatch(colorSchemeApplied('dark'));
    expect(document.documentElement.dataset.colorScheme).toBe('dark');
    expect(contents()).toEqual([themeColors.dark, themeColors.dark]);
    store.dispatch(colorSchemeApplied('light'));
    expect(contents()).toEqual([themeColors.light, themeColors.light]);
    store.dispatch(colorSchemeApplied('auto'));
    expect(contents()).toEqual([themeColors.light, themeColors.dark]);
    stop();
  });

  it('a changed locale changes the language once', () => {
    const store = makeStore();
    const changeLanguage = vi.fn();
    const stop = followPreferences(store, changeLanguage);
    store.dispatch(localeChosen('de-DE'));
    store.dispatch(colorSchemeApplied('dark'));
    expect(changeLanguage.mock.calls).toEqual([['de-DE']]);
    stop();
  });
});
