import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Sidebar width limits (px) when resized. */
export const sidebarWidth = { min: 220, max: 560, initial: 300 } as const;

/** platform.md §3: sidebar visibility persists under `showSidebar`; its width goes with it. */
export const sidebarSlice = createSlice({
  name: 'sidebar',
  initialState: { visible: true, width: sidebarWidth.initial as number },
  reducers: {
    sidebarOpened(state) {
      state.visible = true;
    },
    sidebarClosed(state) {
      state.visible = false;
    },
    sidebarResized(state, action: PayloadAction<number>) {
      state.width = Math.round(Math.min(sidebarWidth.max, Math.max(sidebarWidth.min, action.payload)));
    },
  },
  selectors: {
    selectSidebarVisible: (state) => state.visible,
    selectSidebarWidth: (state) => state.width,
  },
});

export const { sidebarOpened, sidebarClosed, sidebarResized } = sidebarSlice.actions;
export const { selectSidebarVisible, selectSidebarWidth } = sidebarSlice.selectors;
