import { createContext, type ReactNode, useCallback, useContext, useEffect, useRef } from 'react';
import { useLocation, useSidebarState } from 'react-admin';
import { usePhoneWidth } from '../../ui/usePhoneWidth';

/** How long a new screen may take to draw its heading (a lazy screen, a slow first answer). */
const HEADING_WAIT_MS = 10_000;

type Reason = 'sidebar' | 'elsewhere';

/** The heading a screen showed, and its text (a screen kept for the next path changes it). */
interface ShownHeading {
  element: HTMLHeadingElement;
  text: string;
}

const shownHeading = (): ShownHeading | undefined => {
  const element = document.getElementById('main-content')?.querySelector('h1');
  return element ? { element, text: element.textContent ?? '' } : undefined;
};

/** The old screen's heading, still drawn while the new screen loads. */
const isOld = (heading: HTMLHeadingElement, old?: ShownHeading) =>
  old !== undefined && heading === old.element && heading.textContent === old.text;

/**
 * Puts the focus on the screen's h1 once it is drawn, made focusable by script alone (tabindex
 * -1: it is no Tab stop) and drawn with the focus ring when the keyboard led there. A sidebar
 * choice takes the focus unless it is already inside the new screen; another navigation takes
 * it only when it was lost with the old screen (on the page's body). Answers a cancel.
 */
function focusHeadingWhenDrawn(reason: Reason, old?: ShownHeading): () => void {
  const content = document.getElementById('main-content');
  if (!content) return () => undefined;
  const tryFocus = () => {
    const heading = content.querySelector('h1');
    if (!heading || isOld(heading, old)) return false;
    const active = document.activeElement;
    const lost = active === null || active === document.body;
    if (lost || (reason === 'sidebar' && !content.contains(active))) {
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      heading.focus();
    }
    return true;
  };
  if (tryFocus()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (tryFocus()) stop();
  });
  const timer = window.setTimeout(() => stop(), HEADING_WAIT_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(content, { childList: true, subtree: true });
  return stop;
}

/** Tells the layout which path a sidebar entry was chosen for. */
const SidebarChoiceContext = createContext<(path: string) => void>(() => undefined);

/** For a sidebar entry: call it with the entry's path when it is chosen. */
export const useSidebarChoice = () => useContext(SidebarChoiceContext);

/**
 * After a navigation, the focus goes to the new screen's heading, where a screen reader reads
 * where the administrator is and the next Tab enters the screen: always after a sidebar choice
 * (also of the current entry), after another navigation only when the focus left with the old
 * screen. Not on the console's first load. On a phone, once the menu drawer has closed (it
 * gives the focus back to its button when it closes).
 */
export function HeadingFocus({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const [sidebarOpen] = useSidebarState();
  const drawerOpen = usePhoneWidth() && sidebarOpen;
  const shownPath = useRef(pathname);
  const chosenPath = useRef<string | null>(null);
  const pending = useRef<Reason | null>(null);
  // Read while rendering a new path, before its commit: the page still shows the old screen,
  // which may stay drawn a while after the path has changed (a lazy screen loading).
  const renderedPath = useRef(pathname);
  const oldHeading = useRef<ShownHeading | undefined>(undefined);
  if (renderedPath.current !== pathname) {
    renderedPath.current = pathname;
    oldHeading.current = shownHeading();
  }

  useEffect(() => {
    if (shownPath.current !== pathname) {
      shownPath.current = pathname;
      pending.current = chosenPath.current === pathname ? 'sidebar' : 'elsewhere';
      chosenPath.current = null;
    }
    const reason = pending.current;
    if (reason === null || drawerOpen) return;
    pending.current = null;
    return focusHeadingWhenDrawn(reason, oldHeading.current);
  }, [pathname, drawerOpen]);

  const choose = useCallback(
    (path: string) => {
      if (path !== shownPath.current) {
        chosenPath.current = path;
        return;
      }
      // The current entry changes no path: the focus moves now, or once the drawer has closed.
      if (drawerOpen) pending.current = 'sidebar';
      else focusHeadingWhenDrawn('sidebar');
    },
    [drawerOpen],
  );

  return <SidebarChoiceContext.Provider value={choose}>{children}</SidebarChoiceContext.Provider>;
}
