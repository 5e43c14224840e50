import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export const colorSchemes = ['auto', 'light', 'dark'] as const;
export type ColorScheme = (typeof colorSchemes)[number];

export const colorSchemeSlice = createSlice({
  name: 'colorScheme',
  initialState: { scheme: 'auto' as ColorScheme },
  reducers: {
    colorSchemeApplied(state, action: PayloadAction<ColorScheme>) {
      if (colorSchemes.includes(action.payload)) state.scheme = action.payload;
    },
  },
  selectors: { selectColorScheme: (state) => state.scheme },
});

export const { colorSchemeApplied } = colorSchemeSlice.actions;
export const { selectColorScheme } = colorSchemeSlice.selectors;
