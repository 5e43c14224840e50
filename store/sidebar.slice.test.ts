import { describe, expect, it } from 'vitest';
import { selectSidebarVisible, selectSidebarWidth, sidebarClosed, sidebarOpened, sidebarResized, sidebarSlice } from './sidebar.slice';

const state = (...actions: Array<{ type: string; payload?: unknown }>) => ({
  sidebar: actions.reduce((s, a) => sidebarSlice.reducer(s, a as never), sidebarSlice.getInitialState()),
});

describe('sidebar', () => {
  it('is open at first, and closes and opens', () => {
    expect(selectSidebarVisible(state())).toBe(true);
    expect(selectSidebarVisible(state(sidebarClosed()))).toBe(false);
    expect(selectSidebarVisible(state(sidebarClosed(), sidebarOpened()))).toBe(true);
  });

  it('resizes within its limits', () => {
    expect(selectSidebarWidth(state(sidebarResized(400.4)))).toBe(400);
    expect(selectSidebarWidth(state(sidebarResized(50)))).toBe(220);
    expect(selectSidebarWidth(state(sidebarResized(5000)))).toBe(560);
  });
});
