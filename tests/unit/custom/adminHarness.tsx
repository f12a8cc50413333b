import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import {
  AdminContext,
  AdminUI,
  type AuthProvider,
  type DataProvider,
  memoryStore,
  Notification,
  TestMemoryRouter,
} from 'react-admin';
import { i18nProvider } from '../../../src/i18n/provider';

export interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

/** A promise the test settles when it wants, to look at the screen while a call is running. */
export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Signed in, allowed everywhere: what the console's components see after sign-in. */
export const signedInAuthProvider: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getIdentity: async () => ({ id: 'admin@localhost', fullName: 'Local Admin' }),
};

/** react-admin's context as the console has it, signed in, without retries so that a failing call shows at once. */
function inAdminContext(dataProvider: DataProvider, children: ReactNode) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return (
    <AdminContext
      dataProvider={dataProvider}
      authProvider={signedInAuthProvider}
      i18nProvider={i18nProvider}
      store={memoryStore()}
      queryClient={queryClient}
    >
      {children}
    </AdminContext>
  );
}

/**
 * Renders `ui` the way the console does (react-admin context, router, notifications) against
 * the given data provider, without retries so that a failing call shows at once.
 */
export function renderInAdmin(
  ui: ReactElement,
  { dataProvider, path = '/' }: { dataProvider: DataProvider; path?: string },
) {
  return render(
    <TestMemoryRouter initialEntries={[path]}>
      {inAdminContext(
        dataProvider,
        <>
          {ui}
          <Notification />
        </>,
      )}
    </TestMemoryRouter>,
  );
}

function BareLayout({ children }: { children: ReactNode }) {
  return <main>{children}</main>;
}

export interface RenderedConsole {
  /** The path the console is on now. */
  path: () => string;
}

/**
 * Renders the console's own UI (its routes for `children`, notifications included) at `path`
 * (which may carry a query and the location's `state`) against the given data provider.
 */
export function renderConsole(
  children: ReactNode,
  { dataProvider, path, state }: { dataProvider: DataProvider; path: string; state?: unknown },
): RenderedConsole {
  let current = path;
  const [pathname, search = ''] = path.split('?');
  render(
    <TestMemoryRouter
      initialEntries={[{ pathname, search: search ? `?${search}` : '', state }]}
      locationCallback={(location) => {
        current = `${location.pathname}${location.search}`;
      }}
    >
      {inAdminContext(
        dataProvider,
        <AdminUI layout={BareLayout} loginPage={false}>
          {children}
        </AdminUI>,
      )}
    </TestMemoryRouter>,
  );
  return { path: () => current };
}
