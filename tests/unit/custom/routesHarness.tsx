import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  AdminContext,
  AdminUI,
  CustomRoutes,
  type DataProvider,
  defaultI18nProvider,
  memoryStore,
  reactRouterProvider,
  TestMemoryRouter,
} from 'react-admin';
import type { ConsoleRoute } from '../../../src/custom/routes';
import { signedInAuthProvider } from './adminHarness';

// react-admin's own Route: under Vitest, an import of react-router here would be a second copy.
const { Route } = reactRouterProvider;

function BareLayout({ children }: { children: ReactNode }) {
  return <main>{children}</main>;
}

/**
 * Renders the console's custom `routes` at `path` the way App does (CustomRoutes inside
 * react-admin, notifications included) against the given data provider, without retries.
 * `path()` tells where the console is now.
 */
export function renderRoutes(
  routes: ConsoleRoute[],
  { dataProvider, path }: { dataProvider: DataProvider; path: string },
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  let current = path;
  const [pathname, search = ''] = path.split('?');
  render(
    <TestMemoryRouter
      initialEntries={[{ pathname, search: search ? `?${search}` : '' }]}
      locationCallback={(location) => {
        current = `${location.pathname}${location.search}`;
      }}
    >
      <AdminContext
        dataProvider={dataProvider}
        authProvider={signedInAuthProvider}
        i18nProvider={defaultI18nProvider}
        store={memoryStore()}
        queryClient={queryClient}
      >
        <AdminUI layout={BareLayout} loginPage={false}>
          <CustomRoutes>
            {routes.map((route) => (
              <Route key={route.path} path={route.path} element={route.element} />
            ))}
          </CustomRoutes>
        </AdminUI>
      </AdminContext>
    </TestMemoryRouter>,
  );
  return { path: () => current };
}
