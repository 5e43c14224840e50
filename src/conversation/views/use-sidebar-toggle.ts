import { useState } from 'react';
import { selectSidebarVisible, sidebarClosed, sidebarOpened } from '../../../store/sidebar.slice';
import { usePhoneLayout } from '../../platform/use-media-query';
import { useAppDispatch, useAppSelector } from '../../platform/store-hooks';

/**
 * A conversation tool's sidebar, open or closed. From `sm` up it follows the `showSidebar`
 * preference (platform.md §3); below `sm` it is a drawer over the conversation, closed on arrival
 * whatever the preference, so the message box is on the first screen. `focusMoved`: the user
 * toggled it here, so focus goes to the counterpart button (never on arrival, where the page
 * takes no focus).
 */
export function useSidebarToggle() {
  const dispatch = useAppDispatch();
  const visible = useAppSelector(selectSidebarVisible);
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
    /** Below `sm`: the sidebar is a drawer, to close once a chat is picked or started. */
    phone,
    shown: phone ? drawerOpen : visible,
    focusMoved: phone ? drawerToggled : toggled,
    open: () => (phone ? toggleDrawer(true) : dispatch(sidebarOpened())),
    close: () => (phone ? toggleDrawer(false) : dispatch(sidebarClosed())),
  };
}
