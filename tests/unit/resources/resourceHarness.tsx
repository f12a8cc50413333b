import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  AdminContext,
  AdminUI,
  type DataProvider,
  defaultI18nProvider,
  memoryStore,
  Resource,
  type ResourceProps,
  TestMemoryRouter,
} from 'react-admin';
import { signedInAuthProvider } from '../custom/adminHarness';

function BareLayout({ children }: { children: ReactNode }) {
  return <main>{children}</main>;
}

export interface RenderedResource {
  /** The path the console is on now. */
  path: () => string;
}

/**
 * Renders the console's routes for `resources` (list, edit, create) at `path`, with
 * notifications, against the given data provider; no retries, so a failing call shows at once.
 */
export function renderResources(
  resources: ResourceProps[],
  { dataProvider, path, state }: { dataProvider: DataProvider; path: string; state?: unknown },
): RenderedResource {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  let current = path;
  render(
    <TestMemoryRouter
      initialEntries={[{ pathname: path.split('?')[0], search: path.split('?')[1] ?? '', state }]}
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
          {resources.map((resource) => (
            <Resource key={resource.name} {...resource} />
          ))}
        </AdminUI>
      </AdminContext>
    </TestMemoryRouter>,
  );
  return { path: () => current };
}
