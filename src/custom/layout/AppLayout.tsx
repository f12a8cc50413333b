import { type Theme, ThemeProvider, useMediaQuery } from '@mui/material';
import { type ReactNode, useCallback } from 'react';
import { Layout, Sidebar, type SidebarProps, useTranslate } from 'react-admin';
import { useReloadWhenSessionResumes } from '../auth/useReloadWhenSessionResumes';
import { namedSpinners } from '../theme/accessibility';
import { AppHeader } from './AppHeader';
import { AppMenu } from './AppMenu';
import { HeadingFocus } from './headingFocus';
import { useSidebarClosedOnPhone } from './useSidebarClosedOnPhone';

/** On phones react-admin's sidebar is a drawer dialog, which needs a name; elsewhere it is not. */
function AppSidebar(props: SidebarProps) {
  const translate = useTranslate();
  const drawer = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Sidebar
      {...props}
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
