import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { MigrationManifest, PersistedState } from 'redux-persist';

/** Sidebar width limits (px) when resized. */
export const sidebarWidth = { min: 220, max: 560, initial: 300 } as const;

/**
 * platform.md §3: sidebar visibility persists under `showSidebar`; its width goes with it. Each
 * tool's panel (src/shell/views/ToolLayout.tsx) is open or closed on its own: `open` by tool key, a tool
 * not in it is open (the desk layout's default). The stored entry carries redux-persist's version:
 * 2 since the choice is per tool (version 1 held one `visible` for the chat and the demo).
 */
export const sidebarSlice = createSlice({
  name: 'sidebar',
  initialState: { open: {} as Record<string, boolean>, width: sidebarWidth.initial as number },
  reducers: {
    panelOpened(state, action: PayloadAction<string>) {
      state.open[action.payload] = true;
    },
    panelClosed(state, action: PayloadAction<string>) {
      state.open[action.payload] = false;
    },
    sidebarResized(state, action: PayloadAction<number>) {
      state.width = Math.round(Math.min(sidebarWidth.max, Math.max(sidebarWidth.min, action.payload)));
    },
  },
  selectors: {
    selectPanelOpen: (state, tool: string) => state.open[tool] ?? true,
    selectSidebarWidth: (state) => state.width,
  },
});

export const { panelOpened, panelClosed, sidebarResized } = sidebarSlice.actions;
export const { selectPanelOpen, selectSidebarWidth } = sidebarSlice.selectors;

/** The version `showSidebar` is written with; `sidebarMigrations` reads the older ones. */
export const sidebarStoredVersion = 2;

type StoredV1 = PersistedState & { visible?: unknown; width?: unknown };

/** Version 1 (`visible`, shared by the chat and the demo) becomes both tools' own choice. */
export const sidebarMigrations: MigrationManifest = {
  2: (stored) => {
    if (!stored) return stored;
    const { visible, ...rest } = stored as StoredV1;
    return typeof visible === 'boolean' ? { ...rest, open: { chat: visible, scos: visible } } : rest;
  },
};
