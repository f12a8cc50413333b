import { useEffect, useRef, useState } from 'react';
import { useLocation, useSidebarState, useStoreContext } from 'react-admin';
import { usePhoneWidth } from '../../ui/usePhoneWidth';

/** Where react-admin keeps whether the sidebar is open (useSidebarState). */
const SIDEBAR_OPEN_KEY = 'sidebar.open';

/**
 * On a phone the sidebar is a drawer over the page: it starts closed and closes after each
 * navigation. react-admin stores its open state, so one left open on a wide screen (or before a
 * reload) would otherwise cover the page on load.
 */
export function useSidebarClosedOnPhone() {
  const phone = usePhoneWidth();
  const store = useStoreContext();
  // Stored during the layout's first render, before the drawer below it reads it: a drawer
  // opened and closed again at once stays mounted and keeps the page hidden from assistive
  // technologies.
  useState(() => {
    if (phone) store.setItem(SIDEBAR_OPEN_KEY, false);
  });
  const { pathname } = useLocation();
  const [, setOpen] = useSidebarState();
  const shownAt = useRef(pathname);
  useEffect(() => {
    if (shownAt.current === pathname) return;
    shownAt.current = pathname;
    if (phone) setOpen(false);
  }, [phone, pathname, setOpen]);
}
