import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { useReloadWhenSessionResumes } from '../auth/useReloadWhenSessionResumes';
import { AppHeader } from './AppHeader';
import { AppMenu } from './AppMenu';
import { useSidebarClosedOnPhone } from './useSidebarClosedOnPhone';

export function AppLayout({ children }: { children: ReactNode }) {
  useReloadWhenSessionResumes();
  useSidebarClosedOnPhone();
  return (
    <Layout appBar={AppHeader} menu={AppMenu}>
      {children}
    </Layout>
  );
}
