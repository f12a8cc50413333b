import { type Theme, useMediaQuery } from '@mui/material';
import type { ReactNode } from 'react';
import { Layout, Sidebar, type SidebarProps } from 'react-admin';
import { useReloadWhenSessionResumes } from '../auth/useReloadWhenSessionResumes';
import { AppHeader } from './AppHeader';
import { AppMenu } from './AppMenu';
import { useSidebarClosedOnPhone } from './useSidebarClosedOnPhone';

/** On phones react-admin's sidebar is a drawer dialog, which needs a name; elsewhere it is not. */
function AppSidebar(props: SidebarProps) {
  const drawer = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Sidebar {...props} slotProps={drawer ? { paper: { 'aria-label': 'Menu' } } : undefined} />
  );
}

export function AppLayout({ children }: { children: ReactNode }) {
  useReloadWhenSessionResumes();
  useSidebarClosedOnPhone();
  return (
    <Layout appBar={AppHeader} menu={AppMenu} sidebar={AppSidebar}>
      {children}
    </Layout>
  );
}
