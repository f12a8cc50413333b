import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { useReloadWhenSessionResumes } from '../auth/useReloadWhenSessionResumes';
import { AppHeader } from './AppHeader';
import { AppMenu } from './AppMenu';

export function AppLayout({ children }: { children: ReactNode }) {
  useReloadWhenSessionResumes();
  return (
    <Layout appBar={AppHeader} menu={AppMenu}>
      {children}
    </Layout>
  );
}
