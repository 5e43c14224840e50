import { createContext, useContext, useState } from 'react';
import { panelClosed, panelOpened, selectPanelOpen } from '../../../store/sidebar.slice';
import { usePhoneLayout } from '../../browser/use-media-query';
import { useAppDispatch, useAppSelector } from '../../platform/store-hooks';

/** A tool's panel as its views see it (`useToolPanel()` inside a ToolLayout). */
export interface ToolPanel {
  /** Below `sm`: the panel is a drawer over the work area. */
  phone: boolean;
  shown: boolean;
  /** The user toggled it here: focus goes to the counterpart button (never on arrival, where the page takes no focus). */
  focusMoved: boolean;
  open: () => void;
  close: () => void;
}

/**
 * A tool's panel, open or closed. From `sm` up it follows the tool's own stored choice (the
 * `showSidebar` entry, platform.md §3, per tool); below `sm` it is a drawer over the work area,
 * closed on arrival whatever the choice, so the tool's main input is on the first screen, and
 * never stored.
 */
export function useToolPanelState(tool: string): ToolPanel {
  const dispatch = useAppDispatch();
  const visible = useAppSelector((state) => selectPanelOpen(state, tool));
  const [visibleOnArrival] = useState(visible);
  const [toggled, setToggled] = useState(false);
  if (!toggled && visible !== visibleOnArrival) setToggled(true);
  const phone = usePhoneLayout();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerToggled, setDrawerToggled] = useState(false);
  const toggleDrawer = (open: boolean) => {
    setDrawerOpen(open);
    setDrawerToggled(true);
  };
  return {
    phone,
    shown: phone ? drawerOpen : visible,
    focusMoved: phone ? drawerToggled : toggled,
    open: () => (phone ? toggleDrawer(true) : dispatch(panelOpened(tool))),
    close: () => (phone ? toggleDrawer(false) : dispatch(panelClosed(tool))),
  };
}

export const ToolPanelContext = createContext<ToolPanel | null>(null);

/** The panel of the ToolLayout this view is in. */
export function useToolPanel(): ToolPanel {
  const panel = useContext(ToolPanelContext);
  if (!panel) throw new Error('this view needs its tool layout: render it inside a ToolLayout');
  return panel;
}
