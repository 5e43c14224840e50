import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export const supportedLocales = ['en-US', 'de-DE'] as const;
export type Locale = (typeof supportedLocales)[number];
export const defaultLocale: Locale = 'en-US';
/** The browser storage key of the locale preference (platform.md §3); index.html reads it too. */
export const localeStorageKey = 'locale';

export const isSupportedLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (supportedLocales as readonly string[]).includes(value);

export interface LocaleState {
  current: Locale;
}

const initialState: LocaleState = { current: defaultLocale };

export const localeSlice = createSlice({
  name: 'locale',
  initialState,
  reducers: {
    /** platform.md §4: a change succeeds only for a supported locale; anything else is ignored. */
    localeChosen(state, action: PayloadAction<string>) {
      if (isSupportedLocale(action.payload)) state.current = action.payload;
    },
  },
  selectors: {
    selectLocale: (state) => state.current,
  },
});

export const { localeChosen } = localeSlice.actions;
export const { selectLocale } = localeSlice.selectors;
