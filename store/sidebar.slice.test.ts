import { describe, expect, it } from 'vitest';
import type { Storage } from 'redux-persist';
import { panelClosed, panelOpened, selectPanelOpen, selectSidebarWidth, sidebarResized, sidebarSlice } from './sidebar.slice';
import { makeStore, rehydrate } from './store';

const state = (...actions: Array<{ type: string; payload?: unknown }>) => ({
  sidebar: actions.reduce((s, a) => sidebarSlice.reducer(s, a as never), sidebarSlice.getInitialState()),
});

function memoryStorage(initial: Record<string, string> = {}): Storage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: async (key: string) => data[key] ?? null,
    setItem: async (key: string, value: string) => void (data[key] = value),
    removeItem: async (key: string) => void delete data[key],
  };
}

describe('sidebar', () => {
  it('each tool’s panel is open at first, and closes and opens on its own', () => {
    expect(selectPanelOpen(state(), 'audit')).toBe(true);
    expect(selectPanelOpen(state(panelClosed('audit')), 'audit')).toBe(false);
    expect(selectPanelOpen(state(panelClosed('audit')), 'chat')).toBe(true);
    expect(selectPanelOpen(state(panelClosed('audit'), panelOpened('audit')), 'audit')).toBe(true);
  });

  it('resizes within its limits', () => {
    expect(selectSidebarWidth(state(sidebarResized(400.4)))).toBe(400);
    expect(selectSidebarWidth(state(sidebarResized(50)))).toBe(220);
    expect(selectSidebarWidth(state(sidebarResized(5000)))).toBe(560);
  });

  it('is stored under showSidebar with version 2; a version 1 entry’s one choice becomes the chat’s and the demo’s', async () => {
    const v1 = { visible: 'false', width: '332', _persist: '{"version":1,"rehydrated":true}' };
    const storage = memoryStorage({ showSidebar: JSON.stringify(v1) });
    const store = makeStore({}, { storage });
    const persistor = await rehydrate(store);
    expect(selectPanelOpen(store.getState(), 'chat')).toBe(false);
    expect(selectPanelOpen(store.getState(), 'scos')).toBe(false);
    expect(selectPanelOpen(store.getState(), 'vision')).toBe(true);
    expect(selectSidebarWidth(store.getState())).toBe(332);

    store.dispatch(panelOpened('chat'));
    store.dispatch(panelClosed('vox'));
    await persistor.flush();
    const stored = JSON.parse(storage.data.showSidebar!) as Record<string, string>;
    expect(JSON.parse(stored._persist!)).toMatchObject({ version: 2 });
    expect(JSON.parse(stored.open!)).toEqual({ chat: true, scos: false, vox: false });
    expect(stored).not.toHaveProperty('visible');
  });
});
