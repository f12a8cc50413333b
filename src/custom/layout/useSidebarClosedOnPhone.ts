import { useLayoutEffect, useRef } from 'react';
import { useLocation, useSidebarState } from 'react-admin';
import { usePhoneWidth } from './usePhoneWidth';

/**
 * On a phone the sidebar is a drawer over the page: it starts closed and closes after each
 * navigation. react-admin stores its open state, so one opened on a wide screen (or before a
 * reload) would otherwise cover the page on load.
 */
export function useSidebarClosedOnPhone() {
  const phone = usePhoneWidth();
  const { pathname } = useLocation();
  const [, setOpen] = useSidebarState();
  // The path the drawer was last closed at: opening it again there leaves it open.
  const closedAt = useRef<string | undefined>(undefined);
  // Before the first paint, so a stored open drawer never flashes over the page.
  useLayoutEffect(() => {
    if (!phone) {
      closedAt.current = undefined;
    } else if (closedAt.current !== pathname) {
      closedAt.current = pathname;
      setOpen(false);
    }
  }, [phone, pathname, setOpen]);
}
