import { type Theme, ThemeProvider } from '@mui/material';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { Layout, Sidebar, type SidebarProps, useSidebarState, useTranslate } from 'react-admin';
import { usePhoneWidth } from '../../ui/usePhoneWidth';
import { useReloadWhenSessionResumes } from '../auth/useReloadWhenSessionResumes';
import { namedSpinners } from '../theme/accessibility';
import { AppHeader } from './AppHeader';
import { AppMenu } from './AppMenu';
import { HeadingFocus } from './headingFocus';
import { useSidebarClosedOnPhone } from './useSidebarClosedOnPhone';

/**
 * On phones react-admin's sidebar is a drawer dialog, which needs a name; elsewhere it is not.
 * A window narrowed to phone width (or a tablet turned) keeps the wide layout's open sidebar in
 * react-admin's store: the drawer is held closed from that first narrow render, as on a phone's
 * load, since one opened and closed again at once stays mounted and hides the page from
 * assistive technologies.
 */
function AppSidebar(props: SidebarProps) {
  const translate = useTranslate();
  const drawer = usePhoneWidth();
  const [open, setOpen] = useSidebarState();
  const [drawnAsDrawer, setDrawnAsDrawer] = useState(drawer);
  const entering = drawer && !drawnAsDrawer;
  useEffect(() => {
    if (drawer === drawnAsDrawer) return;
    if (drawer) setOpen(false);
    setDrawnAsDrawer(drawer);
  }, [drawer, drawnAsDrawer, setOpen]);
  return (
    <Sidebar
      {...props}
      open={entering ? false : open}
      slotProps={
        drawer ? { paper: { 'aria-label': translate('console.layout.menu.drawer') } } : undefined
      }
    />
  );
}

/**
 * The console's themes are built once, before its language is chosen: the spinners' name is
 * added here, in the language shown, and follows a switch.
 */
function SpinnersNamed({ children }: { children: ReactNode }) {
  const name = useTranslate()('ra.page.loading');
  const withNames = useCallback(
    (outer: Theme) => ({ ...outer, components: { ...outer.components, ...namedSpinners(name) } }),
    [name],
  );
  return <ThemeProvider theme={withNames}>{children}</ThemeProvider>;
}

export function AppLayout({ children }: { children: ReactNode }) {
  useReloadWhenSessionResumes();
  useSidebarClosedOnPhone();
  return (
    <SpinnersNamed>
      <HeadingFocus>
        <Layout appBar={AppHeader} menu={AppMenu} sidebar={AppSidebar}>
          {children}
        </Layout>
      </HeadingFocus>
    </SpinnersNamed>
  );
}
